/**
 * A served episode for 离线缓存's tests: a rendition playlist shaped as the server renders it
 * (packages/server/src/media/keys/keyedPlaylist.ts: one key a window, window 0 one segment,
 * the others five), random bytes standing for each segment's ciphertext and each window's
 * key, and a fetch over them that counts requests, can hold some and can fail others.
 */
import type { FetchAnswer } from '../downloadManager.ts';

export const ORIGIN = 'https://nocturne.example';
export const PLAYLIST_URL = `${ORIGIN}/media/play/7/1900000000/abc/42.m3u8`;
export const SEGMENT_SECONDS = 2;

const windowOf = (index: number): number => (index === 0 ? 0 : Math.floor((index - 1) / 5) + 1);
const segmentPath = (index: number): string => `/media/files/enc1/720p/seg${String(index).padStart(3, '0')}.ts`;
const keyPath = (window: number, signature = '7/1900000000/abc'): string => `/media/key/${signature}/42/${window}.key`;

export function servedPlaylist(segmentCount: number, options: { withIv?: boolean; signature?: string } = {}): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-TARGETDURATION:2', '#EXT-X-MEDIA-SEQUENCE:0', '#EXT-X-PLAYLIST-TYPE:VOD'];
  let key = '';
  for (let index = 0; index < segmentCount; index += 1) {
    const window = windowOf(index);
    const uri = keyPath(window, options.signature);
    if (uri !== key) lines.push(`#EXT-X-KEY:METHOD=AES-128,URI="${uri}"${options.withIv ? `,IV=0x${window.toString(16).padStart(32, '0')}` : ''}`);
    key = uri;
    lines.push(`#EXTINF:${SEGMENT_SECONDS.toFixed(6)},`, segmentPath(index));
  }
  lines.push('#EXT-X-ENDLIST', '');
  return lines.join('\n');
}

const randomBytes = (length: number): Uint8Array<ArrayBuffer> => globalThis.crypto.getRandomValues(new Uint8Array(length));

export interface ServedEpisode {
  segmentCount: number;
  windowCount: number;
  /** The ciphertext served for segment `index`. */
  segment(index: number): Uint8Array<ArrayBuffer>;
  /** The key served for window `window`. */
  key(window: number): Uint8Array<ArrayBuffer>;
  segmentUrl(index: number): string;
  fetch(url: string, init: { signal: AbortSignal }): Promise<FetchAnswer>;
  /** Requests by URL so far. */
  requests: string[];
  /** URLs whose requests wait until release() (or their signal aborts). */
  hold(urls: string[]): void;
  release(): void;
  /** URLs that fail as a lost network does (a TypeError). */
  failing: Set<string>;
}

export function servedEpisode(segmentCount: number, segmentBytes = 1000): ServedEpisode {
  const segments = Array.from({ length: segmentCount }, (_, index) => randomBytes(segmentBytes + index));
  const windowCount = windowOf(segmentCount - 1) + 1;
  const keys = Array.from({ length: windowCount }, () => randomBytes(16));
  const body = new Map<string, Uint8Array<ArrayBuffer> | string>([[PLAYLIST_URL, servedPlaylist(segmentCount)]]);
  segments.forEach((bytes, index) => body.set(`${ORIGIN}${segmentPath(index)}`, bytes));
  keys.forEach((bytes, window) => body.set(`${ORIGIN}${keyPath(window)}`, bytes));
  let held = new Set<string>();
  const waiting: (() => void)[] = [];
  const requests: string[] = [];
  const failing = new Set<string>();

  return {
    segmentCount,
    windowCount,
    segment: (index) => segments[index] as Uint8Array<ArrayBuffer>,
    key: (window) => keys[window] as Uint8Array<ArrayBuffer>,
    segmentUrl: (index) => `${ORIGIN}${segmentPath(index)}`,
    requests,
    failing,
    hold(urls) {
      held = new Set(urls);
    },
    release() {
      held = new Set();
      for (const go of waiting.splice(0)) go();
    },
    async fetch(url, { signal }) {
      requests.push(url);
      if (held.has(url)) {
        await new Promise<void>((resolve, reject) => {
          waiting.push(resolve);
          signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        });
      }
      if (failing.has(url)) throw new TypeError('Failed to fetch');
      const found = body.get(url);
      const bytes = typeof found === 'string' ? new TextEncoder().encode(found) : found;
      return {
        ok: found !== undefined,
        status: found === undefined ? 404 : 200,
        text: async () => (typeof found === 'string' ? found : ''),
        arrayBuffer: async () => (bytes ?? new Uint8Array()).slice().buffer,
      };
    },
  };
}
