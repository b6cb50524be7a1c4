export { OverlayShell, OverlayTitle, OverlayDescription, OverlayClose, type OverlayShellProps } from './OverlayShell.tsx';
