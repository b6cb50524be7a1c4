/**
 * The player page's chunk and the head start of a player link, without React: main.tsx
 * imports this (through launch.ts) before React and the app shell, so on a link to a video the
 * detail and hls.js are asked for as soon as these few modules have run, not after React DOM,
 * the router and the shell were evaluated (bench:web at density 3 on fast 4G: the detail went
 * out at 574 ms while the entry had arrived at 303 ms).
 */
import { hasMediaSource, loadHlsLight } from '@nocturne/core';
import type { ComponentType } from 'react';
import { runtime } from '../state/runtime.ts';
import { headStartVideo } from '../state/videoHeadStart.ts';
import { paths, videoCodeFrom } from './paths.ts';

export type VideoPageModule = { default: ComponentType };
let videoPage: VideoPageModule | null = null;

/** The page's module once its chunk has arrived (VideoRoute renders it directly), else null. */
export const loadedVideoPage = (): VideoPageModule | null => videoPage;

/**
 * The player page's chunk. Asking for it also starts hls.js (where the player will use it),
 * so the two download side by side instead of hls.js waiting for the page and its video
 * detail. Both are module imports: asking again fetches nothing.
 */
export function loadVideoPage(): Promise<VideoPageModule> {
  if (hasMediaSource()) void loadHlsLight().catch(() => undefined);
  return import('../pages/video/VideoPage.tsx').then((module) => (videoPage = module));
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

