/**
 * What a member feels of playback, recorded in the page from its first script on: stalls
 * (from `waiting` until the position moves again), the rendition shown (the video's height
 * at every `resize`), and how long the player's stage has been busy (加载中) without a break.
 * The journeys read it with `playbackLog` and excuse the stalls they cause themselves (a seek,
 * a forced change of quality, a network taken away) with `excuseStalls`.
 */
import type { Page } from 'playwright-core';

export interface Stall {
  /** performance.now() when it began and ended, ms. */
  start: number;
  end: number;
  /** Caused by the journey itself (excuseStalls): not counted against the player. */
  excused: boolean;
}

export interface PlaybackLog {
  stalls: Stall[];
  /** The video's height each time it changed, with when. */
  heights: { at: number; height: number }[];
  /** The longest time the stage stayed busy without a break, ms. */
  longestBusyMs: number;
  /** When the stall going on now began, or null. */
  stallingSince: number | null;
  now: number;
}

declare global {
  interface Window {
    __playback?: {
      stalls: Stall[];
      heights: { at: number; height: number }[];
      longestBusyMs: number;
      excuseUntil: number;
      stallingSince: number | null;
    };
  }
}

/**
 * Runs in the page before its scripts. A string, not a function: tsx would wrap a function
 * in helpers the page does not have. Media events do not bubble, so they are heard on the
 * document in the capture phase (the player's <video> may be made before React renders).
 */
export const PLAYBACK_RECORDER = `(() => {
  const log = { stalls: [], heights: [], longestBusyMs: 0, excuseUntil: 0, stallingSince: null };
  window.__playback = log;
  let stall = null;
  let busySince = null;
  const now = () => performance.now();
  const hear = (type, listener) => document.addEventListener(type, (event) => {
    if (event.target instanceof HTMLVideoElement) listener(event.target);
  }, true);
  const endStall = () => {
    if (stall === null) return;
    log.stalls.push({ start: stall.start, end: now(), excused: stall.start <= log.excuseUntil });
    stall = null;
    log.stallingSince = null;
  };
  hear('waiting', (video) => {
    if (stall !== null) return;
    stall = { start: now(), position: video.currentTime };
    log.stallingSince = stall.start;
  });
  hear('playing', endStall);
  hear('timeupdate', (video) => {
    if (stall !== null && !video.paused && video.currentTime > stall.position + 0.05) endStall();
  });
  hear('resize', (video) => log.heights.push({ at: now(), height: video.videoHeight }));
  setInterval(() => {
    const busy = document.querySelector('[aria-busy="true"]') !== null;
    if (!busy) busySince = null;
    else {
      busySince ??= now();
      log.longestBusyMs = Math.max(log.longestBusyMs, now() - busySince);
    }
  }, 100);
})();`;

/** Installs the recorder on every page the context opens from now on. */
export async function recordPlayback(page: Page): Promise<void> {
  await page.addInitScript(PLAYBACK_RECORDER);
}

/** Stalls that begin within the next `ms` are the journey's doing (a seek, a forced switch, a dropped network). */
export async function excuseStalls(page: Page, ms: number): Promise<void> {
  await page.evaluate((span) => {
    window.__playback!.excuseUntil = Math.max(window.__playback!.excuseUntil, performance.now() + span);
  }, ms);
}

export async function playbackLog(page: Page): Promise<PlaybackLog> {
  return page.evaluate(() => {
    const log = window.__playback!;
    return { stalls: log.stalls, heights: log.heights, longestBusyMs: log.longestBusyMs, stallingSince: log.stallingSince, now: performance.now() };
  });
}

/** The longest stall the player is answerable for, ms. */
export const longestStallMs = (log: PlaybackLog): number => Math.max(0, ...log.stalls.filter((stall) => !stall.excused).map((stall) => stall.end - stall.start));
