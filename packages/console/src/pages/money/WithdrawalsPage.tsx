/** 提现审核: withdrawals waiting, each decided once with a note beside its payment code. */
import { consoleMoney, type WithdrawalView } from '@nocturne/core';
import { PageHeader, type DataTableColumn } from '@nocturne/ui';
import { useState } from 'react';
import { withdrawals } from '../../state/money.ts';
import { timeOf } from '../../format/time.ts';
import { ListTable, useList } from '../lists/ListTable.tsx';
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
  const state = useList(withdrawals);
  const [pickedId, setPickedId] = useState<number | null>(null);
  const picked = state.items.find((item) => item.id === pickedId) ?? null;

  return (
    <>
      <PageHeader title={text.title} description={text.description} />
      <div className={styles.split}>
        <ListTable list={withdrawals} words={text} columns={columns} rowActions={(row) => [{ key: 'review', label: text.review, onSelect: () => setPickedId(row.id) }]} />
        {picked ? <WithdrawalDecisionPanel key={picked.id} withdrawal={picked} onClose={() => setPickedId(null)} /> : null}
      </div>
    </>
  );
}
