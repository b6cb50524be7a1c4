/** 订单: every payment order, newest first, filtered by state, kind and member, in pages. */
import { consoleMoney, ORDER_KINDS, ORDER_STATES, type OrderKind, type OrderListing, type OrderState } from '@nocturne/core';
import { FilterBar, FilterSearch, FilterSelect, PageHeader, type DataTableColumn } from '@nocturne/ui';
import { useState } from 'react';
import { orders, ordersCsvHref, type OrderFilter } from '../../state/money.ts';
import { timeOf } from '../../format/time.ts';
import { ListTable, useList } from '../lists/ListTable.tsx';
import { CsvDownload } from './CsvDownload.tsx';

const text = consoleMoney.orders;

const columns: readonly DataTableColumn<OrderListing>[] = [
  { id: 'orderNo', header: text.columns.orderNo, cell: (row) => row.orderNo },
  { id: 'member', header: text.columns.member, cell: (row) => row.memberCode },
  { id: 'kind', header: text.columns.kind, cell: (row) => text.kinds[row.kind] },
  { id: 'subject', header: text.columns.subject, cell: (row) => row.subject },
  { id: 'amount', header: text.columns.amount, cell: (row) => consoleMoney.yuan(row.amountFen), align: 'end' },
  { id: 'state', header: text.columns.state, cell: (row) => text.states[row.state] },
  { id: 'createdAt', header: text.columns.createdAt, cell: (row) => timeOf(row.createdAt) },
  { id: 'settledAt', header: text.columns.settledAt, cell: (row) => timeOf(row.settledAt) },
];

const stateOptions = ORDER_STATES.map((value) => ({ value, label: text.states[value] }));
const kindOptions = ORDER_KINDS.map((value) => ({ value, label: text.kinds[value] }));

export default function OrdersPage() {
  const [filter, setFilter] = useState<OrderFilter>({});
  const [member, setMember] = useState('');
  useList(orders, filter);

  return (
    <>
      <PageHeader title={text.title} description={text.description} />
      <FilterBar
        label={text.filters}
        resetLabel={consoleMoney.orders.all}
        onReset={() => {
          setMember('');
          setFilter({});
        }}
      >
        <FilterSelect<OrderState> label={text.state} allLabel={text.all} options={stateOptions} value={filter.state ?? null} onChange={(state) => setFilter({ ...filter, state: state ?? undefined })} />
        <FilterSelect<OrderKind> label={text.kind} allLabel={text.all} options={kindOptions} value={filter.kind ?? null} onChange={(kind) => setFilter({ ...filter, kind: kind ?? undefined })} />
        <FilterSearch label={text.member} value={member} onChange={setMember} onSubmit={(code) => setFilter({ ...filter, member: code || undefined })} />
      </FilterBar>
      <CsvDownload href={ordersCsvHref(filter)} />
      <ListTable list={orders} words={text} columns={columns} rowKey={(row) => row.orderNo} />
    </>
  );
}
