/**
 * A link opened cold: a phone that has never opened the app (no member, no cache) follows a
 * link to a video at density 3 on fast 4G. The age gate shows first; the figure is from the
 * member's tap on 我已满18岁，进入 to the first decoded frame, what a member waits through
 * (the device registers itself, then the detail, hls.js and the stream; no head start without
 * a member). The tap is also the page's tap, so the phone allows sound.
 */
import { zhCN } from '@nocturne/core';
import type { Browser } from 'playwright-core';
import { REFUSE_SOUND_UNTIL_TAP } from '../../packages/app/scripts/browser.ts';
import { EmulatedNetwork, FAST_4G } from '../../packages/app/scripts/phoneNetwork.ts';
import { WATCH_FIRST_FRAME } from './firstFrame.ts';
import { newPhone } from './phone.ts';

const FRAME_TIMEOUT_MS = 30_000;

/** Notes when the page was first touched (performance.now). A string, as WATCH_FIRST_FRAME is. */
const WATCH_TAP = `(() => {
  window.addEventListener('pointerdown', () => { if (window.__tapAt === undefined) window.__tapAt = performance.now(); }, { capture: true });
})();`;

declare global {
  interface Window {
    __tapAt?: number;
  }
}

/** ms from the tap on the age gate to the first frame, one cold phone a run. */
export async function coldLinkRuns(browser: Browser, playerUrl: string, runs: number): Promise<number[]> {
  const figures: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const context = await newPhone(browser);
    try {
      await context.addInitScript(REFUSE_SOUND_UNTIL_TAP);
      const page = await context.newPage();
      await page.addInitScript(WATCH_FIRST_FRAME);
      await page.addInitScript(WATCH_TAP);
      const network = await EmulatedNetwork.on(page, FAST_4G);
      await page.goto(playerUrl);
      await page.getByRole('button', { name: zhCN.ageGate.enter }).click();
      const frameAt = (await (await page.waitForFunction(() => window.__firstFrameAt, undefined, { timeout: FRAME_TIMEOUT_MS })).jsonValue()) as number;
      const tapAt = (await page.evaluate(() => window.__tapAt)) ?? Number.NaN;
      figures.push(frameAt - tapAt);
      await network.detach();
    } finally {
      await context.close();
    }
  }
  return figures;
}
