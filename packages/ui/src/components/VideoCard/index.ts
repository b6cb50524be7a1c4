export { VideoCard, type VideoCardLabels, type VideoCardProps, type VideoCardVideo } from './VideoCard.tsx';
export { VideoCardSkeleton, type VideoCardSkeletonProps } from './VideoCardSkeleton.tsx';
