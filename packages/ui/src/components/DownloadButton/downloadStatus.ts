/**
 * Where one episode's download stands: core's DownloadStatus, restated because the kit
 * imports no package of ours. The app passes core's values straight in; a status core adds
 * and the kit lacks fails the app's typecheck there.
 */
export type DownloadStatus = 'none' | 'queued' | 'downloading' | 'paused' | 'done' | 'expired' | 'failed' | 'noSpace';

/** What each status reads as; the shape of core's zhCNOffline.status, so the app passes that. */
export type DownloadStatusLabels = Record<Exclude<DownloadStatus, 'downloading'>, string> & {
  /** '缓存中 42%' */
  downloading: (percent: number) => string;
};

/** The status's words, with the percent where it has one. */
export function statusLabel(labels: DownloadStatusLabels, status: DownloadStatus, percent: number): string {
  return status === 'downloading' ? labels.downloading(percent) : labels[status];
}
