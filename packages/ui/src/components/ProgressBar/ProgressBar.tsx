import { fill, track } from './ProgressBar.css.ts';

export type ProgressTone = 'brand' | 'muted' | 'warning' | 'danger';

export interface ProgressBarProps {
  /** 0..100; out-of-range values are drawn at the nearest end. */
  value: number;
  /** Names the bar for screen readers, e.g. the video it belongs to. */
  label: string;
  /** Read instead of the bare percent, e.g. '已用 1.2 GB，剩余 3.4 GB'. */
  valueText?: string;
  /** 'progress': work under way (a download); 'meter': a level (storage used). */
  kind?: 'progress' | 'meter';
  tone?: ProgressTone;
  className?: string;
}

/** Clamps to 0..100 and rounds, so a bar and its percent never disagree. */
export function wholePercent(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.round(Math.min(100, Math.max(0, value)));
}

/** A thin horizontal bar: how far a download has come, or how full the storage is. */
export function ProgressBar({ value, label, valueText, kind = 'progress', tone, className }: ProgressBarProps) {
  const percent = wholePercent(value);
  return (
    <div
      role={kind === 'meter' ? 'meter' : 'progressbar'}
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText}
      className={className ? `${track} ${className}` : track}
      data-tone={tone ?? 'brand'}
    >
      <span className={fill({ tone })} style={{ width: `${percent}%` }} />
    </div>
  );
}
