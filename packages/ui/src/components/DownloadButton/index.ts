export { DownloadButton, type DownloadButtonProps } from './DownloadButton.tsx';
export { statusLabel, type DownloadStatus, type DownloadStatusLabels } from './downloadStatus.ts';
export { DownloadRing } from './DownloadRing.tsx';
