import { Button } from '../Button/Button.tsx';
import { IconCheck, IconCoin, IconCrown } from '../../icons/icons.tsx';
import * as styles from './SignInStrip.css.ts';

export interface SignInDay {
  /** e.g. '第1天'. */
  label: string;
  /** e.g. '1金币' or '1天VIP'. */
  reward: string;
  /** What the day gives, for its picture: a coin or a VIP crown. */
  kind?: 'coins' | 'vip';
}

export interface SignInStripProps {
  /** Names the strip for screen readers, e.g. '签到'. */
  title: string;
  /** The seven days of the cycle. */
  days: readonly SignInDay[];
  /** The cycle position of the last sign-in, 0-6; null when none is highlighted (count 0). */
  highlightedIndex: number | null;
  /** e.g. '已连续签到3天'. */
  consecutiveText: string;
  signLabel: string;
  signedLabel: string;
  /** Signed today: the button is disabled and says so. */
  signed: boolean;
  /** While the sign-in request is on its way. */
  signing?: boolean;
  onSign: () => void;
}

/**
 * The 7-day sign-in cycle with the consecutive count and the sign button. Four days a row,
 * the seventh (the cycle's big reward) twice as wide: cells large enough to read at a glance.
 */
export function SignInStrip({
  title,
  days,
  highlightedIndex,
  consecutiveText,
  signLabel,
  signedLabel,
  signed,
  signing = false,
  onSign,
}: SignInStripProps) {
  return (
    <div className={styles.root} role="group" aria-label={title}>
      <p className={styles.count}>{consecutiveText}</p>
      <ol className={styles.days}>
        {days.map((day, index) => {
          const current = index === highlightedIndex;
          const done = highlightedIndex !== null && index <= highlightedIndex;
          return (
            <li key={day.label} className={styles.day({ current, done })} aria-current={current ? 'step' : undefined}>
              <span className={styles.dayLabel}>{day.label}</span>
              <span className={styles.mark({ done, vip: day.kind === 'vip' })} aria-hidden="true">
                {done ? <IconCheck size={18} /> : day.kind === 'vip' ? <IconCrown size={20} /> : <IconCoin size={20} />}
              </span>
              <span className={styles.reward}>{day.reward}</span>
            </li>
          );
        })}
      </ol>
      <Button variant="primary" size="large" block disabled={signed} loading={signing} onClick={onSign}>
        {signed ? signedLabel : signLabel}
      </Button>
    </div>
  );
}
