import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH, PHONE, REFUSE_SOUND_UNTIL_TAP } from '../scripts/browser.ts';
import { buyVipInSandbox } from '../scripts/sandboxVip.ts';

let browser: Promise<Browser> | null = null;

/** One Chromium per test file; journeys that start side by side share the one launch. */
export function launchBrowser(): Promise<Browser> {
  browser ??= chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  return browser;
}

export async function closeBrowser(): Promise<void> {
  await (await browser)?.close();
  browser = null;
}

export const appUrl = (route = '/'): string => inject('appUrl') + route;

/**
 * A fresh phone: its own storage (a new device to the server). Home opens the install
 * overlay by itself once per browser session (never on the first visit); journeys about
 * other things start as if it had been seen (`installOverlaySeen: false` for the journeys
 * about it). `refusesSoundUntilTap`: play() with sound is refused until the page has had a tap,
 * as on a phone (browser.ts REFUSE_SOUND_UNTIL_TAP); `storageState`: a device the member used before.
 */
export async function newPhone({
  installOverlaySeen = true,
  profile = PHONE,
  refusesSoundUntilTap = false,
  storageState,
}: { installOverlaySeen?: boolean; profile?: BrowserContextOptions; refusesSoundUntilTap?: boolean; storageState?: BrowserContextOptions['storageState'] } = {}): Promise<{
  context: BrowserContext;
  page: Page;
}> {
  const context = await (await launchBrowser()).newContext({ ...profile, ...(storageState ? { storageState } : {}), permissions: ['clipboard-read', 'clipboard-write'] });
  if (installOverlaySeen) await context.addInitScript(() => sessionStorage.setItem('installOverlayShown', 'true'));
  if (refusesSoundUntilTap) await context.addInitScript(REFUSE_SOUND_UNTIL_TAP);
  const page = await context.newPage();
  return { context, page };
}

export interface Phone {
  context: BrowserContext;
  page: Page;
}

/**
 * A member's phone for the tests of a file or a `describe` block: a new device, registered and
 * past the 18+ gate on `route` before them (handed to `opened`), its context closed after them.
 */
export function memberPhone(route: string, opened: (phone: Phone) => void): void {
  let phone: Phone | null = null;
  beforeAll(async () => {
    phone = await newPhone();
    await enterApp(phone.page, route);
    opened(phone);
  });
  afterAll(async () => {
    await phone?.context.close();
  });
}

/** Opens the app on a new device and passes the 18+ gate; the device registers itself. */
export async function enterApp(page: Page, route = '/'): Promise<void> {
  await page.goto(appUrl(route));
  await page.getByRole('button', { name: '我已满18岁，进入' }).click();
  await page.waitForFunction(() => localStorage.getItem('token') !== null);
}

/**
 * The demo config switches the home popup ad on: it appears 500 ms after home first opens in
 * a browser session (tab), never again in that session and never for a VIP member; close it.
 */
export async function closePopupAd(page: Page): Promise<void> {
  const close = page.getByRole('button', { name: '关闭广告' });
  await close.waitFor({ timeout: 10_000 });
  await close.click();
  await close.waitFor({ state: 'detached' });
}

/** The member the app stored for this device. */
export async function storedMember(page: Page): Promise<{ memberCode: string; memberName: string; memberPwdTemp: string; memberCion: number }> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('memberInfo') ?? 'null'));
}

export function toast(page: Page, text: string) {
  return page.getByRole('status').filter({ hasText: text }).first();
}

/** The player's word on where the video resumed (上次看到 03:12, with 从头播放). */
export const resumeNotice = (page: Page) => page.getByRole('group', { name: '播放器' }).getByRole('status').filter({ hasText: '上次看到' });

/** The paywall sheet that opens at the preview limit. */
export const paywall = (page: Page) => page.getByRole('dialog', { name: '试看结束' });

/**
 * Waits while the preview plays up to its limit and the paywall opens. When it does not, the
 * error says where the page's video stood, to tell a stalled stream from a missed limit.
 */
export async function paywallAfterPreview(page: Page, timeout = 40_000): Promise<void> {
  try {
    await paywall(page).waitFor({ timeout });
  } catch (error) {
    throw new Error(`no paywall within ${timeout} ms at ${page.url()}; ${await whereVideosStand(page)}`, { cause: error });
  }
}

/** Waits until the page's video has played past `seconds`; when it does not, the error says where it stands. */
export async function playingPast(page: Page, seconds: number, timeout = 40_000): Promise<void> {
  try {
    await page.waitForFunction((past) => (document.querySelector('video')?.currentTime ?? 0) > past, seconds, { timeout });
  } catch (error) {
    throw new Error(`not past ${seconds} s within ${timeout} ms at ${page.url()}; ${await whereVideosStand(page)}`, { cause: error });
  }
}

/**
 * Where the page's videos stand and what the player's stage says: tells a stalled stream from
 * a refused play, a missed limit or an error shown to the member.
 */
async function whereVideosStand(page: Page): Promise<string> {
  const state = await page.evaluate(() => ({
    videos: [...document.querySelectorAll('video')].map((video) => ({
      time: video.currentTime,
      paused: video.paused,
      readyState: video.readyState,
      networkState: video.networkState,
      buffered: Array.from({ length: video.buffered.length }, (_, index) => [video.buffered.start(index), video.buffered.end(index)]),
      error: video.error?.code ?? null,
      inPage: video.closest('#root') !== null,
    })),
    alerts: [...document.querySelectorAll('[role="alert"], [role="status"]')].map((node) => node.textContent?.trim()).filter(Boolean),
    stalls: window.__playback?.stalls ?? null,
  }));
  return `its videos: ${JSON.stringify(state.videos)}; shown: ${JSON.stringify(state.alerts)}; stalls: ${JSON.stringify(state.stalls)}`;
}

/** Buys VIP through the sandbox cashier (立即升级, then 支付成功) and waits until the app stores it. */
export async function becomeVip(page: Page): Promise<void> {
  await buyVipInSandbox(page, appUrl(''));
}
