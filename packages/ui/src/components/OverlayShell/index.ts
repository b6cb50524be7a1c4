export { OverlayShell, type OverlayShellProps } from './OverlayShell.tsx';
export { OverlayTitle, OverlayDescription, OverlayClose, type OverlayCloseProps } from './overlayParts.tsx';
