/**
 * The player's early start: what the document's inline script (inline.ts) begins on a link to
 * a video before the app's code has arrived, and how the app takes it over. bench:web at
 * density 3 on fast 4G: the entry (about 105 KB gzip) arrives about 280 ms after navigation,
 * and only then could the detail, hls.js and the stream's playlists be asked for, one after
 * another. Begun from the document, for a member signed in on this device who passed the age
 * gate (without a token the detail would be a visitor's, which the page asks for itself):
 *  - the video's detail is sent as the API client sends it (requestOf);
 *  - hls.js and the warm start's chunks are preloaded beside the entry;
 *  - from the detail's headers (core api/firstStream.ts), the first stream's master and the
 *    playlist of the rendition hls.js will start on are fetched side by side while hls.js is
 *    still on its way, where hls.js plays (not the iPhone's own HLS). Side by side, not the
 *    start playlist after reading the master: by then the entry was being evaluated, and the
 *    second fetch went out with hls.js's own (bench:web).
 *  - and, for a video this device has no saved position in, the first segment the detail's
 *    headers name (an encrypted ladder's, the same for every member). Named by the server,
 *    not read from the start playlist: by the time that playlist was here the main thread
 *    was evaluating the entry and hls.js.
 * Each file is read whole with its own timing (core fetchEarly), which hls.js's estimate of
 * the link needs. The app reads the detail's answer through its client (receive: session
 * codes, decryption) and hands the files to hls.js (StreamOptions.prefetched). Anything that goes wrong here
 * leaves nothing behind: the app then asks for everything itself.
 */
import {
  ageGateFlag,
  FIRST_STREAM_HEADER,
  FIRST_SEGMENT_HEADER,
  fetchEarly,
  hasMediaSource,
  memberSessionStore,
  playbackProgressStore,
  playsNativelyForAirPlay,
  REQUEST_TIMEOUT_MS,
  requestOf,
  START_PLAYLIST_HEADER,
  videoDetailEndpoint,
  type KeyValueStorage,
  type EarlyFetches,
} from '@nocturne/core';
import { paths, videoCodeFrom } from '../routes/paths.ts';
import { clientSession } from '../state/clientSession.ts';

export interface EarlyPlayer {
  /** The video code of the link. */
  code: number;
  /** The detail call's answer as fetch gave it (read it with the client's receive). */
  detail: Promise<Response>;
  /** The first stream's master, start playlist and first segment, by URL, as they are asked for. */
  streamFiles: EarlyFetches;
}

/** Where the document leaves its early start for the app. */
const EARLY_PLAYER = '__nocturneEarlyPlayer';

/** The page's window as the early start uses it. */
export type EarlyScope = { location: Pick<Location, 'pathname' | 'search'>; fetch: typeof fetch; [EARLY_PLAYER]?: EarlyPlayer };

/** What the early start needs of the page: the address, storage, fetch, and how to preload a file. */
export interface EarlyPage {
  scope: EarlyScope;
  storage: KeyValueStorage;
  /** Asks for a file of the build ahead of its import (a modulepreload, a style preload). */
  preload(file: string): void;
}

/**
 * Begins the early start when the page is a link to a video and the member may take it;
 * `files` are the build's files the warm start will import (hls.js first). Answers whether it began.
 */
export function startEarlyPlayer({ scope, storage, preload }: EarlyPage, files: readonly string[]): boolean {
  const { pathname, search } = scope.location;
  const code = pathname === paths.videoinfo ? videoCodeFrom(new URLSearchParams(search).get('id')) : null;
  // Every other page stops here, before reading storage: this runs in every page's document.
  if (code === null) return false;
  // Silent, as the app is in production: unreadable storage only means no early start.
  const quiet = () => undefined;
  const session = clientSession(memberSessionStore(storage, quiet)).get();
  if (!ageGateFlag(storage, quiet).isSet() || !session) return false;
  const streams = hasMediaSource() && !playsNativelyForAirPlay();
  // Resuming here starts elsewhere than the first segment. (A position saved only on the
  // server is not known yet: that member's first segment is fetched for nothing.)
  const fromStart = !playbackProgressStore(storage, quiet).positionOf(code);
  const { path, init } = requestOf(videoDetailEndpoint, { index: 0, vid: code }, session);
  const detail = scope.fetch(path, { ...init, ...(AbortSignal.timeout ? { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) } : {}) });
  const streamFiles: EarlyFetches = new Map();
  scope[EARLY_PLAYER] = { code, detail, streamFiles };
  // After the detail: over HTTP/1.1 the browser has six connections to our origin, and the
  // document's own scripts and styles hold them; a request sent later waits for one.
  if (streams) files.forEach(preload);
  const fetchFile = (url: string) => {
    const fetched = fetchEarly(scope.fetch, url);
    // hls.js may never ask (the member left): a failure then is no one's error.
    fetched.catch(() => undefined);
    streamFiles.set(url, fetched);
  };
  detail.then(
    (answer) => {
      if (!streams) return;
      const [master, start, segment] = [FIRST_STREAM_HEADER, START_PLAYLIST_HEADER, FIRST_SEGMENT_HEADER].map((name) => answer.headers.get(name));
      if (master) fetchFile(master);
      if (start) fetchFile(start);
      // As hls.js will ask for it: resolved against the playlist that lists it.
      if (start && segment && fromStart) fetchFile(new URL(segment, start).href);
    },
    () => undefined,
  );
  return true;
}

/** The early start of `code`, once: the app's head start takes it instead of asking again. */
export function takeEarlyPlayer(code: number, scope: EarlyScope = window): EarlyPlayer | null {
  const early = scope[EARLY_PLAYER];
  delete scope[EARLY_PLAYER];
  return early?.code === code ? early : null;
}
