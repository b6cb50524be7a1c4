/**
 * Playback as members get it: a phone at density 3 and at density 2, on fast 4G, a
 * slow network and a network that drops for 5 s. On each, a member plays the preview to the
 * paywall, then as a VIP plays 30 s of one episode while hls.js adapts on its own and the member
 * picks renditions from the menu, seeks forward and back, leaves and comes back to the saved
 * position, and switches episode. Then the stream with an audio hole (what every demo stream
 * was): the player plays through it or gets out of it by itself.
 *
 * What is pinned: on fast 4G no stall the player is answerable for lasts over 1 s; after the
 * network comes back, playback moves again within 3 s; the stage is never busy (加载中) for
 * over 3 s; every demo rendition passes the media check.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, test } from 'vitest';
import { checkLadder } from '../../server/src/media/mediaCheck.ts';
import { mediaFolder } from '../../server/src/media/library.ts';
import { DEMO_LADDER, demoSeedOf } from '../../server/src/seed/demoMedia.ts';
import { decryptLadder } from '../../server/src/media/keys/encryptLadder.ts';
import { DEMO_STREAMS } from '../../server/src/seed/demoData.ts';
import { loadConfig } from '../../server/src/config.ts';
import { PHONE, PHONE_DENSITY_2 } from '../scripts/browser.ts';
import { DROP_MS, EmulatedNetwork, FAST_4G, FLAKY, NETWORKS, POOR, SLOW, type NetworkProfile } from '../scripts/phoneNetwork.ts';
import { appUrl, becomeVip, closeBrowser, enterApp, newPhone, paywallAfterPreview, playingPast } from './phone.ts';
import { excuseStalls, longestStallMs, playbackLog, recordPlayback } from '../scripts/playbackRecorder.ts';
import { chooseQuality, doubleTap, seekBar } from './playerMoves.ts';

/** Video 1 (two episodes, a 16 s stream): its preview. Video 4: a 60 s stream, then a second episode. */
const PREVIEW_VIDEO = '/videoinfo?id=1';
const VIP_VIDEO = '/videoinfo?id=4';
/** docs/product.md: a stall a member notices. On fast 4G the player must never leave one this long. */
const LONGEST_STALL_ON_FAST_MS = 1000;
/** Back online, playback moves again within this. */
const RECOVERY_MS = 3000;
/**
 * Out of an audio hole: within 3 s. The element holds no media at the position
 * though a fragment arrived, so the watchdog skips to that fragment's end 0.5 s into the
 * stall (core stallWatchdog.ts, `skip-hole`); hls.js's media recovery and a reload follow only
 * if that does not get it moving.
 */
const HOLE_RECOVERY_MS = 3000;
/** The stage may show 加载中 this long at most, ever: a slow network's start (300 ms a round trip, 1.6 Mbit/s) takes longer. */
const LONGEST_BUSY_MS: Record<string, number> = { [FAST_4G.name]: 3000, [FLAKY.name]: 3000, [SLOW.name]: 8000 };
/** A VIP plays this much of one episode. */
const VIP_PLAY_SECONDS = 30;
/** The top rendition the player's size allows at density 2 and 3 (the cap counts 2 device pixels a CSS pixel). */
const CAPPED_TOP_HEIGHT = 540;

const PROFILES = [
  { name: 'density 3', options: PHONE },
  { name: 'density 2', options: PHONE_DENSITY_2 },
];

const video = (page: Page) =>
  page.evaluate(() => {
    const element = document.querySelector('video')!;
    let played = 0;
    for (let i = 0; i < element.played.length; i += 1) played += element.played.end(i) - element.played.start(i);
    const buffered = element.buffered.length ? element.buffered.end(element.buffered.length - 1) : 0;
    return { time: element.currentTime, duration: element.duration, height: element.videoHeight, paused: element.paused, played, buffered };
  });

async function heightBecomes(page: Page, test: (height: number) => boolean, what: string, timeout: number): Promise<void> {
  const started = Date.now();
  for (;;) {
    const { height } = await video(page);
    if (test(height)) return;
    if (Date.now() - started > timeout) throw new Error(`${what}: the video stayed at ${height} lines for ${timeout} ms`);
    await page.waitForTimeout(200);
  }
}

/** Waits until the position has moved past `from`; answers how long that took, ms. */
async function movesPast(page: Page, from: number, timeout: number): Promise<number> {
  const started = Date.now();
  await page.waitForFunction((position) => (document.querySelector('video')?.currentTime ?? 0) > position + 0.2, from, { timeout });
  return Date.now() - started;
}

