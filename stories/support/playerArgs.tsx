import { zhCNPlayer } from '@nocturne/core';
import { createPlayerValue, type PlayerValue, type PlayerView } from '@nocturne/ui';
import { fn } from 'storybook/test';
import { qualityOptions, rateOptions, sampleThumbnailAt } from './playerSamples.tsx';

/** What a player is asked to do, as story args: spies a play function can check. */
export interface PlayerCallbacks {
  onPlay: () => void;
  onPause: () => void;
  onSeek: (seconds: number) => void;
  onRate: (rate: number) => void;
  onQuality: (quality: 'auto' | number) => void;
  onHold: (held: boolean) => void;
  onToggleMute: () => void;
  onPictureInPicture: () => void;
  onFullscreenChange: (fullscreen: boolean) => void;
  onNextEpisodeNow: () => void;
  onNextEpisodeCancel: () => void;
}

/** A player as flat story args (the controls panel edits each field): its view and its callbacks. */
export type PlayerArgs = PlayerView & PlayerCallbacks;

/** Playing 01:23 of 04:05, 1.0x, automatic quality, sound on. */
export const samplePlayer: PlayerArgs = {
  paused: false,
  waiting: false,
  currentTime: 83,
  duration: 245,
  bufferedEnd: 140,
  previewLimit: null,
  seekStep: 10,
  rate: 1,
  rates: rateOptions,
  boosted: false,
  qualities: qualityOptions,
  quality: 'auto',
  qualityAutoLabel: zhCNPlayer.qualityAutoPlaying(zhCNPlayer.qualityName(720)),
  qualityAutoShort: zhCNPlayer.qualityAuto,
  muted: false,
  pictureInPicture: true,
  fullscreen: false,
  thumbnailAt: sampleThumbnailAt,
  nextEpisode: null,
  onPlay: fn(),
  onPause: fn(),
  onSeek: fn(),
  onRate: fn(),
  onQuality: fn(),
  onHold: fn(),
  onToggleMute: fn(),
  onPictureInPicture: fn(),
  onFullscreenChange: fn(),
  onNextEpisodeNow: fn(),
  onNextEpisodeCancel: fn(),
};

/** The kit's player value for story args: the view as given, each action to its callback. */
export function playerOf(args: PlayerArgs): PlayerValue {
  const { onPlay, onPause, onSeek, onRate, onQuality, onHold, onToggleMute, onPictureInPicture, onFullscreenChange, onNextEpisodeNow, onNextEpisodeCancel, ...view } = args;
  return createPlayerValue(view, {
    play: onPlay,
    pause: onPause,
    seek: onSeek,
    setRate: onRate,
    setQuality: onQuality,
    hold: onHold,
    toggleMute: onToggleMute,
    togglePictureInPicture: onPictureInPicture,
    setFullscreen: onFullscreenChange,
    nextEpisodeNow: onNextEpisodeNow,
    nextEpisodeCancel: onNextEpisodeCancel,
  });
}
