import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { FilterBar } from './FilterBar.tsx';
import { FilterChips } from './FilterChips.tsx';
import { FilterDateRange, type DateRange } from './FilterDateRange.tsx';
import { FilterSearch } from './FilterSearch.tsx';
import { FilterSelect } from './FilterSelect.tsx';

const channels = [
  { value: 'alipay', label: '支付宝' },
  { value: 'wechat', label: '微信' },
] as const;

const states = [
  { value: 'pending', label: '待审核', count: 12 },
  { value: 'approved', label: '已通过' },
  { value: 'rejected', label: '已拒绝' },
] as const;

describe('FilterBar', () => {
  test('a search landmark named by its label, with a reset that reports', async () => {
    const onReset = vi.fn();
    render(
      <FilterBar label="筛选提现申请" resetLabel="重置" onReset={onReset}>
        <FilterSearch label="搜索会员" value="" onChange={() => {}} />
      </FilterBar>,
    );
    expect(screen.getByRole('search', { name: '筛选提现申请' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '重置' }));
    expect(onReset).toHaveBeenCalledOnce();
  });

  test('search: reports each keystroke, and the trimmed term on Enter without submitting a page', async () => {
    const onChange = vi.fn();
    const onSubmit = vi.fn();
    function Live() {
      const [value, setValue] = useState('');
      return (
        <FilterBar label="筛选">
          <FilterSearch
            label="搜索会员"
            value={value}
            onChange={(next) => {
              setValue(next);
              onChange(next);
            }}
            onSubmit={onSubmit}
          />
        </FilterBar>
      );
    }
    render(<Live />);
    await userEvent.type(screen.getByRole('searchbox', { name: '搜索会员' }), ' 8A3F21{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(' 8A3F21');
    expect(onSubmit).toHaveBeenCalledWith('8A3F21');
  });

  test('select: a choice is reported, and 全部 reports null', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<FilterSelect label="收款方式" options={channels} value={null} onChange={onChange} allLabel="全部" />);
    const select = screen.getByRole('combobox', { name: '收款方式' });
    expect(select).toHaveDisplayValue('全部');
    await userEvent.selectOptions(select, '微信');
    expect(onChange).toHaveBeenLastCalledWith('wechat');
    rerender(<FilterSelect label="收款方式" options={channels} value="wechat" onChange={onChange} allLabel="全部" />);
    await userEvent.selectOptions(select, '全部');
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  test('date range: a group of two named days, each bounding the other', () => {
    const onChange = vi.fn();
    const value: DateRange = { from: '2026-05-01', to: '2026-05-20' };
    render(<FilterDateRange label="申请日期" fromLabel="开始日期" toLabel="结束日期" value={value} onChange={onChange} max="2026-05-31" />);
    expect(screen.getByRole('group', { name: '申请日期' })).toBeInTheDocument();
    const from = screen.getByLabelText('开始日期');
    const to = screen.getByLabelText('结束日期');
    expect(from).toHaveValue('2026-05-01');
    expect(from).toHaveAttribute('max', '2026-05-20');
    expect(to).toHaveAttribute('min', '2026-05-01');
    expect(to).toHaveAttribute('max', '2026-05-31');
  });

  test('date range: a changed day is reported with the other kept, and a cleared one as null', async () => {
    const onChange = vi.fn();
    render(<FilterDateRange label="申请日期" fromLabel="开始日期" toLabel="结束日期" value={{ from: '2026-05-01', to: null }} onChange={onChange} />);
    const to = screen.getByLabelText('结束日期');
    await userEvent.type(to, '2026-05-09');
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-05-01', to: '2026-05-09' });
    await userEvent.clear(screen.getByLabelText('开始日期'));
    expect(onChange).toHaveBeenLastCalledWith({ from: null, to: null });
  });

  test('chips: toggle buttons in a named group; pressing adds or removes a status', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<FilterChips label="状态" options={states} value={[]} onChange={onChange} />);
    expect(screen.getByRole('group', { name: '状态' })).toBeInTheDocument();
    const pending = screen.getByRole('button', { name: '待审核 12' });
    expect(pending).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(pending);
    expect(onChange).toHaveBeenLastCalledWith(['pending']);
    rerender(<FilterChips label="状态" options={states} value={['pending', 'rejected']} onChange={onChange} />);
    expect(screen.getByRole('button', { name: '待审核 12' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: '待审核 12' }));
    expect(onChange).toHaveBeenLastCalledWith(['rejected']);
  });
});
