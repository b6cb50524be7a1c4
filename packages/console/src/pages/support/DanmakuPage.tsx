/** 弹幕审核: a video's danmaku, newest first in pages, each deletable; the video stays in the address (?video=). */
import { consoleSupport, type OperatorDanmu } from '@nocturne/core';
import { Button, DataTable, FilterBar, FilterSearch, PageHeader, type DataTableColumn } from '@nocturne/ui';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { danmaku, deleteDanmu } from '../../state/support.ts';
import { CursorPager, tableLabels, tableStatus, timeOf } from '../lists/lists.tsx';
import * as styles from '../lists/lists.css.ts';

const text = consoleSupport.danmaku;

const columns: readonly DataTableColumn<OperatorDanmu>[] = [
  { id: 'text', header: text.columns.text, cell: (row) => row.text, wrap: true },
  { id: 'time', header: text.columns.time, cell: (row) => text.seconds(row.time) },
  { id: 'member', header: text.columns.member, cell: (row) => row.memberCode ?? text.seeded },
  { id: 'createdAt', header: text.columns.createdAt, cell: (row) => timeOf(row.createdAt) },
];

export default function DanmakuPage() {
  const [params, setParams] = useSearchParams();
  const video = params.get('video') ?? '';
  const [typed, setTyped] = useState(video);
  const [outcome, setOutcome] = useState<{ message: string; failed: boolean } | null>(null);
  const list = useSnapshot(danmaku.state);
  useEffect(() => {
    if (video) void danmaku.load(video);
  }, [video]);

  async function remove(row: OperatorDanmu) {
    const failure = await deleteDanmu(row.id);
    setOutcome(failure ? { message: failure, failed: true } : { message: text.deleted, failed: false });
  }

  return (
    <>
      <PageHeader title={text.title} description={text.description} />
      <FilterBar label={text.video}>
        <FilterSearch label={text.video} value={typed} onChange={setTyped} onSubmit={(code) => setParams(code ? { video: code } : {})} />
        <Button variant="secondary" onClick={() => setParams(typed.trim() ? { video: typed.trim() } : {})}>
          {text.open}
        </Button>
      </FilterBar>
      {outcome ? (
        <p className={outcome.failed ? styles.error : styles.status} role={outcome.failed ? 'alert' : 'status'}>
          {outcome.message}
        </p>
      ) : null}
      {video ? (
        <DataTable
          caption={text.title}
          captionHidden
          columns={columns}
          rows={list.items as OperatorDanmu[]}
          rowKey={(row) => String(row.id)}
          status={tableStatus(list.status)}
          onRetry={() => void danmaku.reload()}
          labels={tableLabels(list.error ?? text.empty)}
          rowActions={(row) => [{ key: 'delete', label: text.delete, tone: 'danger', onSelect: () => void remove(row) }]}
          mode="server"
          footer={<CursorPager list={danmaku} />}
        />
      ) : null}
    </>
  );
}
