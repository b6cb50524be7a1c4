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

/** Why playback stopped for good; the page says so by reason (zhCNVideo.playbackFailed). */
export type PlaybackFailure = 'unsupported' | 'network' | 'media' | 'other';

/** A stream that failed past its retries: why, and hls.js's own word for it when there is one. */
export interface PlaybackError {
  reason: PlaybackFailure;
  /** hls.js's error details (`manifestLoadTimeOut`), or ours: `playbackStalled`, `nativePlaybackError`. */
  detail?: string;
}

/**
 * Everything the screen knows about its player, in one immutable object (vidstack's "one
 * store"): the controller replaces it on every change, so `useSyncExternalStore` can read it,
 * and no page, component or module keeps a second copy of any of it.
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
  muted: boolean;
  /** A frame of this stream has shown: the stage shows the video, not a loading layer over its poster. */
  started: boolean;
  /**
   * A member without entitlement was stopped at the preview limit (the paywall's moment); it
   * holds until another stream loads or entitlement lifts the limit.
   */
  previewEnded: boolean;
  /** Why the stream failed, null while none has; the stream is torn down and retry() reloads it. */
  error: PlaybackError | null;
  /** The player's stage fills the screen; the page tells (it alone sees the stage). */
  fullscreen: boolean;
  /** The video plays in a picture-in-picture window. */
  pictureInPicture: boolean;
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
  muted: false,
  started: false,
  previewEnded: false,
  error: null,
  fullscreen: false,
  pictureInPicture: false,
});

/**
 * What another episode's stream keeps of the snapshot (vidstack's DO_NOT_RESET_ON_SRC_CHANGE):
 * the member's speed and sound, and where the player is shown. Everything else (time, length,
 * buffer, the ladder and the level chosen in it, ended, the preview's end, the error, a 长按倍速
 * hold: the element starts a source at its default rate) starts again from INITIAL_PLAYBACK.
 */
export const KEPT_ON_NEW_SOURCE = ['rate', 'muted', 'fullscreen', 'pictureInPicture'] as const satisfies readonly (keyof PlaybackSnapshot)[];

/**
 * What loading the same stream again keeps (重试 after a failure, a reload after a purchase):
 * also the rendition the member chose, which names a level of the same ladder.
 */
export const KEPT_ON_RELOAD = [...KEPT_ON_NEW_SOURCE, 'quality'] as const satisfies readonly (keyof PlaybackSnapshot)[];

/** The speeds of the speed menu (倍速), in order. */
export const PLAYBACK_RATES = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;
/** 长按倍速: the speed while the member holds the video. */
export const HOLD_PLAYBACK_RATE = 2;
/** A double tap on the left or right third seeks back or forward this far; so do the arrow keys. */
export const SEEK_STEP_SECONDS = 10;
/** 即将播放下一集: seconds of countdown before the next episode plays on its own. */
export const NEXT_EPISODE_COUNTDOWN_SECONDS = 5;

/** Playing means moving: paused, ended or waiting for data is not (what layers in step with the video follow). */
export const isAdvancing = (playback: Pick<PlaybackSnapshot, 'paused' | 'ended' | 'waiting'>): boolean =>
  !playback.paused && !playback.ended && !playback.waiting;

/** The speed the video moves at now: HOLD_PLAYBACK_RATE while held (长按倍速), else the chosen one. */
export const currentRate = (playback: Pick<PlaybackSnapshot, 'rate' | 'boosted'>): number => (playback.boosted ? HOLD_PLAYBACK_RATE : playback.rate);
