/** 举报: open reports of videos, each dismissed or its video taken down (after a confirmation that asks why). */
import { consoleSupport, OPERATOR_REASON_MAX, OPERATOR_REASON_MIN, reasonGiven, zhCNContent, type ReportView } from '@nocturne/core';
import { ConfirmDialog, FormTextArea, PageHeader, type DataTableColumn } from '@nocturne/ui';
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
  const [reason, setReason] = useState('');

  function askTakeDown(report: ReportView) {
    setReason('');
    setTakingDown(report);
  }

  async function takeDown(report: ReportView) {
    // Refused, the dialog stays with the reason typed, to try again.
    if ((await resolveReport(report.id, { action: 'takeDown', reason })) === null) setTakingDown(null);
  }

  return (
    <>
      <PageHeader title={text.title} description={text.description} />
      <ListTable
        list={reports}
        words={text}
        columns={columns}
        rowActions={(row) => [
          { key: 'dismiss', label: text.dismiss, onSelect: () => void resolveReport(row.id, { action: 'dismiss' }), disabled: state.busy === row.id },
          { key: 'takeDown', label: text.takeDown, tone: 'danger', onSelect: () => askTakeDown(row), disabled: state.busy === row.id },
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
        confirmDisabled={!reasonGiven(reason)}
        onConfirm={() => takingDown && void takeDown(takingDown)}
        onCancel={() => setTakingDown(null)}
      >
        <FormTextArea
          label={zhCNContent.videos.reason}
          hint={zhCNContent.videos.reasonHint(OPERATOR_REASON_MIN)}
          value={reason}
          onChange={setReason}
          maxLength={OPERATOR_REASON_MAX}
          showCount
          required
        />
      </ConfirmDialog>
    </>
  );
}
