/** 举报: open reports of videos, each dismissed or its video taken down (after a confirmation). */
import { consoleSupport, type ReportView } from '@nocturne/core';
import { ConfirmDialog, DataTable, PageHeader, type DataTableColumn } from '@nocturne/ui';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { loadReports, reportsState, resolveReport } from '../../state/support.ts';
import { tableLabels, tableStatus, timeOf } from '../lists/lists.tsx';
import * as styles from '../lists/lists.css.ts';

const text = consoleSupport.reports;

const columns: readonly DataTableColumn<ReportView>[] = [
  { id: 'video', header: text.columns.video, cell: (row) => `${row.videoName}（${row.cartoonCode}）` },
  { id: 'reason', header: text.columns.reason, cell: (row) => row.reason, wrap: true },
  { id: 'member', header: text.columns.member, cell: (row) => row.memberCode },
  { id: 'createdAt', header: text.columns.createdAt, cell: (row) => timeOf(row.createdAt) },
];

export default function ReportsPage() {
  const state = useSnapshot(reportsState);
  const [takingDown, setTakingDown] = useState<ReportView | null>(null);
  const [outcome, setOutcome] = useState<{ message: string; failed: boolean } | null>(null);
  useEffect(() => {
    void loadReports();
  }, []);

  async function resolve(report: ReportView, action: 'dismiss' | 'takeDown') {
    const failure = await resolveReport(report.id, action);
    setOutcome(failure ? { message: failure, failed: true } : { message: action === 'dismiss' ? text.dismissed : text.takenDown, failed: false });
    setTakingDown(null);
  }

  return (
    <>
      <PageHeader title={text.title} description={text.description} />
      {outcome ? (
        <p className={outcome.failed ? styles.error : styles.status} role={outcome.failed ? 'alert' : 'status'}>
          {outcome.message}
        </p>
      ) : null}
      <DataTable
        caption={text.title}
        captionHidden
        columns={columns}
        rows={state.items as ReportView[]}
        rowKey={(row) => String(row.id)}
        status={tableStatus(state.status)}
        onRetry={() => void loadReports()}
        labels={tableLabels(state.error ?? text.empty)}
        rowActions={(row) => [
          { key: 'dismiss', label: text.dismiss, onSelect: () => void resolve(row, 'dismiss'), disabled: state.busy === row.id },
          { key: 'takeDown', label: text.takeDown, tone: 'danger', onSelect: () => setTakingDown(row), disabled: state.busy === row.id },
        ]}
      />
      <ConfirmDialog
        open={takingDown !== null}
        title={takingDown ? text.takeDownTitle(takingDown.videoName) : ''}
        message={text.takeDownMessage}
        confirmLabel={text.takeDown}
        cancelLabel={text.cancel}
        tone="danger"
        confirming={takingDown !== null && state.busy === takingDown.id}
        onConfirm={() => takingDown && void resolve(takingDown, 'takeDown')}
        onCancel={() => setTakingDown(null)}
      />
    </>
  );
}
