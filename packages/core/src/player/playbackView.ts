import {
  HOLD_PLAYBACK_RATE,
  INITIAL_PLAYBACK,
  type PlaybackError,
  type PlaybackSnapshot,
  type QualityChoice,
} from './playbackState.ts';
import { bufferedEndAt, type PlayerMediaElement } from './playerMedia.ts';

/** Media events that change only what the snapshot shows. */
export const DISPLAY_EVENTS = [
  'playing',
  'waiting',
  'durationchange',
  'ratechange',
  'seeked',
  'progress',
  'emptied',
  'canplay',
  'loadeddata',
  'volumechange',
  'enterpictureinpicture',
  'leavepictureinpicture',
] as const;
export type DisplayEvent = (typeof DISPLAY_EVENTS)[number];

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * The player's store behind the controller's snapshot: the member's choices (speed, 长按倍速,
 * quality, sound), the ladder hls.js parsed, whether playback waits for data, whether a frame
 * has shown, the preview's end, the failure, fullscreen and picture-in-picture, and the
 * element's time while a stream is loaded. A new stream keeps only the list it is given
 * (playbackState.ts KEPT_ON_NEW_SOURCE, KEPT_ON_RELOAD). The controller owns one, feeds it
 * events and publishes `snapshot()`.
 */
export class PlaybackView {
  private state: Mutable<PlaybackSnapshot>;

  constructor(private readonly media: PlayerMediaElement) {
    this.state = { ...INITIAL_PLAYBACK, muted: media.muted };
  }

  /** Another stream begins: everything starts again but what `kept` names. */
  newSource(kept: readonly (keyof PlaybackSnapshot)[]): void {
    const previous = this.state;
    this.state = { ...INITIAL_PLAYBACK };
    for (const key of kept) copy(this.state, previous, key);
  }

  noteEvent(type: DisplayEvent | 'pause'): void {
    const { state } = this;
    switch (type) {
      case 'waiting':
        state.waiting = true;
        return;
      case 'loadeddata':
        state.started = true;
        return;
      case 'playing':
        state.started = true;
        state.waiting = false;
        return;
      case 'volumechange':
        state.muted = this.media.muted;
        return;
      case 'enterpictureinpicture':
      case 'leavepictureinpicture':
        state.pictureInPicture = type === 'enterpictureinpicture';
        return;
      case 'durationchange':
      case 'ratechange':
      case 'progress':
        return;
      default:
        state.waiting = false;
    }
  }

  setLadder(levels: readonly { height: number; bitrate: number }[]): void {
    this.state.qualities = levels.map((level, index) => ({ index, height: level.height, bitrate: level.bitrate }));
  }

  setPlayingQuality(index: number): void {
    this.state.playingQuality = index;
  }

  /** Whether `choice` names 自动 or a level of the ladder; records it when it does. */
  chooseQuality(choice: QualityChoice): boolean {
    if (choice !== 'auto' && !this.state.qualities.some((level) => level.index === choice)) return false;
    this.state.quality = choice;
    return true;
  }

  /** The speed the member chose; it outlives a hold (长按倍速) and a change of source. */
  setRate(rate: number): void {
    this.state.rate = rate;
    this.media.defaultPlaybackRate = rate;
    if (!this.state.boosted) this.media.playbackRate = rate;
  }

  /** 长按倍速: while held the video plays at HOLD_PLAYBACK_RATE; on release at the chosen rate. */
  hold(held: boolean): void {
    this.state.boosted = held;
    this.media.playbackRate = held ? HOLD_PLAYBACK_RATE : this.state.rate;
  }

  /** Stopped at the preview limit (true), or the limit no longer holds it (false). */
  setPreviewEnded(ended: boolean): void {
    this.state.previewEnded = ended;
  }

  /** The stream failed and was torn down: nothing waits for data any more. */
  fail(error: PlaybackError): void {
    this.state.error = error;
    this.state.waiting = false;
  }

  setFullscreen(fullscreen: boolean): void {
    this.state.fullscreen = fullscreen;
  }

  /**
   * The snapshot. `live`: a stream is loaded, so its time is read from the element; without
   * one (it failed) the time stays where it stopped, which is where 重试 picks it up and the
   * position saved on leaving.
   */
  snapshot(live: boolean): PlaybackSnapshot {
    const { media, state } = this;
    if (live) {
      state.currentTime = media.currentTime;
      state.duration = Number.isFinite(media.duration) && media.duration > 0 ? media.duration : 0;
      state.bufferedEnd = bufferedEndAt(media);
    }
    return { ...state, paused: media.paused, ended: live && media.ended };
  }
}

function copy<K extends keyof PlaybackSnapshot>(to: Mutable<PlaybackSnapshot>, from: PlaybackSnapshot, key: K): void {
  to[key] = from[key];
}
