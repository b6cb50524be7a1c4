export {
  BannerCarousel,
  BANNER_AUTOPLAY_MS,
  BANNER_HEIGHT,
  type Banner,
  type BannerCarouselLabels,
  type BannerCarouselProps,
} from './BannerCarousel.tsx';
