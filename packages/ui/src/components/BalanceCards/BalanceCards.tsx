import type { ReactNode } from 'react';
import { IconCoin } from '../../icons/icons.tsx';
import { Button } from '../Button/Button.tsx';
import * as styles from './BalanceCards.css.ts';

export interface BalanceCardProps {
  label: string;
  /** The formatted amount, e.g. '120' coins or '35.50' yuan. */
  amount: string;
  actionLabel: string;
  onAction: () => void;
  icon?: ReactNode;
}

/** One balance with its action button. */
export function BalanceCard({ label, amount, actionLabel, onAction, icon }: BalanceCardProps) {
  return (
    <div className={styles.card}>
      <p className={styles.label}>
        {icon}
        {label}
      </p>
      <p className={styles.amount}>{amount}</p>
      <Button size="small" variant="secondary" onClick={onAction} aria-label={`${actionLabel} ${label}`}>
        {actionLabel}
      </Button>
    </div>
  );
}

export interface BalanceCardsProps {
  /** e.g. { label: '金币', amount: '120', actionLabel: '充值' }. */
  coins: Omit<BalanceCardProps, 'onAction' | 'icon'>;
  money: Omit<BalanceCardProps, 'onAction' | 'icon'>;
  onTopUp: () => void;
  onWithdraw: () => void;
}

/** Coins with the top-up button beside money with the withdraw button. */
export function BalanceCards({ coins, money, onTopUp, onWithdraw }: BalanceCardsProps) {
  return (
    <div className={styles.row}>
      <BalanceCard {...coins} icon={<IconCoin size={16} />} onAction={onTopUp} />
      <BalanceCard {...money} onAction={onWithdraw} />
    </div>
  );
}