async function playedAtLeast(page: Page, seconds: number, timeout: number): Promise<void> {
  await page.waitForFunction(
    (wanted) => {
      const element = document.querySelector('video');
      if (!element) return false;
      let played = 0;
      for (let i = 0; i < element.played.length; i += 1) played += element.played.end(i) - element.played.start(i);
      return played >= wanted;
    },
    seconds,
    { timeout },
  );
}

/** The network drops while the member seeks past what is buffered; answers how long playback took to move once it was back. */
async function dropWhileSeeking(page: Page, network: EmulatedNetwork): Promise<number> {
  const { buffered, duration } = await video(page);
  await excuseStalls(page, DROP_MS + RECOVERY_MS);
  await network.offline();
  // A tap on the seek bar a few seconds past the buffered end: only the network can fill it.
  const box = (await seekBar(page).boundingBox())!;
  const target = Math.min(buffered + 4, duration - 25);
  await seekBar(page).click({ position: { x: (box.width * target) / duration, y: box.height / 2 } });
  await page.waitForTimeout(DROP_MS);
  const { time } = await video(page);
  await network.set(FLAKY);
  return movesPast(page, time, 20_000);
}

/** The renditions of the segments the page asked for, in order: what hls.js chose to fetch. */
function fetchedRenditions(page: Page): string[] {
  const fetched: string[] = [];
  page.on('request', (request) => {
    // An encrypted ladder's public segment (/media/files/<dir>/<rendition>/seg000.ts), or a plain
    // ladder's signed one (/media/seg/<episode>/<rendition>/...: the holed fixture).
    const rendition = /\/media\/(?:files\/[^/]+|seg\/\d+)\/(\d+p)\/[^/]+\.ts$/.exec(new URL(request.url()).pathname)?.[1];
    if (rendition) fetched.push(rendition);
  });
  return fetched;
}

