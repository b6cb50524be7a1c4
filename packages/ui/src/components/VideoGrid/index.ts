export { VideoGrid, type VideoGridProps } from './VideoGrid.tsx';
