export { isWideCell, VideoGrid, type VideoGridProps } from './VideoGrid.tsx';
