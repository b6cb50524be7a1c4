/** 对账: a business day's paid orders against the providers' notifications, and what does not add up. */
import { businessDate, consoleMoney, zhCNConsole, type ReconcileChannel, type ReconcileMismatch } from '@nocturne/core';
import { Button, DataTable, FormTextField, PageHeader, StatusNotice, type DataTableColumn } from '@nocturne/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { reconcile, reconcileCsvHref, reconcileState, reconcileVerdict } from '../../state/money.ts';
import * as styles from '../lists/lists.css.ts';
import { CsvDownload } from './CsvDownload.tsx';

const text = consoleMoney.reconcile;
const amount = (fen: number | null) => (fen === null ? text.none : consoleMoney.yuan(fen));

const columns: readonly DataTableColumn<ReconcileMismatch>[] = [
  { id: 'orderNo', header: text.columns.orderNo, cell: (row) => row.orderNo },
  { id: 'problem', header: text.columns.problem, cell: (row) => text.problems[row.problem], wrap: true },
  { id: 'orderState', header: text.columns.orderState, cell: (row) => (row.orderState ? consoleMoney.orders.states[row.orderState] : text.none) },
  { id: 'orderAmount', header: text.columns.orderAmount, cell: (row) => amount(row.orderFen), align: 'end' },
  { id: 'notifiedAmount', header: text.columns.notifiedAmount, cell: (row) => amount(row.notifiedFen), align: 'end' },
  { id: 'provider', header: text.columns.provider, cell: (row) => row.provider },
];

const channelColumns: readonly DataTableColumn<ReconcileChannel>[] = [
  { id: 'channel', header: text.channelColumns.channel, cell: (row) => row.name ?? (row.channel === null ? text.unknownChannel : String(row.channel)) },
  { id: 'paid', header: text.channelColumns.paid, cell: (row) => `${text.count(row.paidOrders)} · ${consoleMoney.yuan(row.paidFen)}`, align: 'end' },
  { id: 'notified', header: text.channelColumns.notified, cell: (row) => `${text.count(row.notifiedOrders)} · ${consoleMoney.yuan(row.notifiedFen)}`, align: 'end' },
];

export default function ReconcilePage() {
  const state = useSnapshot(reconcileState);
  const [day, setDay] = useState(() => businessDate(new Date()));
  useEffect(() => {
    void reconcile(day);
    // The day's first check runs on opening; later ones when asked.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void reconcile(day);
  };
  const result = state.day;
  const verdict = result ? reconcileVerdict(result) : null;

  return (
    <>
      <PageHeader title={text.title} description={text.description} />
      <form className={styles.form} onSubmit={submit}>
        <FormTextField label={text.day} value={day} onChange={setDay} placeholder="YYYY-MM-DD" inputMode="numeric" />
        <Button type="submit" variant="primary" loading={state.status === 'loading'}>
          {text.run}
        </Button>
      </form>
      {state.error ? (
        <p className={styles.error} role="alert">
          {state.error}
        </p>
      ) : null}
      {result ? (
        <div className={styles.stack}>
          <CsvDownload href={reconcileCsvHref(result.day)} />
          <dl className={styles.facts} aria-label={result.day}>
            <dt className={styles.factName}>{text.paid}</dt>
            <dd className={styles.factValue}>
              {text.count(result.paidOrders)} · {consoleMoney.yuan(result.paidFen)}
            </dd>
            <dt className={styles.factName}>{text.notified}</dt>
            <dd className={styles.factValue}>
              {text.count(result.notifiedOrders)} · {consoleMoney.yuan(result.notifiedFen)}
            </dd>
          </dl>
          {result.channels.length > 0 ? (
            <DataTable caption={text.channels} columns={channelColumns} rows={result.channels} rowKey={(row) => String(row.channel)} labels={zhCNConsole.table} />
          ) : null}
          {verdict === 'noPayments' ? (
            <StatusNotice message={text.noPayments} />
          ) : verdict === 'balanced' ? (
            <StatusNotice message={text.balanced} />
          ) : (
            <DataTable caption={text.mismatches} columns={columns} rows={result.mismatches} rowKey={(row) => `${row.orderNo}-${row.problem}-${row.provider}`} labels={{ ...zhCNConsole.table, empty: text.balanced }} />
          )}
        </div>
      ) : null}
    </>
  );
}
