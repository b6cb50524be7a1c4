import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { SignInStrip, type SignInStripProps } from './SignInStrip.tsx';

const rewards = ['1金币', '1金币', '1天VIP', '2金币', '2金币', '3金币', '3天VIP'];
const days = rewards.map((reward, index) => ({ label: `第${index + 1}天`, reward }));

function renderStrip(props: Partial<SignInStripProps> = {}) {
  const onSign = vi.fn();
  render(
    <SignInStrip
      title="签到"
      days={days}
      highlightedIndex={2}
      consecutiveText="已连续签到3天"
      signLabel="立即签到"
      signedLabel="今日已签到"
      signed={false}
      onSign={onSign}
      {...props}
    />,
  );
  return { onSign };
}

describe('SignInStrip', () => {
  test('shows the seven days with their rewards and the consecutive count', () => {
    renderStrip();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(7);
    expect(items[2]).toHaveTextContent('第3天');
    expect(items[2]).toHaveTextContent('1天VIP');
    expect(items[6]).toHaveTextContent('3天VIP');
    expect(screen.getByText('已连续签到3天')).toBeInTheDocument();
  });

  test('marks the highlighted cycle day as the current step', () => {
    renderStrip({ highlightedIndex: 2 });
    const items = screen.getAllByRole('listitem');
    expect(items[2]).toHaveAttribute('aria-current', 'step');
    expect(items.filter((item) => item.hasAttribute('aria-current'))).toHaveLength(1);
  });

  test('no day is highlighted when the index is null', () => {
    renderStrip({ highlightedIndex: null });
    for (const item of screen.getAllByRole('listitem')) expect(item).not.toHaveAttribute('aria-current');
  });

  test('the sign button reports the sign-in', async () => {
    const { onSign } = renderStrip();
    await userEvent.click(screen.getByRole('button', { name: '立即签到' }));
    expect(onSign).toHaveBeenCalledTimes(1);
  });

  test('after signing the button is disabled and says so', async () => {
    const { onSign } = renderStrip({ signed: true });
    const button = screen.getByRole('button', { name: '今日已签到' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onSign).not.toHaveBeenCalled();
  });
});
