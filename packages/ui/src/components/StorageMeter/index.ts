export { StorageMeter, STORAGE_LOW_SHARE, type StorageMeterProps } from './StorageMeter.tsx';
