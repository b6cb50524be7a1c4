import { DataTable, Pager, type DataTableColumn, type DataTableProps, type DataTableStatus } from '@nocturne/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { moreLabels, pageLabels, sampleWithdrawals, tableLabels, withdrawalStates, yuan, type WithdrawalRow } from './support/consoleSamples.ts';
import { StateCell, StateGrid } from './support/StateGrid.tsx';
import { shownAt, viewportWidth } from './support/viewports.ts';

const columns: DataTableColumn<WithdrawalRow>[] = [
  { id: 'member', header: '会员', cell: (row) => `${row.member}（${row.memberCode}）`, sortable: true, sortValue: (row) => row.member },
  { id: 'amount', header: '金额', cell: (row) => yuan(row.amountCents), sortable: true, sortValue: (row) => row.amountCents, align: 'end', width: '8rem' },
  { id: 'channel', header: '收款方式', cell: (row) => row.channel },
  { id: 'requestedAt', header: '申请时间', cell: (row) => row.requestedAt, sortable: true, sortValue: (row) => row.requestedAt, sortDescendingFirst: true },
  { id: 'state', header: '状态', cell: (row) => withdrawalStates[row.state] },
];

const actions: DataTableProps<WithdrawalRow>['rowActions'] = (row) =>
  row.state === 'pending'
    ? [
        { key: 'approve', label: '通过', onSelect: () => {} },
        { key: 'reject', label: '拒绝', onSelect: () => {}, tone: 'danger' },
      ]
    : [{ key: 'view', label: '查看', onSelect: () => {} }];

const labels = { ...tableLabels, pager: pageLabels };

// Stories of a generic component: the meta is typed for the sample row.
const meta = {
  title: 'Console/DataTable',
  component: DataTable<WithdrawalRow>,
  tags: ['autodocs'],
  ...shownAt('desktop'),
  args: {
    caption: '提现申请',
    columns,
    rows: sampleWithdrawals(12),
    rowKey: (row: WithdrawalRow) => row.id,
    labels,
    pageSize: 5,
    onSortChange: fn(),
    onRetry: fn(),
  },
  decorators: [(Story) => <div style={{ padding: 24 }}><Story /></div>],
} satisfies Meta<typeof DataTable<WithdrawalRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

const firstCells = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('rowheader').map((cell) => cell.textContent);

/** The table holds every row: a header sorts them (amounts largest first), page numbers page them. */
export const ClientSortingAndPages: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '金额' }));
    await expect(canvas.getByRole('columnheader', { name: '金额' })).toHaveAttribute('aria-sort', 'descending');
    await expect(args.onSortChange).toHaveBeenCalledWith({ columnId: 'amount', direction: 'descending' });
    const largest = [...args.rows].sort((a, b) => b.amountCents - a.amountCents)[0]!;
    await expect(firstCells(canvasElement)[0]).toBe(`${largest.member}（${largest.memberCode}）`);
    await userEvent.click(canvas.getByRole('button', { name: pageLabels.page(3) }));
    await expect(firstCells(canvasElement)).toHaveLength(2);
  },
};

/** Actions on each row: a pending request can be approved or rejected (destructive, in red). */
export const RowActions: Story = {
  args: { rowActions: actions },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('columnheader', { name: tableLabels.actions })).toBeInTheDocument();
    await expect(canvas.getAllByRole('button', { name: '通过' })).toHaveLength(3);
  },
};

/**
 * Keyset paging as the operator API answers (`{ items, nextCursor }`): the rows are one page,
 * the API sorts, the page remembers the cursors it passed so 上一页 can go back.
 */
function CursorPagedTable(args: DataTableProps<WithdrawalRow>) {
  const pageSize = 5;
  const total = 13;
  const [cursors, setCursors] = useState<number[]>([0]);
  const [status, setStatus] = useState<DataTableStatus>('ready');
  const start = cursors.at(-1)!;
  const nextCursor = start + pageSize < total ? start + pageSize : null;
  // A request's round trip.
  const load = (next: number[]) => {
    setStatus('loading');
    setTimeout(() => {
      setCursors(next);
      setStatus('ready');
    }, 150);
  };
  return (
    <DataTable
      {...args}
      mode="server"
      pageSize={undefined}
      rows={sampleWithdrawals(Math.min(pageSize, total - start), start)}
      status={status}
      footer={
        <Pager
          kind="cursor"
          label={pageLabels.label}
          labels={pageLabels}
          hasPrevious={cursors.length > 1}
          hasNext={nextCursor !== null}
          loading={status === 'loading'}
          onPrevious={() => load(cursors.slice(0, -1))}
          onNext={() => nextCursor !== null && load([...cursors, nextCursor])}
        />
      }
    />
  );
}

export const CursorPaging: Story = {
  render: (args) => <CursorPagedTable {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const next = canvas.getByRole('button', { name: pageLabels.next });
    await userEvent.click(next);
    // While a page loads both buttons wait; then 上一页 can go back.
    await waitFor(() => expect(canvas.getByRole('button', { name: pageLabels.previous })).toBeEnabled());
    await userEvent.click(next);
    await waitFor(() => expect(firstCells(canvasElement)).toHaveLength(3));
    await expect(next).toBeDisabled();
  },
};

