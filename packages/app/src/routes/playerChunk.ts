import { createElement } from 'react';
import { retryableLazy } from './retryableLazy.ts';
import { loadedVideoPage, loadVideoPage } from './videoPageChunk.ts';

const LazyVideoPage = retryableLazy(loadVideoPage);

/**
 * The video route: the page itself once its chunk is here (a player link starts it at
 * launch), else the lazy page. A lazy page suspends on its first render even when its chunk
 * has arrived, and React then holds it back until 300 ms after its fallback showed (the
 * Suspense reveal throttle): bench:web measured 300-400 ms with nothing to do before the
 * player could start. The page never switches between the two once shown: the lazy one
 * resolves only after `videoPage` is set.
 */
export function VideoRoute() {
  return createElement(loadedVideoPage()?.default ?? LazyVideoPage);
}

/**
 * Waits (at most `limitMs`) for what headStartPlayer started: the player's chunk, so that the
 * first render has the page itself (rendered lazily, it would suspend once and React would
 * hold it back for its 300 ms reveal throttle: bench:web saw the playlist asked for 300 ms
 * after everything it needed had arrived), and the warm stream's first frame, so that React's
 * render does not hold up hls.js on the main thread (bench:web: the variant playlist was asked
 * for 160 ms after the master arrived while the page rendered). Meanwhile only the document
 * and the warm <video> at the top show: for a link to a video, the video comes first.
 */
export function firstRenderAfter(started: Promise<unknown> | null, limitMs = PLAYER_CHUNK_WAIT_MS): Promise<void> {
  if (!started) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, limitMs);
    void started.then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** Longest wait before the first render: after it, the page renders (the lazy page and its spinner if its chunk is late). */
export const PLAYER_CHUNK_WAIT_MS = 1000;
