import type { ReactNode } from 'react';
import { IconFire, IconHeart } from '../../icons/icons.tsx';
import { visuallyHidden } from '../../theme/layout.css.ts';
import { LazyImage } from '../LazyImage/LazyImage.tsx';
import {
  card,
  coverBox,
  coverFoot,
  groupRow,
  groupTitle,
  likeStat,
  name,
  stat,
  vipBadge,
  type CardVariant,
} from './VideoCard.css.ts';

/** What a card shows of a video; heat and duration arrive formatted for display. */
export interface VideoCardVideo {
  id: string;
  name: string;
  cover: string;
  vip: boolean;
  /** e.g. '1.2万' */
  heat: string;
  /** e.g. '12:34' */
  duration: string;
}

export interface VideoCardLabels {
  /** Text of the VIP badge, e.g. 'VIP'. */
  vip: string;
  /** Screen-reader word before the heat figure, e.g. '热度'. */
  heat: string;
  /** Screen-reader word before the duration, e.g. '时长'. */
  duration: string;
  /** Said while the cover loads, e.g. '加载中...'. */
  loading: string;
}

export interface VideoCardProps {
  video: VideoCardVideo;
  labels: VideoCardLabels;
  /** 'group' for dark-web and topic cards, 'wide' for the full-width first card of a grid. */
  variant?: CardVariant;
  /** The group's title, shown by the 'group' variant. */
  groupTitle?: string;
  /** Replaces a cover that failed to load. */
  fallbackCover?: string;
  onOpen?: (video: VideoCardVideo) => void;
}

export const COVER_RATIO: Record<CardVariant, string> = { default: '16 / 10', group: '16 / 10', wide: '16 / 9' };

export function VideoCard({ video, labels, variant = 'default', groupTitle: group, fallbackCover, onOpen }: VideoCardProps) {
  const isGroup = variant === 'group';
  return (
    <button type="button" className={card} data-variant={variant} onClick={() => onOpen?.(video)}>
      <span className={coverBox}>
        <LazyImage src={video.cover} alt="" ratio={COVER_RATIO[variant]} loadingLabel={labels.loading} fallbackSrc={fallbackCover} />
        {video.vip ? <span className={vipBadge}>{labels.vip}</span> : null}
        <span className={coverFoot}>
          {isGroup ? <span /> : <Stat label={labels.heat} value={video.heat} icon={<IconFire />} className={stat} />}
          <span>
            <span className={visuallyHidden}>{labels.duration}</span>
            {video.duration}
          </span>
        </span>
      </span>
      <span className={name({ variant })}>{video.name}</span>
      {isGroup ? (
        <span className={groupRow}>
          <span className={groupTitle}>{group}</span>
          <Stat label={labels.heat} value={video.heat} icon={<IconHeart />} className={likeStat} />
        </span>
      ) : null}
    </button>
  );
}

function Stat({ label, value, icon, className }: { label: string; value: string; icon: ReactNode; className: string }) {
  return (
    <span className={className}>
      {icon}
      <span className={visuallyHidden}>{label}</span>
      {value}
    </span>
  );
}
