import { render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { DataTable, compareSortValues, type DataTableColumn, type DataTableProps } from './DataTable.tsx';

interface Withdrawal {
  id: string;
  member: string;
  amount: number;
}

const rows: Withdrawal[] = [
  { id: 'w1', member: '夜猫子', amount: 120 },
  { id: 'w2', member: '北风', amount: 35 },
  { id: 'w3', member: '晚星', amount: 500 },
];

const columns: DataTableColumn<Withdrawal>[] = [
  { id: 'member', header: '会员', cell: (row) => row.member, sortable: true, sortValue: (row) => row.member },
  { id: 'amount', header: '金额', cell: (row) => `¥${row.amount}`, sortable: true, sortValue: (row) => row.amount, align: 'end' },
];

const labels = {
  loading: '加载中',
  empty: '暂无提现申请',
  error: '加载失败',
  retry: '重试',
  actions: '操作',
  pager: { label: '分页', previous: '上一页', next: '下一页', page: (n: number) => `第${n}页` },
};

function renderTable(props: Partial<DataTableProps<Withdrawal>> = {}) {
  return render(<DataTable caption="待审核提现" columns={columns} rows={rows} rowKey={(row) => row.id} labels={labels} {...props} />);
}

/** The first cell (the row header) of each body row. */
const memberColumn = () =>
  within(screen.getByRole('table'))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('DataTable', () => {
  test('the table is named by its caption and shows a row per item, the first cell as its header', () => {
    renderTable();
    expect(screen.getByRole('table', { name: '待审核提现' })).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(4);
    expect(memberColumn()).toEqual(['夜猫子', '北风', '晚星']);
    expect(screen.getByRole('region', { name: '待审核提现' })).toHaveAttribute('tabindex', '0');
  });

  test('client sorting: a header press sorts (numbers largest first), again reverses, and aria-sort says so', async () => {
    const onSortChange = vi.fn();
    renderTable({ onSortChange });
    const amount = screen.getByRole('columnheader', { name: '金额' });
    expect(amount).not.toHaveAttribute('aria-sort');
    await userEvent.click(within(amount).getByRole('button'));
    expect(amount).toHaveAttribute('aria-sort', 'descending');
    expect(memberColumn()).toEqual(['晚星', '夜猫子', '北风']);
    expect(onSortChange).toHaveBeenLastCalledWith({ columnId: 'amount', direction: 'descending' });
    await userEvent.click(within(amount).getByRole('button'));
    expect(amount).toHaveAttribute('aria-sort', 'ascending');
    expect(memberColumn()).toEqual(['北风', '夜猫子', '晚星']);
  });

  test('text sorts ascending first', async () => {
    renderTable({ defaultSort: null });
    await userEvent.click(screen.getByRole('button', { name: '会员' }));
    expect(screen.getByRole('columnheader', { name: '会员' })).toHaveAttribute('aria-sort', 'ascending');
  });

  test('server sorting: the press is reported and the rows stay in the order given', async () => {
    const onSortChange = vi.fn();
    renderTable({ mode: 'server', sort: null, onSortChange });
    await userEvent.click(screen.getByRole('button', { name: '金额' }));
    expect(onSortChange).toHaveBeenCalledWith({ columnId: 'amount', direction: 'descending' });
    expect(memberColumn()).toEqual(['夜猫子', '北风', '晚星']);
  });

  test('a controlled sort shows what the parent says', () => {
    renderTable({ mode: 'server', sort: { columnId: 'member', direction: 'descending' } });
    expect(screen.getByRole('columnheader', { name: '会员' })).toHaveAttribute('aria-sort', 'descending');
  });

  test('a column without sortable has no sort button', () => {
    renderTable({ columns: [{ id: 'member', header: '会员', cell: (row) => row.member }] });
    expect(screen.queryByRole('button')).toBeNull();
  });

  test('client paging: page numbers move through the rows', async () => {
    const many = Array.from({ length: 12 }, (_, i) => ({ id: `m${i}`, member: `会员${i + 1}`, amount: i }));
    renderTable({ rows: many, pageSize: 5 });
    expect(memberColumn()).toEqual(['会员1', '会员2', '会员3', '会员4', '会员5']);
    await userEvent.click(screen.getByRole('button', { name: '第3页' }));
    expect(memberColumn()).toEqual(['会员11', '会员12']);
    expect(screen.getByRole('button', { name: '第3页' })).toHaveAttribute('aria-current', 'page');
  });

  test('row actions: each row gets its buttons in the actions column', async () => {
    const approve = vi.fn();
    renderTable({
      rowActions: (row) => [
        { key: 'approve', label: '通过', onSelect: () => approve(row.id) },
        { key: 'reject', label: '拒绝', onSelect: () => {}, tone: 'danger' },
      ],
    });
    expect(screen.getByRole('columnheader', { name: '操作' })).toBeInTheDocument();
    const second = screen.getAllByRole('row')[2]!;
    await userEvent.click(within(second).getByRole('button', { name: '通过' }));
    expect(approve).toHaveBeenCalledWith('w2');
  });

  test('the page-size choice shows that many rows a page and is reported', async () => {
    const many = Array.from({ length: 60 }, (_, i) => ({ id: `m${i}`, member: `会员${i + 1}`, amount: i }));
    const onPageSizeChange = vi.fn();
    function Sized() {
      const [size, setSize] = useState(20);
      return (
        <DataTable
          caption="会员"
          columns={columns}
          rows={many}
          rowKey={(row) => row.id}
          labels={{ ...labels, pageSize: { label: '每页条数', option: (n) => `${n} 条/页` } }}
          pageSize={size}
          pageSizes={[20, 50, 100]}
          onPageSizeChange={(next) => (onPageSizeChange(next), setSize(next))}
        />
      );
    }
    render(<Sized />);
    expect(memberColumn()).toHaveLength(20);
    const select = screen.getByRole('combobox', { name: '每页条数' });
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['20 条/页', '50 条/页', '100 条/页']);
    await userEvent.selectOptions(select, '50');
    expect(onPageSizeChange).toHaveBeenCalledWith(50);
    expect(memberColumn()).toHaveLength(50);
  });

  test('selection: a checkbox per row and one that picks or clears every row of the page', async () => {
    const many = Array.from({ length: 7 }, (_, i) => ({ id: `m${i}`, member: `会员${i + 1}`, amount: i }));
    const onChange = vi.fn();
    function Picking() {
      const [selected, setSelected] = useState<string[]>([]);
      return (
        <DataTable
          caption="会员"
          columns={columns}
          rows={many}
          rowKey={(row) => row.id}
          labels={{ ...labels, selectPage: '选择本页' }}
          pageSize={5}
          selection={{ selected, onChange: (keys) => (onChange(keys), setSelected(keys)), rowLabel: (row) => `选择 ${row.member}` }}
        />
      );
    }
    render(<Picking />);
    await userEvent.click(screen.getByRole('checkbox', { name: '选择 会员2' }));
    expect(onChange).toHaveBeenLastCalledWith(['m1']);
    const page = screen.getByRole('checkbox', { name: '选择本页' });
    expect(page).toHaveProperty('indeterminate', true);
    await userEvent.click(page);
    // Only the page's rows: the two on page 2 are left alone.
    expect([...onChange.mock.lastCall![0]].sort()).toEqual(['m0', 'm1', 'm2', 'm3', 'm4']);
    expect(page).toBeChecked();
    expect(screen.getAllByRole('row').filter((row) => row.getAttribute('aria-selected') === 'true')).toHaveLength(5);
    await userEvent.click(page);
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  test('a table wider than its box says it scrolls sideways; one that fits says nothing', () => {
    const hint = { ...labels, scrollHint: '左右滑动查看更多列' };
    const widths = vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(1200);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
    const { unmount } = renderTable({ labels: hint });
    expect(screen.getByText('左右滑动查看更多列')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '待审核提现' })).toHaveAttribute('data-overflow', 'more');
    unmount();
    widths.mockReturnValue(800);
    renderTable({ labels: hint });
    expect(screen.queryByText('左右滑动查看更多列')).toBeNull();
    vi.restoreAllMocks();
  });

  test('loading without rows says so in a status', () => {
    renderTable({ rows: [], status: 'loading' });
    expect(screen.getByRole('status')).toHaveTextContent('加载中');
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  });

  test('loading with rows keeps them and announces the load', () => {
    renderTable({ status: 'loading' });
    expect(memberColumn()).toHaveLength(3);
    expect(screen.getByRole('status')).toHaveTextContent('加载中');
  });

  test('empty says what is missing', () => {
    renderTable({ rows: [], labels: { ...labels, emptyHint: '新的申请会出现在这里' } });
    expect(screen.getByRole('status')).toHaveTextContent('暂无提现申请');
    expect(screen.getByText('新的申请会出现在这里')).toBeInTheDocument();
  });

  test('an error offers a retry', async () => {
    const onRetry = vi.fn();
    renderTable({ status: 'error', onRetry });
    expect(screen.getByText('加载失败')).toBeInTheDocument();
    expect(screen.queryAllByRole('rowheader')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  test('a footer (a server pager) sits under the table', () => {
    renderTable({ mode: 'server', footer: <nav aria-label="分页">…</nav> });
    expect(screen.getByRole('navigation', { name: '分页' })).toBeInTheDocument();
  });
});

describe('compareSortValues', () => {
  test('numbers by value, text with numbers in it by number, empty first', () => {
    expect([10, 9, 100].sort(compareSortValues)).toEqual([9, 10, 100]);
    expect(['第10集', '第9集'].sort(compareSortValues)).toEqual(['第9集', '第10集']);
    expect(compareSortValues(null, 'a')).toBeLessThan(0);
  });
});