async function fetches(fetched: readonly string[], rendition: string, what: string, timeout: number, after = fetched.length): Promise<void> {
  const started = Date.now();
  while (!fetched.slice(after).includes(rendition)) {
    if (Date.now() - started > timeout) throw new Error(`${what}: no ${rendition} segment in ${timeout} ms (fetched ${fetched.slice(after).join(' ')})`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function journey(page: Page, network: EmulatedNetwork, profile: NetworkProfile): Promise<void> {
  const fast = profile !== SLOW;
  const fetched = fetchedRenditions(page);

  // The preview, to the paywall.
  await page.goto(appUrl(PREVIEW_VIDEO));
  await paywallAfterPreview(page, 60_000);

  // A VIP plays one episode.
  await becomeVip(page);
  await page.goto(appUrl(VIP_VIDEO));
  await playingPast(page, 0.3, 60_000);

  if (fast) {
    // hls.js climbs on its own from the lowest rendition to the top the player's size allows.
    await heightBecomes(page, (height) => height >= CAPPED_TOP_HEIGHT, 'automatic switch up', 20_000);
  }
  if (profile === FAST_4G) {
    // The cell gets poor for a while: hls.js steps down on its own (what it fetches: the
    // picture follows when playback reaches it, up to 30 s of buffer later), then up again.
    await excuseStalls(page, 30_000);
    const before = fetched.length;
    await network.set(POOR);
    await fetches(fetched, '360p', 'automatic switch down', 30_000, before);
    await network.set(FAST_4G);
    await fetches(fetched, `${CAPPED_TOP_HEIGHT}p`, 'automatic switch up again', 30_000);
  }
  if (profile === FLAKY) {
    const back = await dropWhileSeeking(page, network);
    expect(back, `playback moved ${back} ms after the network came back`).toBeLessThanOrEqual(RECOVERY_MS);
  }

  // The member picks renditions: down to the lowest, up to the top, then back to 自动.
  await excuseStalls(page, 8000);
  await chooseQuality(page, '360P');
  await heightBecomes(page, (height) => height === 360, 'menu 360P', 20_000);
  await excuseStalls(page, 8000);
  await chooseQuality(page, `${CAPPED_TOP_HEIGHT}P`);
  await heightBecomes(page, (height) => height === CAPPED_TOP_HEIGHT, `menu ${CAPPED_TOP_HEIGHT}P`, 30_000);
  await chooseQuality(page, 'auto');

  // Forward and back by double taps.
  const before = (await video(page)).time;
  await excuseStalls(page, 4000);
  await doubleTap(page, 'right');
  await page.waitForFunction((from) => (document.querySelector('video')?.currentTime ?? 0) > from + 8, before, { timeout: 20_000 });
  await excuseStalls(page, 4000);
  await doubleTap(page, 'left');
  await page.waitForFunction((from) => (document.querySelector('video')?.currentTime ?? 99) < from + 6, before + 10, { timeout: 20_000 });

  await playedAtLeast(page, VIP_PLAY_SECONDS, 90_000);
  const log = await playbackLog(page);
  if (profile === FAST_4G) {
    expect(longestStallMs(log), `stalls on fast 4G: ${JSON.stringify(log.stalls)}`).toBeLessThanOrEqual(LONGEST_STALL_ON_FAST_MS);
  }
  expect(log.longestBusyMs).toBeLessThanOrEqual(LONGEST_BUSY_MS[profile.name]!);
  expect(new Set(log.heights.map((entry) => entry.height)).size).toBeGreaterThanOrEqual(2);

  // Leaving saves the position; coming back resumes there.
  const left = (await video(page)).time;
  await page.goto(appUrl('/mine'));
  await page.goto(appUrl(VIP_VIDEO));
  await playingPast(page, 0.2, 60_000);
  const resumed = (await video(page)).time;
  expect(resumed).toBeGreaterThan(left - 8);
  expect(resumed).toBeLessThan(left + 8);

  // The next episode, from its start.
  await excuseStalls(page, 6000);
  await page.getByRole('button', { name: '选集' }).click();
  await page.getByRole('dialog', { name: '选集' }).getByRole('button', { name: '第2集' }).click();
  await page.waitForFunction(
    () => {
      const element = document.querySelector('video');
      return element !== null && element.currentTime > 0.3 && element.currentTime < 8 && element.duration < 30;
    },
    undefined,
    { timeout: 60_000 },
  );
  expect((await playbackLog(page)).longestBusyMs).toBeLessThanOrEqual(LONGEST_BUSY_MS[profile.name]!);
}

afterAll(closeBrowser);

/** Every phone with every network, the slow ones first so the last pair to run is a short one. */
const JOURNEYS = [SLOW, ...NETWORKS.filter((network) => network !== SLOW)].flatMap((network) =>
  PROFILES.map((phone) => ({ phone, network, name: `${phone.name} on ${network.name}` })),
);

// Two members at a time (the e2e project's maxConcurrency): each in a browser context of its
// own with its own emulated network, as two phones on one server would be. Playback runs at
// the clock's pace, so the pairs halve the suite's time; the stall bounds hold for each.
describe.concurrent('a phone at each density on each network', () => {
  test.each(JOURNEYS)(
    '$name: the preview, 30 s as VIP with switches up and down, seeks, resume and the next episode',
    async ({ phone, network: profile }) => {
      const { context, page } = await newPhone({ profile: phone.options });
      try {
        await recordPlayback(page);
        await enterApp(page, '/mine');
        const network = await EmulatedNetwork.on(page, profile);
        await journey(page, network, profile);
        await network.detach();
      } finally {
        await context.close();
      }
    },
    240_000,
  );
});

describe('a stream with an audio hole (as an older demo generator made them)', () => {
  test('the player gets out of it on its own (within 3 s) and plays the preview to its end (density 3, fast 4G)', async () => {
    const holed = inject('holedVideo');
    expect(holed).toBeGreaterThan(0);
    const { context, page } = await newPhone({ profile: PHONE });
    try {
      await recordPlayback(page);
      await enterApp(page, '/mine');
      const network = await EmulatedNetwork.on(page, FAST_4G);
      await page.goto(appUrl(`/videoinfo?id=${holed}`));
      // hls.js 1.7 stays at 0 with 0.02 s buffered on it for good; the watchdog (core
      // stallWatchdog.ts) gets it out. The stall runs from the element's \`waiting\` until it moves.
      await playingPast(page, 1, 20_000);
      await paywallAfterPreview(page, 30_000);
      const log = await playbackLog(page);
      expect(longestStallMs(log), `stalls: ${JSON.stringify(log.stalls)}`).toBeLessThanOrEqual(HOLE_RECOVERY_MS);
      await network.detach();
    } finally {
      await context.close();
    }
  }, 120_000);
});

describe('the demo media members see', () => {
  // Against a server of one's own (NOCTURNE_URL) its folder is not known here.
  test.skipIf(!inject('dataDir'))('every rendition of every demo stream passes the media check', async () => {
    // The e2e server's media: put into its store from the same cache entry `npm start` uses,
    // encrypted (HLS AES-128); the check reads the plain packets, so each is decrypted aside.
    const config = loadConfig({ DATA_DIR: inject('dataDir') });
    const aside = mkdtempSync(path.join(tmpdir(), 'nocturne-demo-check-'));
    try {
      for (const stream of DEMO_STREAMS) {
        const plain = path.join(aside, stream.dir);
        cpSync(mediaFolder(config, stream.dir), plain, { recursive: true });
        await decryptLadder(plain, await demoSeedOf(stream.dir));
        await expect(checkLadder(plain, DEMO_LADDER.map((rendition) => rendition.name), true)).resolves.toBeUndefined();
      }
    } finally {
      rmSync(aside, { recursive: true, force: true });
    }
  }, 60_000);
});
