import { zhCN, type RecordItem as Record } from '@nocturne/core';
import { RecordItem, RecordTabs } from '@nocturne/ui';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { loadRecords, RECORDS_TABS, recordsState, resetRecords, type RecordsTab as TabIndex } from '../../state/records.ts';
import { Page } from '../common/Page.tsx';

const TABS = RECORDS_TABS;

function recordView(tab: TabIndex, record: Record) {
  const details =
    tab === 1
      ? [{ label: zhCN.records.source, value: record.amountSource }]
      : [{ label: zhCN.records.orderNo, value: record.title }];
  return (
    <RecordItem
      key={`${record.title}-${record.createTime}`}
      title={tab === 1 ? record.title : record.createTime}
      details={[
        ...details,
        ...(record.status ? [{ label: zhCN.labels.status, value: zhCN.labels.withdrawalStates[record.status] ?? record.status }] : []),
      ]}
      amount={tab === 1 ? String(record.price) : zhCN.labels.yuan(record.price)}
    />
  );
}

/** Records (/order): top-ups, coins and withdrawals; an empty tab says 暂无记录. */
export default function RecordsPage() {
  const [query] = useSearchParams();
  const initial = Number(query.get('tab'));
  const [tab, setTab] = useState<TabIndex>(TABS.includes(initial as TabIndex) ? (initial as TabIndex) : 0);
  const { tabs: records } = useSnapshot(recordsState);

  // Each visit shows fresh records.
  useEffect(() => resetRecords, []);
  useEffect(() => {
    void loadRecords(tab);
  }, [tab]);

  return (
    <Page title={zhCN.records.title}>
      <RecordTabs
        title={zhCN.records.title}
        tabs={TABS.map((index) => ({
          value: String(index),
          label: zhCN.records.tabs[index],
          records: (records[index] ?? []).map((record) => recordView(index, record)),
          loading: records[index] === undefined,
        }))}
        value={String(tab)}
        onValueChange={(value) => setTab(Number(value) as TabIndex)}
        emptyText={zhCN.records.empty}
        loadingText={zhCN.common.loading}
      />
    </Page>
  );
}
