import { IconCheck, IconClock, IconDownload, IconRefresh, IconWarning } from '../../icons/icons.tsx';
import { action, glyph } from '../ActionBar/ActionBar.css.ts';
import { wholePercent } from '../ProgressBar/ProgressBar.tsx';
import { tone, word } from './DownloadButton.css.ts';
import { DownloadRing } from './DownloadRing.tsx';
import { statusLabel, type DownloadStatus, type DownloadStatusLabels } from './downloadStatus.ts';

export interface DownloadButtonProps {
  status: DownloadStatus;
  /** 0..100, drawn by the ring while downloading or paused. */
  percent: number;
  /** core's zhCNOffline.status. */
  labels: DownloadStatusLabels;
  /**
   * Every state reports its press; the app decides what it means (none: pick a quality;
   * paused, failed, noSpace: resume; queued, downloading, done, expired: open 离线缓存).
   */
  onPress: () => void;
}

/**
 * The video page's 缓存 control, drawn like its neighbours in the ActionBar (pass it as
 * `download`): a glyph over words that say the state, which are also its accessible name.
 * It is never disabled, not even while queued: a disabled button cannot be focused or
 * explained, and a press there still has somewhere useful to go (the 离线缓存 page).
 */
export function DownloadButton({ status, percent, labels, onPress }: DownloadButtonProps) {
  const shown = wholePercent(percent);
  return (
    <button type="button" className={`${action({ active: false })} ${tone[status]}`} data-status={status} onClick={onPress}>
      <StatusGlyph status={status} percent={shown} />
      <span className={word}>{statusLabel(labels, status, shown)}</span>
    </button>
  );
}

function StatusGlyph({ status, percent }: { status: DownloadStatus; percent: number }) {
  switch (status) {
    case 'downloading':
    case 'paused':
      return <DownloadRing className={glyph} percent={percent} paused={status === 'paused'} />;
    case 'queued':
    case 'expired':
      return <IconClock className={glyph} />;
    case 'done':
      return <IconCheck className={glyph} />;
    case 'failed':
      return <IconRefresh className={glyph} />;
    case 'noSpace':
      return <IconWarning className={glyph} />;
    case 'none':
      return <IconDownload className={glyph} />;
  }
}
