import { Fragment, useEffect, useState } from 'react';
import * as styles from './Countdown.css.ts';

export interface CountdownProps {
  /** e.g. '距离优惠结束还剩'. */
  label: string;
  /** The end time in epoch ms; nothing is shown without one (no fake urgency). */
  endsAt: number | null;
  /** The clock, injected so stories and tests control time. */
  now?: () => number;
}

const TICK_MS = 1000;

/** Time left until `endsAt` as hh:mm:ss, ticking every second and stopping at zero. */
export function Countdown({ label, endsAt, now = Date.now }: CountdownProps) {
  const [current, setCurrent] = useState(now);
  const left = endsAt === null ? 0 : endsAt - current;
  const running = endsAt !== null && left > 0;

  useEffect(() => {
    if (!running) return;
    // Re-read the clock at once: the end time may have arrived long after mounting.
    setCurrent(now());
    const timer = setInterval(() => setCurrent(now()), TICK_MS);
    return () => clearInterval(timer);
  }, [running, now, endsAt]);

  if (endsAt === null) return null;
  const clock = formatClock(left);
  return (
    <p className={styles.root} role="timer">
      <span className={styles.label}>{label}</span>
      <time className={styles.clock} dateTime={`PT${Math.ceil(Math.max(left, 0) / 1000)}S`}>
        {clock.split(':').map((part, index) => (
          <Fragment key={index}>
            {index > 0 ? <span className={styles.colon}>:</span> : null}
            <span className={styles.part}>{part}</span>
          </Fragment>
        ))}
      </time>
    </p>
  );
}

/**
 * hh:mm:ss with partial seconds rounded up, so 00:00:00 shows only once time is up. The
 * same rule as core's formatCountdown; the kit cannot import core, so it is restated here.
 */
export function formatClock(ms: number): string {
  const total = ms > 0 ? Math.ceil(ms / 1000) : 0;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}
