import { HOLD_PLAYBACK_RATE, type PlaybackSnapshot, type QualityChoice, type QualityLevel } from './playbackState.ts';
import { bufferedEndAt, type PlayerMediaElement } from './playerMedia.ts';

/** Media events that change only what the controls show. */
export const DISPLAY_EVENTS = ['playing', 'waiting', 'durationchange', 'ratechange', 'seeked', 'progress', 'emptied', 'canplay'] as const;
export type DisplayEvent = (typeof DISPLAY_EVENTS)[number];

/**
 * What the controls show beyond the element's own state: the member's choices (speed, 长按倍速,
 * quality), the ladder hls.js parsed and whether playback waits for data. The controller
 * owns one, feeds it events and publishes `snapshot()`.
 */
export class PlaybackView {
  private rate = 1;
  private boosted = false;
  private waiting = false;
  private qualities: QualityLevel[] = [];
  private quality: QualityChoice = 'auto';
  private playingQuality: number | null = null;

  constructor(private readonly media: PlayerMediaElement) {}

  /** A new stream: its own ladder, on 自动; the chosen speed stays. */
  newStream(): void {
    this.qualities = [];
    this.quality = 'auto';
    this.playingQuality = null;
    this.waiting = false;
  }

  noteEvent(type: DisplayEvent | 'pause'): void {
    if (type === 'waiting') this.waiting = true;
    else if (type !== 'durationchange' && type !== 'ratechange' && type !== 'progress') this.waiting = false;
  }

  setLadder(levels: readonly { height: number; bitrate: number }[]): void {
    this.qualities = levels.map((level, index) => ({ index, height: level.height, bitrate: level.bitrate }));
  }

  setPlayingQuality(index: number): void {
    this.playingQuality = index;
  }

  /** Whether `choice` names 自动 or a level of the ladder; records it when it does. */
  chooseQuality(choice: QualityChoice): boolean {
    if (choice !== 'auto' && !this.qualities.some((level) => level.index === choice)) return false;
    this.quality = choice;
    return true;
  }

  /** The speed the member chose; it outlives a hold (长按倍速) and a change of source. */
  setRate(rate: number): void {
    this.rate = rate;
    this.media.defaultPlaybackRate = rate;
    if (!this.boosted) this.media.playbackRate = rate;
  }

  /** 长按倍速: while held the video plays at HOLD_PLAYBACK_RATE; on release at the chosen rate. */
  hold(held: boolean): void {
    this.boosted = held;
    this.media.playbackRate = held ? HOLD_PLAYBACK_RATE : this.rate;
  }

  snapshot(): PlaybackSnapshot {
    const { media } = this;
    return {
      paused: media.paused,
      ended: media.ended,
      waiting: this.waiting,
      currentTime: media.currentTime,
      duration: Number.isFinite(media.duration) && media.duration > 0 ? media.duration : 0,
      bufferedEnd: bufferedEndAt(media),
      rate: this.rate,
      boosted: this.boosted,
      qualities: this.qualities,
      quality: this.quality,
      playingQuality: this.playingQuality,
    };
  }
}
