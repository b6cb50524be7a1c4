import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { VipBanner } from './VipBanner.tsx';

describe('VipBanner', () => {
  test('shows the expiry text and reports the button', async () => {
    const onCta = vi.fn();
    render(<VipBanner title="VIP会员" expiryText="剩余30天，2026-12-22到期" ctaLabel="立即续费" onCta={onCta} isVip />);
    expect(screen.getByRole('group', { name: 'VIP会员' })).toHaveTextContent('剩余30天，2026-12-22到期');
    await userEvent.click(screen.getByRole('button', { name: '立即续费' }));
    expect(onCta).toHaveBeenCalledTimes(1);
  });

  test('without a button label it shows the status alone', () => {
    render(<VipBanner title="VIP会员" expiryText="剩余30天，2026-12-22到期" isVip />);
    expect(screen.getByRole('group', { name: 'VIP会员' })).toHaveTextContent('剩余30天');
    expect(screen.queryByRole('button')).toBeNull();
  });

  test('a member and a non-member get different banners', () => {
    const { container, rerender } = render(
      <VipBanner title="VIP会员" expiryText="您还不是VIP会员" ctaLabel="立即开通" onCta={() => {}} isVip={false} />,
    );
    const plain = container.querySelector('[role="group"]')?.className;
    rerender(<VipBanner title="VIP会员" expiryText="剩余3天" ctaLabel="立即续费" onCta={() => {}} isVip />);
    expect(container.querySelector('[role="group"]')?.className).not.toBe(plain);
  });
});
