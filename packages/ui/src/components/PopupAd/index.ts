export { PopupAd, type PopupAdLabels, type PopupAdProps } from './PopupAd.tsx';
