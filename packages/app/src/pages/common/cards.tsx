import { formatDuration, formatHeat, isAd, zhCN, type AdItem, type FeedItem, type Video } from '@nocturne/core';
import { AdSlot, isWideCell, VideoCard, VideoCardSkeleton, VideoGrid, type VideoCardVideo } from '@nocturne/ui';
import { useNavigate } from 'react-router-dom';
import { clickAd, type AdPlacement } from '../../state/config.ts';
import { videoPath } from '../../routes/paths.ts';

export const cardLabels = {
  vip: zhCN.labels.vipBadge,
  heat: zhCN.labels.heat,
  duration: zhCN.labels.duration,
  loading: zhCN.common.loading,
};

export const adLabels = { ad: zhCN.labels.ad, loading: zhCN.common.loading };

export const carouselLabels = {
  carousel: zhCN.labels.carousel,
  slide: zhCN.labels.slide,
  goTo: zhCN.labels.goTo,
  loading: zhCN.common.loading,
};

/** Shown instead of a cover that failed every attempt (docs/product.md section 8). */
export const PLACEHOLDER_COVER = '/placeholder-cover.svg';

export function toCardVideo(video: Video): VideoCardVideo {
  return {
    id: String(video.cartoonCode),
    name: video.cartoonName,
    cover: video.cartoonImage,
    vip: video.cartoonVip,
    heat: formatHeat(video.cartoonHot),
    duration: formatDuration(video.vodDuration),
  };
}

export function adView(ad: AdItem) {
  return { id: ad.id, image: ad.img, title: ad.title, url: ad.url };
}

/** Opens /videoinfo for a card. */
export function useOpenVideo(): (code: number) => void {
  const navigate = useNavigate();
  return (code) => {
    void navigate(videoPath(code));
  };
}

interface FeedGridProps {
  items: readonly FeedItem[];
  /** Which click counter an ad in this list uses. */
  adPlacement: AdPlacement;
  variant?: 'group' | 'wide';
  groupTitle?: string;
  /** A group: the first card spans the grid, and the last when it would sit alone (ui isWideCell). */
  firstWide?: boolean;
  /** Names the list when no heading does. */
  label?: string;
  /** Skeleton cards instead of the items (the first page is loading). */
  loading?: boolean;
  skeletons?: number;
}

/**
 * A grid of a video list: a card per video, an ad slot per ad (docs/product.md: a truthy adtype),
 * or skeleton cards while the first page loads.
 */
export function FeedGrid({ items, adPlacement, variant, groupTitle, firstWide, label, loading, skeletons = 4 }: FeedGridProps) {
  const openVideo = useOpenVideo();
  // VideoGrid gives each child its own cell, so the cards go in as an array.
  const cells = loading
    ? Array.from({ length: skeletons }, (_, index) => <VideoCardSkeleton key={index} />)
    : items.map((item, index) =>
        isAd(item) ? (
          <AdSlot
            key={`ad-${item.id}-${index}`}
            ad={adView(item)}
            labels={adLabels}
            onAdClick={(ad) => void clickAd(adPlacement, ad)}
          />
        ) : (
          <VideoCard
            key={`${item.cartoonCode}-${index}`}
            video={toCardVideo(item)}
            labels={cardLabels}
            variant={firstWide && isWideCell(index, items.length) ? 'wide' : variant}
            groupTitle={groupTitle}
            fallbackCover={PLACEHOLDER_COVER}
            onOpen={() => openVideo(item.cartoonCode)}
          />
        ),
      );
  return (
    <VideoGrid label={label} firstWide={firstWide}>
      {cells}
    </VideoGrid>
  );
}
