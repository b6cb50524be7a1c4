export { VipBanner, type VipBannerProps } from './VipBanner.tsx';
