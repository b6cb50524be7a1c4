import { useId } from 'react';
import * as styles from './VipBadge.css.ts';

export interface VipBadgeProps {
  /** 0 (no VIP) to 5 (the last badge), as the app's VIP rule computes it. */
  index: number;
  /** What the badge means, e.g. 'VIP会员' or '您还不是VIP会员'; read by screen readers. */
  label: string;
  /** Height in px; the badge is a little wider than high. */
  size?: number;
}

export const VIP_BADGE_LEVELS = 6;

/**
 * The VIP level badge, drawn inline (no image download): a shield whose colours rise with
 * the level and a crown with one pip per level; badge 0 is a plain grey shield.
 */
export function VipBadge({ index, label, size = 24 }: VipBadgeProps) {
  const gradientId = useId();
  const level = clampLevel(index);
  return (
    <svg
      className={styles.badge({ level })}
      role="img"
      aria-label={label}
      width={size * 1.2}
      height={size}
      viewBox="0 0 36 30"
      data-level={level}
      focusable="false"
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" className={styles.stopFrom} />
          <stop offset="1" className={styles.stopTo} />
        </linearGradient>
      </defs>
      <path
        d="M6 2h24l4 8-16 18L2 10z"
        fill={`url(#${gradientId})`}
        className={styles.outline}
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
      {level > 0 ? (
        <>
          <path d="M11 9l3.5 3L18 7l3.5 5L25 9l-1.5 7h-11z" className={styles.crown} />
          {pips(level).map((x) => (
            <circle key={x} cx={x} cy="20" r="1.3" className={styles.crown} />
          ))}
        </>
      ) : (
        <path d="M12 13h12" className={styles.dash} strokeWidth="2" strokeLinecap="round" />
      )}
    </svg>
  );
}

function clampLevel(index: number): styles.BadgeLevel {
  const whole = Number.isFinite(index) ? Math.round(index) : 0;
  return Math.min(Math.max(whole, 0), VIP_BADGE_LEVELS - 1) as styles.BadgeLevel;
}

/** x positions of the level pips under the crown, centred on the shield. */
function pips(level: number): number[] {
  const gap = 3.4;
  const start = 18 - ((level - 1) * gap) / 2;
  return Array.from({ length: level }, (_, i) => Number((start + i * gap).toFixed(2)));
}
