// The player page's sheets that only show on a tap (episodes, share, the danmaku's settings,
// 金币不足 after a purchase, 缓存's quality sheet and VIP offer):
// importing them here (statically, so the bundler keeps only these) gives one chunk, with Radix
// Tabs, the QR code and the sliders, that `lazy` fetches on the first tap instead of before the
// first video frame.
export { EpisodePicker } from '@nocturne/ui';
export { ShareSheet } from './ShareSheet.tsx';
export { DanmakuSettingsSheet } from './DanmakuSettingsSheet.tsx';
export { CoinsShortDialog } from './CoinsShortDialog.tsx';
export { DownloadChoices } from './DownloadChoices.tsx';
