export { PlayerControls, AUTO_HIDE_MS, type PlayerControlsLabels, type PlayerControlsProps } from './PlayerControls.tsx';
export { SeekBar, type SeekBarProps, type SeekThumbnail } from './SeekBar.tsx';
export { DOUBLE_TAP_MS, HOLD_MS } from './useStageGestures.ts';
export { NextEpisodeCard, type NextEpisodeCardProps, type NextEpisodeView } from './NextEpisodeCard.tsx';
export { ControlMenu, type ControlMenuProps, type MenuOption } from './ControlMenu.tsx';
