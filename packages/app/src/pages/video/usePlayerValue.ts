import { displayDuration, SEEK_STEP_SECONDS, type HlsController, type PlaybackSnapshot, type QualityLevel } from '@nocturne/core';
import type { NextEpisodeView, PlayerActions, PlayerValue, PlayerView, SeekThumbnail } from '@nocturne/ui';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { qualityAutoLabel, qualityOptions, rateOptions } from './controlLabels.ts';
import { screenPlayback } from './screenPlayer.ts';

/** What the page knows that the player does not: the episode's terms, its thumbnails, the countdown. */
interface PageFacts {
  entitled: boolean;
  previewSeconds: number;
  /** The catalogue's length: what the clock shows while the stream is a preview. */
  catalogueSeconds: number;
  thumbnailAt: ((seconds: number) => SeekThumbnail | null) | undefined;
  nextEpisode: NextEpisodeView | null;
}

interface Options extends Omit<PageFacts, 'nextEpisode'> {
  /** The screen player's controller, once the page holds it: every action goes to it. */
  controller: HlsController | undefined;
  nextEpisode: { view: NextEpisodeView | null; now: () => void; cancel: () => void };
  /** The page puts its stage in fullscreen (or leaves it). */
  setFullscreen: (fullscreen: boolean) => void;
}

/**
 * The kit's player value for the screen player, made once for the page's life: its view is
 * the screen player's snapshot as the controls show it (the page's facts folded in), the same
 * object until either changes; its actions go to the controller. The controls' parts subscribe
 * to it themselves, so the page does not re-render on every timeupdate.
 */
export function usePlayerValue({ controller, nextEpisode, setFullscreen, entitled, previewSeconds, catalogueSeconds, thumbnailAt }: Options): PlayerValue {
  const latest = useRef({ controller, nextEpisode, setFullscreen });
  latest.current = { controller, nextEpisode, setFullscreen };
  const { name, secondsLeft } = nextEpisode.view ?? {};
  const facts = useMemo(
    (): PageFacts => ({ entitled, previewSeconds, catalogueSeconds, thumbnailAt, nextEpisode: name === undefined || secondsLeft === undefined ? null : { name, secondsLeft } }),
    [entitled, previewSeconds, catalogueSeconds, thumbnailAt, name, secondsLeft],
  );
  const factsRef = useRef(facts);
  factsRef.current = facts;
  const [value] = useState(() => screenPlayerValue(() => factsRef.current, () => latest.current));
  // Parts that did not re-render with the page read the new facts now.
  useLayoutEffect(() => value.factsChanged(), [value, facts]);
  return value;
}

function screenPlayerValue(
  readFacts: () => PageFacts,
  read: () => Pick<Options, 'controller' | 'nextEpisode' | 'setFullscreen'>,
): PlayerValue & { factsChanged: () => void } {
  const listeners = new Set<() => void>();
  let last: { playback: PlaybackSnapshot; facts: PageFacts; view: PlayerView } | null = null;
  let options: { levels: readonly QualityLevel[]; options: PlayerView['qualities'] } | null = null;
  // The menu's options stay the same array while the ladder does: the menu re-renders only then.
  const optionsFor = (levels: readonly QualityLevel[]) => {
    if (options?.levels !== levels) options = { levels, options: qualityOptions(levels) };
    return options.options;
  };
  const controller = () => read().controller;
  const actions: PlayerActions = {
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
  };
  return {
    subscribe: (onChange) => {
      listeners.add(onChange);
      const stop = screenPlayback.subscribe(onChange);
      return () => {
        listeners.delete(onChange);
        stop();
      };
    },
    getView: () => {
      const playback = screenPlayback.getSnapshot();
      const facts = readFacts();
      if (last?.playback !== playback || last.facts !== facts) last = { playback, facts, view: viewOf(playback, facts, optionsFor) };
      return last.view;
    },
    actions,
    factsChanged: () => {
      for (const listener of listeners) listener();
    },
  };
}

function viewOf(playback: PlaybackSnapshot, facts: PageFacts, optionsFor: (levels: readonly QualityLevel[]) => PlayerView['qualities']): PlayerView {
  return {
    paused: playback.paused,
    waiting: playback.waiting,
    currentTime: playback.currentTime,
    duration: displayDuration(playback.duration, facts.catalogueSeconds, facts.entitled),
    bufferedEnd: playback.bufferedEnd,
    previewLimit: facts.entitled || facts.previewSeconds <= 0 ? null : facts.previewSeconds,
    seekStep: SEEK_STEP_SECONDS,
    rate: playback.rate,
    rates: rateOptions,
    boosted: playback.boosted,
    qualities: optionsFor(playback.qualities),
    quality: playback.quality,
    qualityAutoLabel: qualityAutoLabel(playback.qualities, playback.playingQuality),
    qualityAutoShort: qualityAutoLabel([], null),
    muted: playback.muted,
    pictureInPicture: typeof document !== 'undefined' && document.pictureInPictureEnabled === true,
    fullscreen: playback.fullscreen,
    thumbnailAt: facts.thumbnailAt,
    nextEpisode: facts.nextEpisode,
  };
}
