import { zhCNConsole, type TopVideo } from '@nocturne/core';
import { DataTable, type DataTableColumn } from '@nocturne/ui';
import { formatCount } from '../../format/figures.ts';

const text = zhCNConsole.dashboard;

type Row = TopVideo & { rank: number };

const COLUMNS: readonly DataTableColumn<Row>[] = [
  { id: 'rank', header: text.rank, cell: (row) => row.rank, align: 'end', width: '72px' },
  { id: 'name', header: text.videoName, cell: (row) => row.name, wrap: true },
  { id: 'code', header: text.videoCode, cell: (row) => row.cartoonCode, align: 'end', width: '120px' },
  { id: 'plays', header: text.plays, cell: (row) => formatCount(row.plays), sortable: true, sortValue: (row) => row.plays, sortDescendingFirst: true, align: 'end', width: '140px' },
];

/** The most played videos of the 7 days. */
export function TopVideos({ videos }: { videos: readonly TopVideo[] }) {
  const rows = videos.map((video, index) => ({ ...video, rank: index + 1 }));
  return (
    <DataTable
      caption={text.topVideos}
      columns={COLUMNS}
      rows={rows}
      rowKey={(row) => String(row.cartoonCode)}
      labels={{ ...zhCNConsole.table, empty: text.topVideosEmpty }}
    />
  );
}
