// The public surface of @nocturne/ui. One export line per component so bundlers can drop
// what a screen does not use. Each kit adds its lines under its own section only.
export * from './theme/index.ts';
export * from './icons/index.ts';
export { Button, type ButtonProps } from './components/Button/index.ts';
export { IconButton, type IconButtonProps } from './components/IconButton/index.ts';
export { BottomSheet, type BottomSheetProps } from './components/BottomSheet/index.ts';

// Navigation, overlays, basics (kit A)

// Feed and player (kit B)

// Member, commerce, tasks, forms, support (kit C)
