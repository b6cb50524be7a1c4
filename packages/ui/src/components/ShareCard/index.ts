export { ShareCard, SHARE_QR_SIZE, type SavedQr, type ShareCardLabels, type ShareCardProps } from './ShareCard.tsx';
