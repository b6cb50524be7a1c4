/**
 * The slice of HTMLMediaElement the controller uses; a `<video>` satisfies it, tests pass a fake.
 */
export interface PlayerMediaElement {
  currentTime: number;
  /** Seconds; NaN until the metadata is known. */
  readonly duration: number;
  readonly paused: boolean;
  readonly ended: boolean;
  /** Plays by itself once it can: `paused` stays true until then. */
  autoplay: boolean;
  /** HTMLMediaElement.readyState: HAVE_CURRENT_DATA (2) and up means a frame for the position. */
  readonly readyState: number;
  muted: boolean;
  /** The image shown until the first frame (the episode's poster frame); '' for none. */
  poster: string;
  /** The speed of the moment; `defaultPlaybackRate` is what a new source starts at. */
  playbackRate: number;
  defaultPlaybackRate: number;
  /** What is buffered; the seek bar shows the range the position is in. */
  readonly buffered: { readonly length: number; start(index: number): number; end(index: number): number };
  src: string;
  /** Browsers return a promise that rejects when autoplay is refused. */
  play(): Promise<void> | void;
  pause(): void;
  canPlayType(type: string): string;
  load(): void;
  removeAttribute(name: string): void;
  addEventListener(type: string, listener: () => void): void;
  removeEventListener(type: string, listener: () => void): void;
  /** Missing where the browser has no picture-in-picture. */
  requestPictureInPicture?(): Promise<unknown>;
  /** iPhone Safari: the video's own fullscreen, where no other element can go fullscreen. */
  webkitEnterFullscreen?(): void;
  /** Where picture-in-picture is left from. */
  readonly ownerDocument?: { exitPictureInPicture?(): Promise<void> };
}

/** HTMLMediaElement.HAVE_CURRENT_DATA: the element has a frame for its position. */
export const HAVE_CURRENT_DATA = 2;

/** The MIME type a browser with built-in HLS (Safari, iOS) says it can play. */
export const NATIVE_HLS_TYPE = 'application/vnd.apple.mpegurl';

/**
 * Whether Media Source Extensions exist, which hls.js needs. iOS 17.1+ only has
 * ManagedMediaSource. Read at call time, never at import time (core touches no globals on import).
 */
export const hasMediaSource = (): boolean => 'MediaSource' in globalThis || 'ManagedMediaSource' in globalThis;

/**
 * AirPlay on iPhone. There hls.js can only use ManagedMediaSource (no classic MediaSource),
 * and hls.js sets `disableRemotePlayback` on the element when it does, because WebKit opens a
 * ManagedMediaSource only with remote playback off or with a native source alternative: the
 * AirPlay button would be gone. Safari plays HLS itself, with AirPlay, its own adaptive
 * bitrate and picture-in-picture, so on such a device the controller leaves HLS to it (the
 * quality menu then offers only 自动). Read at call time, like hasMediaSource.
 */
export const playsNativelyForAirPlay = (): boolean => 'ManagedMediaSource' in globalThis && !('MediaSource' in globalThis);

/** The end of the buffered range that holds the position (0 when none does). */
export function bufferedEndAt(media: Pick<PlayerMediaElement, 'buffered' | 'currentTime'>): number {
  const { buffered, currentTime } = media;
  for (let i = 0; i < buffered.length; i += 1) {
    if (buffered.start(i) <= currentTime + 0.5 && currentTime <= buffered.end(i)) return buffered.end(i);
  }
  return 0;
}
