import { formatCacheSize, formatDate, type DownloadStatus, type DownloadView } from '@nocturne/core';
import { sampleCover } from './feedSamples.tsx';

/** The formatters the app passes: core's, so stories read as the app does. */
export const offlineFormats = {
  formatSize: formatCacheSize,
  formatDate: (ms: number) => formatDate(new Date(ms)),
};

const MB = 1024 * 1024;
/** A fixed licence end, so the screenshots do not change with the day they are taken. */
const EXPIRES_AT = Date.UTC(2026, 11, 5, 4);

/** One download in each status, typed as core's DownloadView: the list takes core's values as they are. */
export function sampleDownload(status: DownloadStatus, n = 0, percent = 42): DownloadView {
  const bytesTotal = 180 * MB + n * 37 * MB;
  const whole = status === 'done' || status === 'expired' ? 100 : status === 'queued' ? 0 : percent;
  return {
    id: `licence-${status}-${n}`,
    vid: 100 + n,
    episodeId: 1000 + n,
    title: ['城市夜景', '海边日落', '山间晨雾', '霓虹街角', '雨夜列车', '星空露营', '午夜电台'][n % 7] ?? '影片',
    cover: sampleCover((n * 47 + 20) % 360),
    episodeName: `第${n + 1}集`,
    rendition: n % 2 === 0 ? '720p' : '480p',
    status,
    bytesDone: Math.round((bytesTotal * whole) / 100),
    bytesTotal,
    percent: whole,
    expiresAt: EXPIRES_AT,
  };
}

/** Every status the list shows (none is never listed), in the page's order. */
export const listedStatuses: readonly DownloadStatus[] = ['downloading', 'queued', 'paused', 'noSpace', 'failed', 'done', 'expired'];

export const sampleDownloads: DownloadView[] = listedStatuses.map((status, n) => sampleDownload(status, n, [42, 0, 63, 88, 17, 100, 100][n]));

/** The episode's ladder, lowest first, with the ladder's estimated sizes. */
export const sampleRenditions = [
  { name: '360p', bytes: 96 * MB },
  { name: '480p', bytes: 168 * MB },
  { name: '720p', bytes: 312 * MB + 300 * 1024 },
  { name: '1080p', bytes: 1.3 * 1024 * MB },
];
