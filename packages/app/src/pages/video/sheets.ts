// The player page's sheets that only show on a tap (episodes, share): importing them here
// (statically, so the bundler keeps only these) gives one chunk, with Radix Tabs and the QR
// code, that `lazy` fetches on the first tap instead of before the first video frame.
export { EpisodePicker } from '@nocturne/ui';
export { ShareSheet } from './ShareSheet.tsx';
