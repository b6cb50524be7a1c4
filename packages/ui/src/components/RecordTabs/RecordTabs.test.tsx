import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { RecordTabs, type RecordTab } from './RecordTabs.tsx';

const tabs: RecordTab[] = [
  { value: 'topUp', label: '充值记录', records: [<span key="a">订单 A001</span>, <span key="b">订单 A002</span>] },
  { value: 'coins', label: '金币记录', records: [] },
  { value: 'withdraw', label: '提现记录', records: [], loading: true },
];

function Controlled({ onValueChange = () => {}, onTopUp = () => {} }: { onValueChange?: (value: string) => void; onTopUp?: () => void }) {
  const [value, setValue] = useState('topUp');
  return (
    <RecordTabs
      title="账单记录"
      tabs={tabs}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onValueChange(next);
      }}
      emptyText="暂无记录"
      emptyHint="充值、消费与提现都会记在这里"
      emptyAction={<button onClick={onTopUp}>去充值</button>}
      loadingText="加载中..."
    />
  );
}

describe('RecordTabs', () => {
  test('three tabs, the current one selected and its records shown', () => {
    render(<Controlled />);
    expect(screen.getByRole('tablist', { name: '账单记录' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab')).toHaveLength(3);
    expect(screen.getByRole('tab', { name: '充值记录' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('订单 A001');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  test('switching tabs reports the tab and an empty one says no records', async () => {
    const onValueChange = vi.fn();
    render(<Controlled onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('tab', { name: '金币记录' }));
    expect(onValueChange).toHaveBeenCalledWith('coins');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('暂无记录');
  });

  test('an empty tab explains itself and offers its next step', async () => {
    const onTopUp = vi.fn();
    render(<Controlled onTopUp={onTopUp} />);
    await userEvent.click(screen.getByRole('tab', { name: '金币记录' }));
    expect(screen.getByRole('status')).toHaveTextContent('充值、消费与提现都会记在这里');
    await userEvent.click(screen.getByRole('button', { name: '去充值' }));
    expect(onTopUp).toHaveBeenCalledTimes(1);
  });

  test('a loading tab says it is loading', async () => {
    render(<Controlled />);
    await userEvent.click(screen.getByRole('tab', { name: '提现记录' }));
    expect(screen.getByRole('status')).toHaveTextContent('加载中...');
  });

  test('arrow keys move between tabs', async () => {
    render(<Controlled />);
    await userEvent.click(screen.getByRole('tab', { name: '充值记录' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '金币记录' })).toHaveFocus();
  });
});
