// The public surface of @nocturne/ui. One export line per component so bundlers can drop
// what a screen does not use. Each kit adds its lines under its own section only.
export * from './theme/index.ts';
export * from './icons/index.ts';
export { Button, type ButtonProps } from './components/Button/index.ts';
export { IconButton, type IconButtonProps } from './components/IconButton/index.ts';
export { BottomSheet, type BottomSheetProps } from './components/BottomSheet/index.ts';

// Navigation, overlays, basics (kit A)

// Feed and player (kit B)
export * from './components/LazyImage/index.ts';
export * from './components/VideoCard/index.ts';
export * from './components/VideoGrid/index.ts';
export * from './components/TagStrip/index.ts';
export * from './components/NoticeBar/index.ts';
export * from './components/BannerCarousel/index.ts';
export * from './components/SectionHeader/index.ts';
export * from './components/InfiniteList/index.ts';
export * from './components/AdSlot/index.ts';
export * from './components/AdStrip/index.ts';
export * from './components/PopupAd/index.ts';
export * from './components/TopicCard/index.ts';
export * from './components/CategoryBrowser/index.ts';
export * from './components/TermChips/index.ts';
export * from './components/HistoryTags/index.ts';
export * from './components/HotTags/index.ts';
export * from './components/PlayerShell/index.ts';
export * from './components/ActionBar/index.ts';
export * from './components/EpisodePicker/index.ts';
export * from './components/PaywallSheet/index.ts';
export * from './components/ShareCard/index.ts';
export { IconNotice } from './icons/IconNotice.tsx';

// Member, commerce, tasks, forms, support (kit C)
