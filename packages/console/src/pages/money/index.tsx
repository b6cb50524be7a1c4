/** 提现审核: withdrawals waiting, each decided once with a note beside its payment code. */
import { consoleMoney, type WithdrawalView } from '@nocturne/core';
import { DataTable, PageHeader, type DataTableColumn } from '@nocturne/ui';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { loadWithdrawals, withdrawalsState } from '../../state/money.ts';
import { tableLabels, tableStatus, timeOf } from '../lists/lists.tsx';
import * as styles from '../lists/lists.css.ts';
import { WithdrawalDecisionPanel } from './WithdrawalDecisionPanel.tsx';

const text = consoleMoney.withdrawals;

const columns: readonly DataTableColumn<WithdrawalView>[] = [
  { id: 'no', header: text.columns.no, cell: (row) => row.no },
  { id: 'member', header: text.columns.member, cell: (row) => row.memberCode },
  { id: 'amount', header: text.columns.amount, cell: (row) => consoleMoney.yuan(row.amountFen), align: 'end' },
  { id: 'channel', header: text.columns.channel, cell: (row) => text.channels[row.channel] },
  { id: 'createdAt', header: text.columns.createdAt, cell: (row) => timeOf(row.createdAt) },
];

export default function WithdrawalsPage() {
  const state = useSnapshot(withdrawalsState);
  const [pickedId, setPickedId] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  useEffect(() => {
    void loadWithdrawals();
  }, []);
  const picked = state.items.find((item) => item.id === pickedId) ?? null;

  return (
    <>
      <PageHeader title={text.title} description={text.description} />
      {outcome ? (
        <p className={styles.status} role="status">
          {outcome}
        </p>
      ) : null}
      <div className={styles.split}>
        <DataTable
          caption={text.title}
          captionHidden
          columns={columns}
          rows={state.items as WithdrawalView[]}
          rowKey={(row) => String(row.id)}
          status={tableStatus(state.status)}
          onRetry={() => void loadWithdrawals()}
          labels={tableLabels(state.error ?? text.empty, text.emptyHint)}
          rowActions={(row) => [{ key: 'review', label: text.review, onSelect: () => setPickedId(row.id) }]}
        />
        {picked ? (
          <WithdrawalDecisionPanel
            key={picked.id}
            withdrawal={picked}
            onDecided={(message) => {
              setOutcome(message);
              setPickedId(null);
            }}
            onClose={() => setPickedId(null)}
          />
        ) : null}
      </div>
    </>
  );
}
