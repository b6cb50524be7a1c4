// Home's overlays, loaded on demand: importing them here (statically, so the bundler keeps
// only these two) gives a chunk that `lazy` fetches when one is about to show.
export { InstallOverlay, PopupAd } from '@nocturne/ui';
