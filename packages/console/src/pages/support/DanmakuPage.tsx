/** 弹幕审核: a video's danmaku, newest first in pages, each deletable; the video stays in the address (?video=). */
import { consoleSupport, type OperatorDanmu } from '@nocturne/core';
import { PageHeader, type DataTableColumn } from '@nocturne/ui';
import { danmaku, deleteDanmu } from '../../state/support.ts';
import { AddressSearch, useAddressTerm } from '../lists/AddressSearch.tsx';
import { timeOf } from '../../format/time.ts';
import { ListTable, useList } from '../lists/ListTable.tsx';

const text = consoleSupport.danmaku;

const columns: readonly DataTableColumn<OperatorDanmu>[] = [
  { id: 'text', header: text.columns.text, cell: (row) => row.text, wrap: true },
  { id: 'time', header: text.columns.time, cell: (row) => text.seconds(row.time) },
  { id: 'member', header: text.columns.member, cell: (row) => row.memberCode ?? text.seeded },
  { id: 'createdAt', header: text.columns.createdAt, cell: (row) => timeOf(row.createdAt) },
];

export default function DanmakuPage() {
  const video = useAddressTerm('video');
  const state = useList(danmaku, video || null);

  return (
    <>
      <PageHeader title={text.title} description={text.description} />
      <AddressSearch name="video" label={text.video} openLabel={text.open} />
      {video ? (
        <ListTable list={danmaku} words={text} columns={columns} rowActions={(row) => [{ key: 'delete', label: text.delete, tone: 'danger', onSelect: () => void deleteDanmu(row.id), disabled: state.busy === row.id }]} />
      ) : null}
    </>
  );
}
