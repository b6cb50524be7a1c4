/**
 * Playback as a member gets it: a phone at density 3 on fast 4G, our player page
 * beside a bare hls.js page given the same signed playlist, interleaved so both see the same
 * machine load. Each run times the first decoded frame (and what was fetched before it), the
 * time to the top rendition the player's size allows, and the rebuffer ratio while playing.
 * Each pair of runs has a new VIP member, so no saved position moves the start.
 */
import { api } from '@nocturne/core';
import type { Browser } from 'playwright-core';
import { EmulatedNetwork, FAST_4G } from '../../packages/app/scripts/phoneNetwork.ts';
import { PLAYBACK_RECORDER, playbackLog, type PlaybackLog } from '../../packages/app/scripts/playbackRecorder.ts';
import { buyVipInSandbox } from '../../packages/app/scripts/sandboxVip.ts';
import { barePageUrl, WATCH_FIRST_FRAME, type Fetched } from './firstFrame.ts';
import { newPhone, registeredDevice } from './phone.ts';

const FRAME_TIMEOUT_MS = 30_000;
/** The top rendition the cap allows a 375 px player at density 2 or 3 (hls.js counts 2 device pixels a CSS pixel). */
export const CAPPED_TOP_HEIGHT = 540;

type Member = Awaited<ReturnType<typeof registeredDevice>>;

export interface PlaybackRun {
  /** Navigation start to the first decoded frame, ms. */
  firstFrameMs: number;
  waterfall: Fetched[];
  /** Navigation start to the first frame of the top rendition the cap allows; null when it never came. */
  topMs: number | null;
  /** Time stalled over time watched after the first frame (0 when only the first frame was asked for). */
  rebufferRatio: number;
  /** Each stall counted in the ratio: when it began (ms after the first frame) and how long it lasted. */
  stalls: { afterFirstFrameMs: number; ms: number }[];
}

/** The stalls within [from, to] of the page's clock, ongoing stall included, clipped to it. */
function stallsWithin(log: PlaybackLog, from: number, to: number): { start: number; end: number }[] {
  const spans = log.stalls.map((stall) => ({ start: stall.start, end: stall.end }));
  if (log.stallingSince !== null) spans.push({ start: log.stallingSince, end: log.now });
  return spans.map(({ start, end }) => ({ start: Math.max(start, from), end: Math.min(end, to) })).filter(({ start, end }) => end > start);
}

/** Opens `url` on a phone at density 3 on fast 4G (or hands it `html`); watches `watchSeconds` past the first frame. */
export async function playbackRun(browser: Browser, url: string, member: Member, watchSeconds: number, html?: string): Promise<PlaybackRun> {
  const context = await newPhone(browser, member);
  try {
    if (html !== undefined) await context.route(url, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: html }));
    const page = await context.newPage();
    await page.addInitScript(WATCH_FIRST_FRAME);
    await page.addInitScript(PLAYBACK_RECORDER);
    const network = await EmulatedNetwork.on(page, FAST_4G);
    await page.goto(url);
    const handle = await page.waitForFunction(() => window.__firstFrameAt, undefined, { timeout: FRAME_TIMEOUT_MS });
    const firstFrameMs = (await handle.jsonValue()) as number;
    const waterfall = await page.evaluate((frameAt) => {
      const entries = [performance.getEntriesByType('navigation')[0]!, ...performance.getEntriesByType('resource')] as PerformanceResourceTiming[];
      return entries
        .filter((entry) => entry.startTime <= frameAt)
        .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime, end: entry.responseEnd }));
    }, firstFrameMs);
    if (watchSeconds > 0) await page.waitForTimeout(watchSeconds * 1000);
    const log = await playbackLog(page);
    await network.detach();
    const watchedTo = Math.min(log.now, firstFrameMs + watchSeconds * 1000);
    const stalls = watchSeconds > 0 ? stallsWithin(log, firstFrameMs, watchedTo) : [];
    return {
      firstFrameMs,
      waterfall,
      topMs: log.heights.find((entry) => entry.height >= CAPPED_TOP_HEIGHT)?.at ?? null,
      rebufferRatio: watchSeconds > 0 ? stalls.reduce((sum, { start, end }) => sum + end - start, 0) / (watchedTo - firstFrameMs) : 0,
      stalls: stalls.map(({ start, end }) => ({ afterFirstFrameMs: start - firstFrameMs, ms: end - start })),
    };
  } finally {
    await context.close();
  }
}

/**
 * The signed playlist URL our player asks for first (the one the bare page is given). The
 * position the page would save on leaving is not sent: the measured run must start at 0.
 */
async function playlistUrlOf(browser: Browser, playerUrl: string, member: Member): Promise<string> {
  const context = await newPhone(browser, member);
  try {
    await context.route(`**${api.playback.path}`, (route) => route.abort());
    const page = await context.newPage();
    const playlist = page.waitForRequest((request) => new URL(request.url()).pathname.endsWith('.m3u8'), { timeout: FRAME_TIMEOUT_MS });
    await page.goto(playerUrl);
    return (await playlist).url();
  } finally {
    await context.close();
  }
}

/** A registered device that has bought VIP in the sandbox: it may play every episode to the end. */
async function vipDevice(browser: Browser, origin: string): Promise<Member> {
  const member = await registeredDevice(browser, `${origin}/mine`);
  const context = await newPhone(browser, member);
  try {
    const page = await context.newPage();
    await buyVipInSandbox(page, origin);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

export interface PlaybackRuns {
  ours: PlaybackRun[];
  bare: PlaybackRun[];
  playlistUrl: string;
}

/** `runs` pairs, interleaved (ours, bare, ours, bare, ...), each pair with a new VIP member. */
export async function playbackRuns(browser: Browser, origin: string, playerUrl: string, runs: number, watchSeconds: number): Promise<PlaybackRuns> {
  const result: PlaybackRuns = { ours: [], bare: [], playlistUrl: '' };
  for (let run = 0; run < runs; run += 1) {
    const member = await vipDevice(browser, origin);
    const playlistUrl = await playlistUrlOf(browser, playerUrl, member);
    result.playlistUrl = playlistUrl;
    result.ours.push(await playbackRun(browser, playerUrl, member, watchSeconds));
    result.bare.push(await playbackRun(browser, barePageUrl(origin, playlistUrl), member, watchSeconds));
  }
  return result;
}
