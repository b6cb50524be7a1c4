import { displayDuration, SEEK_STEP_SECONDS, type HlsController, type PlaybackSnapshot, type QualityLevel } from '@nocturne/core';
import type { NextEpisodeView, PlayerValue, PlayerView, SeekThumbnail } from '@nocturne/ui';
import { useRef, useState } from 'react';
import { qualityAutoLabel, qualityOptions, rateOptions } from './controlLabels.ts';
import { screenPlayback } from './screenPlayer.ts';

/** What the page knows that the player does not, and the controller once the page holds it. */
interface PagePlayer {
  controller: HlsController | undefined;
  entitled: boolean;
  previewSeconds: number;
  /** The catalogue's length: what the clock shows while the stream is a preview. */
  catalogueSeconds: number;
  thumbnailAt: ((seconds: number) => SeekThumbnail | null) | undefined;
  nextEpisode: { view: NextEpisodeView | null; now: () => void; cancel: () => void };
  /** The page puts its stage in fullscreen (or leaves it). */
  setFullscreen: (fullscreen: boolean) => void;
}

/**
 * The kit's player value for the screen player, made once for the page's life. Its store is
 * the screen player's (screenPlayer.ts), so the page itself does not re-render on every
 * timeupdate; its view is that snapshot as the controls show it, with the page's facts of its
 * last render folded in (a new render re-renders the parts, which read them then), the same
 * object until either changes. Every action goes to the controller.
 */
export function usePlayerValue(page: PagePlayer): PlayerValue {
  const latest = useRef(page);
  latest.current = page;
  const [value] = useState(() => screenPlayerValue(() => latest.current));
  return value;
}

function screenPlayerValue(read: () => PagePlayer): PlayerValue {
  let last: { playback: PlaybackSnapshot; page: PagePlayer; view: PlayerView } | undefined;
  // The menu's options stay the same array while the ladder does: the menu re-renders only then.
  let ladder: { levels: readonly QualityLevel[]; options: PlayerView['qualities'] } | undefined;
  const controller = () => read().controller;
  // Facts of the page's life, not of a snapshot: worked out once, not on every timeupdate.
  const qualityAutoShort = qualityAutoLabel([], null);
  const pictureInPicture = document.pictureInPictureEnabled === true;
  return {
    subscribe: screenPlayback.subscribe,
    getView: () => {
      const playback = screenPlayback.getSnapshot();
      const page = read();
      if (last?.playback === playback && last.page === page) return last.view;
      if (ladder?.levels !== playback.qualities) ladder = { levels: playback.qualities, options: qualityOptions(playback.qualities) };
      const view: PlayerView = {
        ...playback,
        duration: displayDuration(playback.duration, page.catalogueSeconds, page.entitled),
        previewLimit: page.entitled || page.previewSeconds <= 0 ? null : page.previewSeconds,
        seekStep: SEEK_STEP_SECONDS,
        rates: rateOptions,
        qualities: ladder.options,
        qualityAutoLabel: qualityAutoLabel(playback.qualities, playback.playingQuality),
        qualityAutoShort,
        pictureInPicture,
        thumbnailAt: page.thumbnailAt,
        nextEpisode: page.nextEpisode.view,
      };
      last = { playback, page, view };
      return view;
    },
    actions: {
      play: () => controller()?.play(),
      pause: () => controller()?.pause(),
      seek: (seconds) => controller()?.seek(seconds),
      setRate: (rate) => controller()?.setRate(rate),
      setQuality: (quality) => controller()?.setQuality(quality),
      hold: (held) => controller()?.holdRate(held),
      toggleMute: () => controller()?.setMuted(!screenPlayback.getSnapshot().muted),
      togglePictureInPicture: () => controller()?.togglePictureInPicture(),
      setFullscreen: (fullscreen) => read().setFullscreen(fullscreen),
      nextEpisodeNow: () => read().nextEpisode.now(),
      nextEpisodeCancel: () => read().nextEpisode.cancel(),
    },
  };
}
