/**
 * Time from opening the player page to its first decoded video frame, as a registered member
 * on a phone with a cold cache: navigation start to the first requestVideoFrameCallback.
 */
import type { Browser } from 'playwright-core';
import { newPhone, registeredDevice } from './phone.ts';

const FRAME_TIMEOUT_MS = 20_000;

declare global {
  interface Window {
    __firstFrameAt?: number;
  }
}

/**
 * Runs in the page before its scripts: notes when the first <video> has decoded a frame.
 * requestVideoFrameCallback does not fire in headless Chromium without a compositor, so
 * the decoded-frame counter is polled too; whichever sees the frame first wins.
 * A string, not a function: tsx would wrap a function in helpers the page does not have.
 */
const WATCH_FIRST_FRAME = `(() => {
  const seen = (at) => { if (window.__firstFrameAt === undefined) window.__firstFrameAt = at; };
  const poll = () => {
    const video = document.querySelector('video');
    if (video && !video.dataset.benchWatched) {
      video.dataset.benchWatched = '1';
      video.requestVideoFrameCallback((now) => seen(now));
    }
    if (video && video.getVideoPlaybackQuality().totalVideoFrames > 0) seen(performance.now());
    if (window.__firstFrameAt === undefined) setTimeout(poll, 5);
  };
  poll();
})();`;

export async function firstFrameTimes(browser: Browser, url: string, runs: number): Promise<number[]> {
  const member = await registeredDevice(browser, url);
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const context = await newPhone(browser, member);
    const page = await context.newPage();
    await page.addInitScript(WATCH_FIRST_FRAME);
    await page.goto(url);
    const handle = await page.waitForFunction(() => window.__firstFrameAt, undefined, { timeout: FRAME_TIMEOUT_MS });
    times.push((await handle.jsonValue()) as number);
    await context.close();
  }
  return times;
}

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
