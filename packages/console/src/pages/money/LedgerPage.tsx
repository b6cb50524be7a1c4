/** 会员账本: a member's whole ledger in pages, and an adjustment of coins or balance with a reason. */
import { consoleMoney, zhCNLedger, type LedgerEntry, type RecentLedgerEntry } from '@nocturne/core';
import { useNavigate } from 'react-router-dom';
import { PageHeader, type DataTableColumn } from '@nocturne/ui';
import { useSnapshot } from 'valtio';
import { sessionState, mayUse } from '../../state/session.ts';
import { ledger, ledgerCsvHref, recentLedger } from '../../state/money.ts';
import { AddressSearch, useAddressTerm } from '../lists/AddressSearch.tsx';
import { timeOf } from '../../format/time.ts';
import { ListTable, useList } from '../lists/ListTable.tsx';
import * as styles from '../lists/lists.css.ts';
import { AdjustmentForm } from './AdjustmentForm.tsx';
import { CsvDownload } from './CsvDownload.tsx';

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

const recentColumns: readonly DataTableColumn<RecentLedgerEntry>[] = [
  columns[0]!,
  { id: 'member', header: text.memberColumn, cell: (row) => row.memberCode },
  ...columns.slice(1),
] as readonly DataTableColumn<RecentLedgerEntry>[];

export default function LedgerPage() {
  const memberCode = useAddressTerm('member');
  const session = useSnapshot(sessionState);
  const navigate = useNavigate();
  useList(ledger, memberCode || null);
  // Before a member is chosen: every member's newest rows, each a way into its member's ledger.
  useList(recentLedger, memberCode ? null : 'all');

  return (
    <>
      <PageHeader title={text.title} description={text.description} />
      <AddressSearch name="member" label={text.member} openLabel={text.open} />
      {memberCode ? (
        <div className={styles.stack}>
          <CsvDownload href={ledgerCsvHref(memberCode)} />
          <ListTable list={ledger} words={{ title: `${text.title} ${memberCode}`, empty: text.empty }} captionShown columns={columns} />
          {session.view && mayUse(session.view, 'adjustments') ? <AdjustmentForm key={memberCode} memberCode={memberCode} /> : null}
        </div>
      ) : (
        <ListTable
          list={recentLedger}
          words={{ title: text.recent, empty: text.empty }}
          captionShown
          columns={recentColumns}
          rowActions={(row) => [{ key: 'open', label: text.open, onSelect: () => navigate(`?member=${encodeURIComponent(row.memberCode)}`) }]}
        />
      )}
    </>
  );
}
