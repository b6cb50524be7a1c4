import type { ProgressTone } from '../ProgressBar/ProgressBar.tsx';
import type { DownloadStatus } from '../DownloadButton/downloadStatus.ts';

/** What a tap on a row asks for. */
export type OfflineAction = 'play' | 'pause' | 'resume' | 'retry' | 'remove';

/**
 * The one step besides 删除 each status offers. A stored episode plays by a tap on the row; an
 * expired one is downloaded again (its licence renewed online); noSpace resumes once the
 * member has made room, failed starts over.
 */
export const NEXT_STEP: Readonly<Record<DownloadStatus, 'pause' | 'resume' | 'retry' | null>> = {
  none: null,
  queued: 'pause',
  downloading: 'pause',
  paused: 'resume',
  done: null,
  expired: 'retry',
  failed: 'retry',
  noSpace: 'resume',
};

/** The bar's colour while a download is unfinished; stored and expired rows have no bar. */
export const BAR_TONE: Readonly<Partial<Record<DownloadStatus, ProgressTone>>> = {
  queued: 'muted',
  downloading: 'brand',
  paused: 'muted',
  failed: 'danger',
  noSpace: 'warning',
};
