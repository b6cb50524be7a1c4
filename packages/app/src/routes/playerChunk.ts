import { hasMediaSource, loadHlsLight } from '@nocturne/core';
import { createElement, type ComponentType } from 'react';
import { runtime } from '../state/runtime.ts';
import { headStartVideo } from '../state/videoHeadStart.ts';
import { paths, videoCodeFrom } from './paths.ts';
import { retryableLazy } from './retryableLazy.ts';

/**
 * The player page's chunk. Asking for it also starts hls.js (where the player will use it),
 * so the two download side by side instead of hls.js waiting for the page and its video
 * detail. Both are module imports: asking again fetches nothing.
 */
export function loadVideoPage(): Promise<VideoPageModule> {
  if (hasMediaSource()) void loadHlsLight().catch(() => undefined);
  return import('../pages/video/VideoPage.tsx').then((module) => (videoPage = module));
}

type VideoPageModule = { default: ComponentType };
let videoPage: VideoPageModule | null = null;
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
  return createElement(videoPage?.default ?? LazyVideoPage);
}

/**
 * At start, before React renders, when the app is opened on the player by a device that has
 * passed the age gate: hls.js and the video's detail and entitlement start at once (see
 * headStartVideo), the stream as soon as the detail is here (warmStart), then the page's chunk;
 * a device that cannot take the head start (no member yet) loads the page's chunk at once.
 * Statically here, not imported on demand: that import waited for React's first render and
 * cost about 150 ms (bench:web); it adds about 0.2 KB gzip to the entry. Before the gate
 * nothing starts: the gate's first paint comes first (Lighthouse).
 */
export function headStartPlayer({ pathname, search }: { pathname: string; search: string }): Promise<unknown> | null {
  if (pathname !== paths.videoinfo || !runtime().stores.ageGate.isSet()) return null;
  const code = videoCodeFrom(new URLSearchParams(search).get('id'));
  const early = code ? headStartVideo(code) : null;
  if (!early) return loadVideoPage().catch(() => undefined);
  // The stream itself starts before the page renders (warmStart.ts); failing, it leaves the page
  // to start its own. The page's code comes after the first frame: evaluating it took the main
  // thread from hls.js for 150 ms (bench:web), and the member came for the video.
  if (hasMediaSource()) void loadHlsLight().catch(() => undefined);
  return import('../pages/video/warmStart.ts')
    .then(({ warmStart }) => warmStart(early))
    .catch(() => undefined)
    .then(loadVideoPage)
    .catch(() => undefined);
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
