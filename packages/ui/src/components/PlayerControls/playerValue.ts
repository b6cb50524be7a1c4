import type { MenuOption } from './ControlMenu.tsx';
import type { NextEpisodeView } from './NextEpisodeCard.tsx';
import type { SeekThumbnail } from './SeekBar.tsx';

/** What the controls show of the player: the app derives it from its player's snapshot. */
export interface PlayerView {
  paused: boolean;
  /** Waiting for data: a spinner instead of the play button. */
  waiting: boolean;
  currentTime: number;
  /** The real length of the episode (a preview's stream is shorter). */
  duration: number;
  bufferedEnd: number;
  /** Without entitlement, where the free preview ends; null when the whole episode plays. */
  previewLimit: number | null;
  /** Seconds for a double tap and the arrow keys. */
  seekStep: number;
  rate: number;
  rates: readonly MenuOption<number>[];
  /** Held for 长按倍速: the hint shows. */
  boosted: boolean;
  /** The renditions; the quality menu shows when there are two or more. '自动' is `auto`. */
  qualities: readonly MenuOption<number>[];
  quality: 'auto' | number;
  /** The automatic choice as the menu names it, '自动(720P)'. */
  qualityAutoLabel: string;
  /** '自动', on the button while automatic. */
  qualityAutoShort: string;
  muted: boolean;
  /** Whether to offer picture-in-picture (document.pictureInPictureEnabled). */
  pictureInPicture: boolean;
  /** The stage fills the screen (the app owns whether it does): the title shows, the button leaves. */
  fullscreen: boolean;
  thumbnailAt?: (seconds: number) => SeekThumbnail | null;
  /** The next episode's countdown card (即将播放下一集), or null. */
  nextEpisode: NextEpisodeView | null;
}

/** What the controls ask of the player; the app does it. */
export interface PlayerActions {
  play: () => void;
  pause: () => void;
  seek: (seconds: number) => void;
  setRate: (rate: number) => void;
  setQuality: (quality: 'auto' | number) => void;
  /** 长按倍速: true when the hold starts, false when it ends. */
  hold: (held: boolean) => void;
  toggleMute: () => void;
  /** Offered only where the view says the browser can (`pictureInPicture`). */
  togglePictureInPicture: () => void;
  /** The fullscreen button and the f key: enter (true) or leave (false). */
  setFullscreen: (fullscreen: boolean) => void;
  nextEpisodeNow: () => void;
  nextEpisodeCancel: () => void;
}

/**
 * The player as the controls read it: a store (useSyncExternalStore's contract: `getView`
 * answers the same object until something changes, then listeners hear of it) and the actions.
 * Each part subscribes to the fields it shows, so a timeupdate re-renders the clock and the
 * seek bar and nothing else.
 */
export interface PlayerValue {
  subscribe: (onChange: () => void) => () => void;
  getView: () => PlayerView;
  actions: PlayerActions;
}

/** A player value held in memory (stories, tests, a demo): `update` changes fields and tells the parts. */
export function createPlayerValue(view: PlayerView, actions: PlayerActions): PlayerValue & { update: (change: Partial<PlayerView>) => void } {
  const listeners = new Set<() => void>();
  let current = view;
  return {
    subscribe: (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    getView: () => current,
    actions,
    update: (change) => {
      current = { ...current, ...change };
      for (const listener of listeners) listener();
    },
  };
}

/** Play when paused, pause when playing (the play button, a double tap in the middle, space and k). */
export function togglePlay({ getView, actions }: PlayerValue): void {
  if (getView().paused) actions.play();
  else actions.pause();
}

/** Seek by `delta` seconds from where the player is, within the episode (a double tap, the arrow keys). */
export function seekBy({ getView, actions }: PlayerValue, delta: number): void {
  const { currentTime, duration } = getView();
  actions.seek(Math.min(Math.max(0, currentTime + delta), duration > 0 ? duration : currentTime + delta));
}