/** 加载更多: the next page joins the rows shown; the rows stay while it loads. */
function LoadMoreTable(args: DataTableProps<WithdrawalRow>) {
  const [rows, setRows] = useState(() => sampleWithdrawals(5));
  const [loading, setLoading] = useState(false);
  const hasMore = rows.length < 12;
  return (
    <DataTable
      {...args}
      mode="server"
      pageSize={undefined}
      rows={rows}
      footer={
        <Pager
          kind="more"
          label={pageLabels.label}
          labels={moreLabels}
          hasMore={hasMore}
          loading={loading}
          onLoadMore={() => {
            setLoading(true);
            setTimeout(() => {
              setRows((shown) => [...shown, ...sampleWithdrawals(Math.min(5, 12 - shown.length), shown.length)]);
              setLoading(false);
            }, 100);
          }}
        />
      }
    />
  );
}

export const LoadMore: Story = {
  render: (args) => <LoadMoreTable {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: moreLabels.more }));
    await waitFor(() => expect(firstCells(canvasElement)).toHaveLength(10));
    await userEvent.click(canvas.getByRole('button', { name: moreLabels.more }));
    await waitFor(() => expect(canvas.getByText(moreLabels.noMore)).toBeInTheDocument());
    await expect(firstCells(canvasElement)).toHaveLength(12);
  },
};

/** The API sorts: a header press is reported, and the rows stay as given until the next page arrives. */
export const ServerSorting: Story = {
  args: { mode: 'server', pageSize: undefined, rows: sampleWithdrawals(5), sort: { columnId: 'requestedAt', direction: 'descending' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '金额' }));
    await expect(args.onSortChange).toHaveBeenCalledWith({ columnId: 'amount', direction: 'descending' });
  },
};

export const Loading: Story = { args: { rows: [], status: 'loading' } };
/** A next page or a new sort is on its way: the rows stay, dimmed, and the load is announced. */
export const LoadingWithRows: Story = { args: { status: 'loading' } };
export const Empty: Story = { args: { rows: [] } };
export const Error: Story = {
  args: { status: 'error' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: tableLabels.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** On a tablet the table keeps its columns and scrolls sideways (the region is focusable for the keyboard), says so under it, and keeps 操作 at the right edge. */
export const Tablet: Story = { ...shownAt('tablet'), args: { rowActions: actions, labels: { ...labels, scrollHint: '← 左右滑动查看更多列 →' } } };

/** 紧凑: rows about 32 px high instead of about 40. */
export const Compact: Story = { args: { rowActions: actions, density: 'compact' } };

const sizeLabels = { ...labels, pageSize: { label: '每页条数', option: (n: number) => `${n} 条/页` }, selectPage: '选择本页' };

/** Rows picked for a batch action (one checkbox picks the page's), and the page size chosen in the pager. */
export const SelectionAndPageSize: Story = {
  render: function Render(args) {
    const [selected, setSelected] = useState<string[]>([]);
    const [size, setSize] = useState(5);
    return (
      <DataTable
        {...args}
        labels={sizeLabels}
        rows={sampleWithdrawals(24)}
        pageSize={size}
        pageSizes={[5, 10, 20]}
        onPageSizeChange={setSize}
        selection={{ selected, onChange: setSelected, rowLabel: (row) => `选择 ${row.member}` }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: '选择本页' }));
    await expect(canvas.getAllByRole('checkbox', { checked: true })).toHaveLength(6);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '每页条数' }), '10');
    await expect(canvas.getAllByRole('rowheader')).toHaveLength(10);
  },
};

const cellArgs = { columns, rowKey: (row: WithdrawalRow) => row.id, labels };

export const AllStates: Story = {
  render: () => (
    <StateGrid width={viewportWidth('desktop')}>
      <StateCell label="sorted by amount, page 1 of 3, row actions">
        <DataTable {...cellArgs} caption="提现申请（按金额）" rows={sampleWithdrawals(12)} pageSize={5} rowActions={actions} defaultSort={{ columnId: 'amount', direction: 'descending' }} />
      </StateCell>
      <StateCell label="server page with a cursor pager, sorted by time">
        <DataTable
          {...cellArgs}
          caption="提现申请（按时间）"
          mode="server"
          rows={sampleWithdrawals(3, 5)}
          sort={{ columnId: 'requestedAt', direction: 'ascending' }}
          footer={<Pager kind="cursor" label="分页 1" labels={pageLabels} hasPrevious hasNext onPrevious={() => {}} onNext={() => {}} />}
        />
      </StateCell>
      <StateCell label="loading more: the rows stay, a bar runs along the top">
        <DataTable {...cellArgs} caption="提现申请（加载中）" mode="server" rows={sampleWithdrawals(2)} status="loading" footer={<Pager kind="more" label="分页 2" labels={moreLabels} hasMore loading onLoadMore={() => {}} />} />
      </StateCell>
      <StateCell label="compact, rows picked, page size in the pager">
        <DataTable
          {...cellArgs}
          labels={{ ...sizeLabels, pager: { ...sizeLabels.pager, label: '分页 3' } }}
          caption="提现申请（紧凑）"
          rows={sampleWithdrawals(12)}
          pageSize={5}
          pageSizes={[5, 10]}
          density="compact"
          rowActions={actions}
          selection={{ selected: ['w1', 'w2'], onChange: () => {}, rowLabel: (row) => `选择 ${row.member}` }}
        />
      </StateCell>
      <StateCell label="first load">
        <DataTable {...cellArgs} caption="提现申请（首次加载）" rows={[]} status="loading" />
      </StateCell>
      <StateCell label="empty">
        <DataTable {...cellArgs} caption="提现申请（空）" rows={[]} />
      </StateCell>
      <StateCell label="error">
        <DataTable {...cellArgs} caption="提现申请（失败）" rows={[]} status="error" onRetry={() => {}} />
      </StateCell>
    </StateGrid>
  ),
};
