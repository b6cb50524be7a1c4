import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { PaywallSheet, type PaywallSheetProps } from './PaywallSheet.tsx';

const labels = { title: '试看结束', buyEpisode: '2金币购买本集', buyVip: '开通VIP 全站畅看', cancel: '取消' };

function sheet(overrides: Partial<PaywallSheetProps> = {}) {
  return <PaywallSheet open labels={labels} onBuyEpisode={() => {}} onBuyVip={() => {}} onCancel={() => {}} {...overrides} />;
}

describe('PaywallSheet', () => {
  test('offers the three choices, each reporting its own', async () => {
    const handlers = { onBuyEpisode: vi.fn(), onBuyVip: vi.fn(), onCancel: vi.fn() };
    render(sheet(handlers));
    expect(screen.getByRole('dialog', { name: '试看结束' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '2金币购买本集' }));
    await userEvent.click(screen.getByRole('button', { name: '开通VIP 全站畅看' }));
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    for (const handler of Object.values(handlers)) expect(handler).toHaveBeenCalledTimes(1);
  });

  test('Escape counts as cancel', async () => {
    const onCancel = vi.fn();
    render(sheet({ onCancel }));
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  test('while buying the episode: that button is busy, the others wait, Escape does nothing', async () => {
    const handlers = { onBuyEpisode: vi.fn(), onBuyVip: vi.fn(), onCancel: vi.fn() };
    render(sheet({ ...handlers, busy: 'episode' }));
    expect(screen.getByRole('button', { name: '2金币购买本集' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: '开通VIP 全站畅看' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '取消' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: '2金币购买本集' }));
    await userEvent.keyboard('{Escape}');
    for (const handler of Object.values(handlers)) expect(handler).not.toHaveBeenCalled();
  });
});
