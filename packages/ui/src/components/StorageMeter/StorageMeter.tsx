import { ProgressBar } from '../ProgressBar/ProgressBar.tsx';
import { meter, words } from './StorageMeter.css.ts';

/** From this share of the quota used on, the bar turns red: the next download may not fit. */
export const STORAGE_LOW_SHARE = 0.9;

export interface StorageMeterProps {
  /** Bytes the offline copies take. */
  used: number;
  /** Bytes the browser lets the app keep (navigator.storage.estimate's quota). */
  quota: number;
  /** Bytes as text, e.g. core's formatCacheSize. */
  formatSize: (bytes: number) => string;
  /** '已用 X，剩余 Y' (core's zhCNOffline.storage); also the bar's accessible name. */
  label: (used: string, left: string) => string;
}

/**
 * 已用 X，剩余 Y over a bar of the quota used. An unknown quota (0) reads as full: nothing can be
 * promised to fit.
 */
export function StorageMeter({ used, quota, formatSize, label }: StorageMeterProps) {
  const kept = Math.max(0, used);
  const share = quota > 0 ? Math.min(1, kept / quota) : 1;
  const sentence = label(formatSize(kept), formatSize(Math.max(0, quota - kept)));
  return (
    <div className={meter}>
      <p className={words} aria-hidden="true">
        {sentence}
      </p>
      <ProgressBar kind="meter" value={share * 100} label={sentence} tone={share >= STORAGE_LOW_SHARE ? 'danger' : 'brand'} />
    </div>
  );
}
