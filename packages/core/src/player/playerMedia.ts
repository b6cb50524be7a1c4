/**
 * The slice of HTMLMediaElement the controller uses; a `<video>` satisfies it, tests pass a fake.
 */
export interface PlayerMediaElement {
  currentTime: number;
  /** Seconds; NaN until the metadata is known. */
  readonly duration: number;
  readonly paused: boolean;
  src: string;
  /** Browsers return a promise that rejects when autoplay is refused. */
  play(): Promise<void> | void;
  pause(): void;
  canPlayType(type: string): string;
  load(): void;
  removeAttribute(name: string): void;
  addEventListener(type: string, listener: () => void): void;
  removeEventListener(type: string, listener: () => void): void;
}

/** The MIME type a browser with built-in HLS (Safari, iOS) says it can play. */
export const NATIVE_HLS_TYPE = 'application/vnd.apple.mpegurl';

/**
 * Whether Media Source Extensions exist, which hls.js needs. iOS 17.1+ only has
 * ManagedMediaSource. Read at call time, never at import time (core touches no globals on import).
 */
export const hasMediaSource = (): boolean => 'MediaSource' in globalThis || 'ManagedMediaSource' in globalThis;
