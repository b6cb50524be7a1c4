export { InstallOverlay, type InstallOverlayProps, type InstallView } from './InstallOverlay.tsx';
