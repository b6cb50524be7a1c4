import type { ReactNode } from 'react';
import { IconEpisodes, IconHeart, IconShare, IconStar } from '../../icons/icons.tsx';
import { visuallyHidden } from '../../theme/layout.css.ts';
import { action, bar, filled, glyph } from './ActionBar.css.ts';

export interface ActionBarLabels {
  /** '选集' */
  episodes: string;
  /** '分享' */
  share: string;
  /** '点赞' */
  like: string;
  /** '收藏' */
  favourite: string;
}

export interface ActionBarProps {
  labels: ActionBarLabels;
  /** The video's heat, shown under the like icon, formatted for display. */
  likeCount: string;
  liked: boolean;
  favourited: boolean;
  onEpisodes: () => void;
  onShare: () => void;
  onLike: () => void;
  onFavourite: () => void;
  /** A fifth action at the end of the row: the 缓存 control (DownloadButton) for members who may download. */
  download?: ReactNode;
}

/** The actions under the player. Like and favourite are toggles (aria-pressed). */
export function ActionBar({ labels, likeCount, liked, favourited, onEpisodes, onShare, onLike, onFavourite, download }: ActionBarProps) {
  return (
    <ul className={bar}>
      <Action icon={<IconEpisodes className={glyph} />} onClick={onEpisodes}>
        {labels.episodes}
      </Action>
      <Action icon={<IconShare className={glyph} />} onClick={onShare}>
        {labels.share}
      </Action>
      <Action icon={<IconHeart className={liked ? `${glyph} ${filled}` : glyph} />} pressed={liked} onClick={onLike}>
        {/* The count is what shows; the word names the toggle for screen readers. */}
        <span className={visuallyHidden}>{labels.like}</span>
        {likeCount}
      </Action>
      <Action icon={<IconStar className={favourited ? `${glyph} ${filled}` : glyph} />} pressed={favourited} onClick={onFavourite}>
        {labels.favourite}
      </Action>
      {download ? <li>{download}</li> : null}
    </ul>
  );
}

function Action({ icon, pressed, onClick, children }: { icon: ReactNode; pressed?: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <li>
      <button type="button" className={action({ active: pressed === true })} aria-pressed={pressed} onClick={onClick}>
        {icon}
        <span>{children}</span>
      </button>
    </li>
  );
}
