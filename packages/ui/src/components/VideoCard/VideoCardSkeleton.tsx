import { COVER_RATIO } from './VideoCard.tsx';
import { skeletonBlock, skeletonCard, skeletonLine, skeletonLineShort, type CardVariant } from './VideoCard.css.ts';

export interface VideoCardSkeletonProps {
  variant?: CardVariant;
}

/** The grey stand-in of a card whose data is still on its way; hidden from screen readers. */
export function VideoCardSkeleton({ variant = 'default' }: VideoCardSkeletonProps) {
  return (
    <span aria-hidden className={skeletonCard} data-testid="video-card-skeleton">
      <span className={skeletonBlock} style={{ aspectRatio: COVER_RATIO[variant] }} />
      <span className={skeletonLine} />
      <span className={`${skeletonLine} ${skeletonLineShort}`} />
    </span>
  );
}
