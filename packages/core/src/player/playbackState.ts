/** One rendition of the stream's ladder, as the quality menu lists it. */
export interface QualityLevel {
  /** hls.js's level index: what setQuality() takes. */
  index: number;
  /** Pixel height (720 for 720P); 0 when the playlist does not say. */
  height: number;
  /** Bits per second the playlist declares. */
  bitrate: number;
}

/** The member's choice: hls.js picks (`auto`), or one level index. */
export type QualityChoice = 'auto' | number;

/**
 * Everything the controls show about the media, in one immutable object (vidstack's "one
 * store"): the controller replaces it on every change, so `useSyncExternalStore` can read it.
 */
export interface PlaybackSnapshot {
  paused: boolean;
  ended: boolean;
  /** Playback stalled waiting for data (the controls show a spinner). */
  waiting: boolean;
  currentTime: number;
  /** The media's own length in seconds, 0 until known. A preview stream is cut near its limit. */
  duration: number;
  /** Where the buffered range holding the position ends, in seconds. */
  bufferedEnd: number;
  /** The speed the member chose (1 for normal). */
  rate: number;
  /** 长按倍速: held for HOLD_PLAYBACK_RATE, the chosen rate comes back on release. */
  boosted: boolean;
  /** The ladder, lowest first; empty with the native player (it adapts by itself). */
  qualities: readonly QualityLevel[];
  quality: QualityChoice;
  /** The level playing now (what 自动 chose), null until known. */
  playingQuality: number | null;
}

export const INITIAL_PLAYBACK: PlaybackSnapshot = Object.freeze({
  paused: true,
  ended: false,
  waiting: false,
  currentTime: 0,
  duration: 0,
  bufferedEnd: 0,
  rate: 1,
  boosted: false,
  qualities: [],
  quality: 'auto',
  playingQuality: null,
});

/** The speeds of the speed menu (倍速), in order. */
export const PLAYBACK_RATES = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;
/** 长按倍速: the speed while the member holds the video. */
export const HOLD_PLAYBACK_RATE = 2;
/** A double tap on the left or right third seeks back or forward this far; so do the arrow keys. */
export const SEEK_STEP_SECONDS = 10;
/** 即将播放下一集: seconds of countdown before the next episode plays on its own. */
export const NEXT_EPISODE_COUNTDOWN_SECONDS = 5;
