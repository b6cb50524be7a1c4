/** 会员账本: a member's whole ledger in pages, and an adjustment of coins or balance with a reason. */
import { consoleMoney, zhCNLedger, type LedgerEntry } from '@nocturne/core';
import { Button, DataTable, FilterBar, FilterSearch, PageHeader, type DataTableColumn } from '@nocturne/ui';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { sessionState, mayUse } from '../../state/session.ts';
import { ledger } from '../../state/money.ts';
import { CursorPager, tableLabels, tableStatus, timeOf } from '../lists/lists.tsx';
import * as styles from '../lists/lists.css.ts';
import { AdjustmentForm } from './AdjustmentForm.tsx';

const text = consoleMoney.ledger;

const columns: readonly DataTableColumn<LedgerEntry>[] = [
  { id: 'id', header: text.columns.id, cell: (row) => String(row.id) },
  { id: 'account', header: text.columns.account, cell: (row) => text.accounts[row.account] },
  { id: 'delta', header: text.columns.delta, cell: (row) => (row.delta > 0 ? `+${row.delta}` : String(row.delta)), align: 'end' },
  { id: 'balanceAfter', header: text.columns.balanceAfter, cell: (row) => String(row.balanceAfter), align: 'end' },
  { id: 'reason', header: text.columns.reason, cell: (row) => (zhCNLedger as Record<string, string>)[row.reason] ?? row.reason },
  { id: 'reference', header: text.columns.reference, cell: (row) => row.reference, wrap: true },
  { id: 'createdAt', header: text.columns.createdAt, cell: (row) => timeOf(row.createdAt) },
];

export default function LedgerPage() {
  const [params, setParams] = useSearchParams();
  const memberCode = params.get('member') ?? '';
  const [typed, setTyped] = useState(memberCode);
  const list = useSnapshot(ledger.state);
  const session = useSnapshot(sessionState);
  useEffect(() => {
    if (memberCode) void ledger.load(memberCode);
  }, [memberCode]);

  return (
    <>
      <PageHeader title={text.title} description={text.description} />
      <FilterBar label={text.member}>
        <FilterSearch label={text.member} value={typed} onChange={setTyped} onSubmit={(code) => setParams(code ? { member: code } : {})} />
        <Button variant="secondary" onClick={() => setParams(typed.trim() ? { member: typed.trim() } : {})}>
          {text.open}
        </Button>
      </FilterBar>
      {memberCode ? (
        <div className={styles.stack}>
          <DataTable
            caption={`${text.title} ${memberCode}`}
            columns={columns}
            rows={list.items as LedgerEntry[]}
            rowKey={(row) => String(row.id)}
            status={tableStatus(list.status)}
            onRetry={() => void ledger.reload()}
            labels={tableLabels(list.error ?? text.empty)}
            mode="server"
            footer={<CursorPager list={ledger} />}
          />
          {session.view && mayUse(session.view, 'adjustments') ? <AdjustmentForm key={memberCode} memberCode={memberCode} /> : null}
        </div>
      ) : null}
    </>
  );
}
