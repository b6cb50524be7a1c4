import { type RecordItem as Record, zhCN, zhCNEmpty, zhCNRecords } from '@nocturne/core';
import { Button, RecordItem, RecordTabs } from '@nocturne/ui';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { loadRecords, RECORDS_TABS, recordsState, resetRecords, type RecordsTab as TabIndex } from '../../state/records.ts';
import { Page } from '../common/Page.tsx';
import { PageFailed } from '../common/PageFailed.tsx';
import { usePageLoad } from '../common/usePageLoad.ts';
import { paths } from '../../routes/paths.ts';

const TABS = RECORDS_TABS;

/** A coin record names what it was for: the video and episode of a purchase, else the server's title. */
function coinDetails(record: Record) {
  const { purchase } = record;
  return {
    title: purchase ? purchase.videoName : record.title,
    details: [
      ...(purchase ? [{ label: zhCNRecords.episode, value: purchase.episodeName }] : []),
      { label: zhCNRecords.source, value: record.amountSource },
      { label: zhCNRecords.time, value: record.createTime },
    ],
  };
}

function recordView(tab: TabIndex, record: Record) {
  const coins = tab === 1 ? coinDetails(record) : null;
  const details = coins ? coins.details : [{ label: zhCNRecords.orderNo, value: record.title }];
  return (
    <RecordItem
      key={`${record.title}-${record.createTime}`}
      title={coins ? coins.title : record.createTime}
      details={[
        ...details,
        ...(record.status ? [{ label: zhCN.labels.status, value: zhCN.labels.withdrawalStates[record.status] ?? record.status }] : []),
        ...(record.note ? [{ label: zhCNRecords.rejectNote, value: record.note }] : []),
      ]}
      amount={tab === 1 ? String(record.price) : zhCN.labels.yuan(record.price)}
    />
  );
}

/** Records (/order): top-ups, coins and withdrawals; an empty tab says 暂无记录. */
export default function RecordsPage() {
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const initial = Number(query.get('tab'));
  const [tab, setTab] = useState<TabIndex>(TABS.includes(initial as TabIndex) ? (initial as TabIndex) : 0);
  const { tabs: records } = useSnapshot(recordsState);

  // Each visit shows fresh records.
  useEffect(() => resetRecords, []);
  const load = usePageLoad(() => loadRecords(tab), [tab]);

  return (
    <Page title={zhCNRecords.title}>
      {load.status === 'failed' ? <PageFailed onRetry={load.retry} /> : null}
      <RecordTabs
        title={zhCNRecords.title}
        tabs={TABS.map((index) => ({
          value: String(index),
          label: zhCNRecords.tabs[index],
          records: (records[index] ?? []).map((record) => recordView(index, record)),
          loading: records[index] === undefined && load.status !== 'failed',
        }))}
        value={String(tab)}
        onValueChange={(value) => setTab(Number(value) as TabIndex)}
        emptyText={zhCNRecords.empty}
        emptyHint={zhCNEmpty.recordsHint}
        emptyAction={<Button onClick={() => void navigate(paths.pay)}>{zhCNEmpty.goTopUp}</Button>}
        loadingText={zhCN.common.loading}
      />
    </Page>
  );
}
