export { OfflineList, type OfflineListLabels, type OfflineListProps } from './OfflineList.tsx';
export { OfflineRow, type OfflineFormats, type OfflineItem, type OfflineRowLabels, type OfflineRowProps } from './OfflineRow.tsx';
export { NEXT_STEP, type OfflineAction } from './offlineRowView.ts';
