export { LazyImage, IMAGE_ATTEMPTS, type ImageStatus, type LazyImageProps } from './LazyImage.tsx';
