import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, test } from 'vitest';
import { listStore } from '../../state/list.ts';
import { TABLE_PAGE_SIZES, tablePreferences } from '../../state/tablePreferences.ts';
import { ListTable } from './ListTable.tsx';

interface Row {
  id: number;
  name: string;
}

const rows: Row[] = Array.from({ length: 60 }, (_, i) => ({ id: i + 1, name: `第${i + 1}部` }));
const columns = [{ id: 'name', header: '片名', cell: (row: Row) => row.name }];

async function shown() {
  const list = listStore<Row>(async () => rows, { paging: 'whole' });
  await list.load();
  render(<ListTable list={list} words={{ title: '视频', empty: '暂无视频' }} columns={columns} paged />);
  return () => within(screen.getByRole('table')).getAllByRole('rowheader');
}

beforeEach(() => {
  localStorage.clear();
  Object.assign(tablePreferences, { density: 'default', pageSize: TABLE_PAGE_SIZES[0], hiddenColumns: {} });
});

test(`a whole list is shown ${TABLE_PAGE_SIZES[0]} rows a page; 50 or 100 may be chosen in the pager, and this browser remembers it`, async () => {
  const bodyRows = await shown();
  expect(bodyRows()).toHaveLength(20);
  const select = screen.getByRole('combobox', { name: '每页条数' });
  expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['20 条/页', '50 条/页', '100 条/页']);
  await userEvent.selectOptions(select, '50');
  expect(bodyRows()).toHaveLength(50);
  expect(JSON.parse(localStorage.getItem('consoleTables')!)).toEqual({ density: 'default', pageSize: 50, hiddenColumns: {} });
});

test('紧凑 is remembered by this browser', async () => {
  await shown();
  const compact = screen.getByRole('checkbox', { name: '紧凑' });
  expect(compact).not.toBeChecked();
  await userEvent.click(compact);
  expect(compact).toBeChecked();
  expect(JSON.parse(localStorage.getItem('consoleTables')!)).toMatchObject({ density: 'compact' });
});

test('a row\'s destructive action is a quiet text button beside the others, not a filled one', async () => {
  const list = listStore<Row>(async () => rows.slice(0, 1), { paging: 'whole' });
  await list.load();
  render(
    <ListTable
      list={list}
      words={{ title: '视频', empty: '暂无视频' }}
      columns={columns}
      rowActions={() => [
        { key: 'edit', label: '编辑', onSelect: () => {} },
        { key: 'takeDown', label: '下架', tone: 'danger', onSelect: () => {} },
      ]}
    />,
  );
  const edit = screen.getByRole('button', { name: '编辑' });
  const takeDown = screen.getByRole('button', { name: '下架' });
  // Both drawn by the same quiet recipe: no Button fill classes, only the tone differs.
  expect(takeDown.className.split(' ')[0]).toBe(edit.className.split(' ')[0]);
  expect(takeDown.className).not.toBe(edit.className);
});

test('显示列 hides a column and this browser remembers it for that table; the last one shown stays', async () => {
  const list = listStore<Row>(async () => rows, { paging: 'whole' });
  await list.load();
  const twoColumns = [...columns, { id: 'id', header: '编号', cell: (row: Row) => String(row.id) }];
  render(<ListTable list={list} words={{ title: '视频', empty: '暂无视频' }} columns={twoColumns} paged />);
  const headers = () => within(screen.getByRole('table')).getAllByRole('columnheader').map((header) => header.textContent);
  expect(headers()).toEqual(['片名', '编号']);
  // Closed, no checkbox answers to a column's name (a page's own field may share it).
  expect(screen.queryByLabelText('编号')).toBeNull();
  await userEvent.click(screen.getByText('显示列', { selector: 'summary' }));
  const choice = screen.getByRole('group', { name: '显示列' });
  await userEvent.click(within(choice).getByRole('checkbox', { name: '编号' }));
  expect(headers()).toEqual(['片名']);
  expect(JSON.parse(localStorage.getItem('consoleTables')!)).toMatchObject({ hiddenColumns: { 视频: ['id'] } });
  expect(within(choice).getByRole('checkbox', { name: '片名' })).toBeDisabled();
  await userEvent.click(within(choice).getByRole('checkbox', { name: '编号' }));
  expect(headers()).toEqual(['片名', '编号']);
});
