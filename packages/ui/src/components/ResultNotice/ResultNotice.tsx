import { IconCheck, IconClock, IconWarning } from '../../icons/icons.tsx';
import { Button } from '../Button/Button.tsx';
import * as styles from './ResultNotice.css.ts';

export type ResultTone = 'success' | 'failure' | 'pending';

export interface ResultNoticeProps {
  tone: ResultTone;
  /** The outcome in a few words, e.g. '支付成功' or '支付结果确认中'. */
  title: string;
  /** What it means for the member, e.g. the new balance or what to do next. */
  message?: string;
  /** A next step, e.g. '刷新结果'; shown with `onAction`. */
  actionLabel?: string;
  onAction?: () => void;
  /** The action is running (e.g. asking for the order again). */
  busy?: boolean;
}

const ICONS = { success: IconCheck, failure: IconWarning, pending: IconClock } as const;

/**
 * The outcome of something the member did away from the page (a payment at the cashier):
 * success, failure, or still pending with a way to ask again. Announced politely.
 */
export function ResultNotice({ tone, title, message, actionLabel, onAction, busy = false }: ResultNoticeProps) {
  const Icon = ICONS[tone];
  return (
    <section className={styles.notice({ tone })} role="status" aria-live="polite">
      <span className={styles.icon({ tone })}>
        <Icon size={24} />
      </span>
      <div className={styles.text}>
        <p className={styles.title}>{title}</p>
        {message ? <p className={styles.message}>{message}</p> : null}
      </div>
      {actionLabel && onAction ? (
        <Button size="small" variant="secondary" loading={busy} onClick={onAction}>
          {actionLabel}
        </Button>
      ) : null}
    </section>
  );
}
