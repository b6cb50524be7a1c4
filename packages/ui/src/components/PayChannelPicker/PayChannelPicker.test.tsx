import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { PayChannelPicker } from './PayChannelPicker.tsx';

const channels = [
  { id: 'alipay', name: '支付宝' },
  { id: 'wechat', name: '微信支付' },
];

describe('PayChannelPicker', () => {
  test('a named radio list of the channels with the picked one checked', () => {
    render(<PayChannelPicker title="支付方式" channels={channels} selectedId="wechat" onSelect={() => {}} />);
    expect(screen.getByRole('group', { name: '支付方式' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '微信支付' })).toBeChecked();
  });

  test('reports the channel a member picks', async () => {
    const onSelect = vi.fn();
    render(<PayChannelPicker title="支付方式" channels={channels} selectedId="wechat" onSelect={onSelect} />);
    await userEvent.click(screen.getByRole('radio', { name: '支付宝' }));
    expect(onSelect).toHaveBeenCalledWith('alipay');
  });
});
