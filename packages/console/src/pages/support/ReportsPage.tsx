/** 举报: open reports of videos, each dismissed or its video taken down (after a confirmation). */
import { consoleSupport, type ReportView } from '@nocturne/core';
import { ConfirmDialog, PageHeader, type DataTableColumn } from '@nocturne/ui';
import { useState } from 'react';
import { reports, resolveReport } from '../../state/support.ts';
import { timeOf } from '../../format/time.ts';
import { ListTable, useList } from '../lists/ListTable.tsx';

const text = consoleSupport.reports;

const columns: readonly DataTableColumn<ReportView>[] = [
  { id: 'video', header: text.columns.video, cell: (row) => `${row.videoName}（${row.cartoonCode}）` },
  { id: 'reason', header: text.columns.reason, cell: (row) => row.reason, wrap: true },
  { id: 'member', header: text.columns.member, cell: (row) => row.memberCode },
  { id: 'createdAt', header: text.columns.createdAt, cell: (row) => timeOf(row.createdAt) },
];

export default function ReportsPage() {
  const state = useList(reports);
  const [takingDown, setTakingDown] = useState<ReportView | null>(null);

  async function resolve(report: ReportView, action: 'dismiss' | 'takeDown') {
    await resolveReport(report.id, action);
    setTakingDown(null);
  }

  return (
    <>
      <PageHeader title={text.title} description={text.description} />
      <ListTable
        list={reports}
        words={text}
        columns={columns}
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
