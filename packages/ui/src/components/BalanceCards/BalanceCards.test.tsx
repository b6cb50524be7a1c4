import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { BalanceCards } from './BalanceCards.tsx';

function renderCards() {
  const onTopUp = vi.fn();
  const onWithdraw = vi.fn();
  render(
    <BalanceCards
      coins={{ label: '金币', amount: '120', actionLabel: '充值' }}
      money={{ label: '余额', amount: '35.50', actionLabel: '提现' }}
      onTopUp={onTopUp}
      onWithdraw={onWithdraw}
    />,
  );
  return { onTopUp, onWithdraw };
}

describe('BalanceCards', () => {
  test('shows both balances', () => {
    renderCards();
    expect(screen.getByText('120')).toBeInTheDocument();
    expect(screen.getByText('35.50')).toBeInTheDocument();
  });

  test('top-up belongs to coins and withdraw to money', async () => {
    const { onTopUp, onWithdraw } = renderCards();
    await userEvent.click(screen.getByRole('button', { name: '充值 金币' }));
    expect(onTopUp).toHaveBeenCalledTimes(1);
    expect(onWithdraw).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: '提现 余额' }));
    expect(onWithdraw).toHaveBeenCalledTimes(1);
  });
});
