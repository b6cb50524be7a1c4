/**
 * 离线缓存 as members do it, on the real build, as a phone at density 3: a VIP downloads an
 * episode on fast 4G and plays it with the network cut; a download closed half-way picks up
 * only what is missing; a full phone stops it with a sentence; an ended licence and an ended
 * VIP take it away; and a member without VIP is offered VIP, never a download.
 */
import type { BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, describe, expect, inject, test } from 'vitest';
import { zhCNOffline } from '@nocturne/core';
import { EmulatedNetwork, FAST_4G, SLOW } from '../scripts/phoneNetwork.ts';
import { appUrl, becomeVip, closeBrowser, closePopupAd, enterApp, newPhone, storedMember, toast } from './phone.ts';
import { doubleTap } from './playerMoves.ts';
import { endVipOnServer } from './serverControl.ts';

afterAll(closeBrowser);

/** Video 1: a 16 s stream; video 4: the 60 s demo stream (30 segments a rendition). */
const SHORT_VIDEO = 1;
const LONG_VIDEO = 4;
const DOWNLOAD_TIMEOUT_MS = 90_000;

const downloadButton = (page: Page) => page.getByRole('button', { name: /^(缓存|等待缓存|缓存中|已暂停|已缓存|已过期|缓存失败|空间不足)/ });
const offlineRows = (page: Page) => page.locator('article[data-status]');

async function vipPhone(): Promise<{ context: BrowserContext; page: Page; network: EmulatedNetwork }> {
  const { context, page } = await newPhone();
  await enterApp(page);
  await closePopupAd(page);
  await becomeVip(page);
  return { context, page, network: await EmulatedNetwork.on(page, FAST_4G) };
}

/** On the video page: 缓存, then the lowest quality of the sheet. */
async function startDownload(page: Page, video: number): Promise<void> {
  await page.goto(appUrl(`/videoinfo?id=${video}`));
  await downloadButton(page).filter({ hasText: '缓存' }).first().click();
  const sheet = page.getByRole('dialog', { name: zhCNOffline.pickQuality });
  await sheet.getByRole('button', { name: /360p/ }).click();
}

async function downloaded(page: Page): Promise<void> {
  await page.getByRole('button', { name: zhCNOffline.status.done }).waitFor({ timeout: DOWNLOAD_TIMEOUT_MS });
}

/** Waits until the offline copy (service worker) controls the page. */
async function offlineCopyReady(page: Page): Promise<void> {
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });
}

/** What the device's 离线缓存 store holds: each download's state, its segments stored and in all. */
function storedDownloads(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ state: string; stored: number; segments: number }[]>((resolve, reject) => {
        const opening = indexedDB.open('nocturne-offline');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const all = opening.result.transaction('downloads').objectStore('downloads').getAll();
          all.onsuccess = () =>
            resolve(
              (all.result as { state: string; segmentBytes: (number | null)[]; playlist: { segments: unknown[] } | null }[]).map((record) => ({
                state: record.state,
                stored: record.segmentBytes.filter((bytes) => bytes !== null).length,
                segments: record.playlist?.segments.length ?? 0,
              })),
            );
        };
      }),
  );
}

/** Of the stored segments, how many are plain MPEG-TS (a 0x47 sync byte every 188 bytes). */
function storedSegmentsReadableAsTs(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ segments: number; mpegTs: number }>((resolve, reject) => {
        const opening = indexedDB.open('nocturne-offline');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const all = opening.result.transaction('segments').objectStore('segments').getAll();
          all.onsuccess = () => {
            const segments = all.result as ArrayBuffer[];
            const isTs = (bytes: Uint8Array) => bytes.length >= 188 * 4 && [0, 1, 2, 3].every((packet) => bytes[packet * 188] === 0x47);
            resolve({ segments: segments.length, mpegTs: segments.filter((segment) => isTs(new Uint8Array(segment))).length });
          };
        };
      }),
  );
}

/**
 * Every request the page starts from now on that reaches for the network: one the offline copy
 * (the service worker) does not answer, failed or not.
 */
function networkRequests(page: Page): () => string[] {
  const started = new Set<Request>();
  const seen: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith('data:') && !request.url().startsWith('blob:')) started.add(request);
  });
  page.on('requestfinished', (request) => {
    if (started.has(request)) void request.response().then((response) => response?.fromServiceWorker() || seen.push(request.url()));
  });
  page.on('requestfailed', (request) => {
    if (started.has(request)) seen.push(request.url());
  });
  return () => [...seen];
}

const videoTime = (page: Page) => page.evaluate(() => document.querySelector<HTMLVideoElement>('#root video')?.currentTime ?? -1);

describe('a VIP takes an episode along', () => {
  test('downloaded on fast 4G, it plays with the network cut: from the shell, seeking, keeping its place, with no request reaching for the network', async () => {
    const { context, page } = await vipPhone();
    try {
      await startDownload(page, LONG_VIDEO);
      await downloaded(page);
      const [record] = await storedDownloads(page);
      expect(record).toMatchObject({ state: 'done' });
      expect(record!.stored).toBe(record!.segments);
      // Stored as served: AES-128 ciphertext, never a file that plays as MPEG-TS.
      const stored = await storedSegmentsReadableAsTs(page);
      expect(stored.segments).toBe(record!.segments);
      expect(stored.mpegTs).toBe(0);

      await offlineCopyReady(page);
      await context.setOffline(true);
      await page.goto(appUrl('/offline'));
      const row = offlineRows(page).first();
      await row.waitFor();
      expect(await row.getAttribute('data-status')).toBe('done');
      await page.waitForLoadState('networkidle');
      const requests = networkRequests(page);
      await row.getByRole('button', { name: new RegExp(zhCNOffline.play) }).click();
      await page.waitForFunction(() => (document.querySelector<HTMLVideoElement>('#root video')?.currentTime ?? 0) > 1, undefined, { timeout: 30_000 });
      await doubleTap(page, 'right');
      await page.waitForFunction(() => (document.querySelector<HTMLVideoElement>('#root video')?.currentTime ?? 0) > 10, undefined, { timeout: 15_000 });
      expect(requests()).toEqual([]);

      // The place is kept: back on the list and playing again starts there.
      const kept = await videoTime(page);
      await page.getByRole('button', { name: '返回' }).first().click();
      await page.goto(appUrl('/offline'));
      await offlineRows(page).first().waitFor();
      // What the app asks for as it starts (its config, the member) fails offline and is not the episode's.
      await page.waitForLoadState('networkidle');
      const playingAgain = networkRequests(page);
      await offlineRows(page).first().getByRole('button', { name: new RegExp(zhCNOffline.play) }).click();
      await page.waitForFunction(() => (document.querySelector<HTMLVideoElement>('#root video')?.readyState ?? 0) >= 2, undefined, { timeout: 30_000 });
      expect(await videoTime(page)).toBeGreaterThanOrEqual(Math.floor(kept) - 1);
      expect(playingAgain()).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('closed half-way, the download picks up where it stopped and fetches only the missing segments', async () => {
    const { context, page, network } = await vipPhone();
    try {
      await network.set(SLOW);
      await startDownload(page, LONG_VIDEO);
      await page.waitForFunction(
        () => {
          const label = [...document.querySelectorAll('button')].map((button) => button.textContent ?? '').find((text) => text.startsWith('缓存中'));
          return label !== undefined && Number(/(\d+)%/.exec(label)?.[1] ?? 0) >= 25;
        },
        undefined,
        { timeout: DOWNLOAD_TIMEOUT_MS },
      );
      await page.close();

      const again = await context.newPage();
      await EmulatedNetwork.on(again, FAST_4G);
      await again.goto(appUrl('/offline'));
      await offlineRows(again).first().waitFor();
      const [cut] = await storedDownloads(again);
      expect(cut!.state).toBe('paused');
      expect(cut!.stored).toBeGreaterThan(0);
      expect(cut!.stored).toBeLessThan(cut!.segments);
      const segmentsFetched: string[] = [];
      again.on('request', (request) => {
        if (request.url().includes('/media/files/')) segmentsFetched.push(request.url());
      });
      await offlineRows(again).first().getByRole('button', { name: new RegExp(`^${zhCNOffline.resume}`) }).click();
      await again.locator('article[data-status="done"]').waitFor({ timeout: DOWNLOAD_TIMEOUT_MS });
      const [done] = await storedDownloads(again);
      expect(done).toMatchObject({ state: 'done', stored: cut!.segments });
      expect(segmentsFetched).toHaveLength(cut!.segments - cut!.stored);
    } finally {
      await context.close();
    }
  });

  test('on a full phone the download stops and says why, keeps nothing as done, and goes on once there is room', async () => {
    const { context, page } = await vipPhone();
    try {
      const origin = new URL(appUrl('/')).origin;
      const cdp = await context.newCDPSession(page);
      // Chromium refuses IndexedDB writes against a quota this small (its estimate() still says 10 GB).
      const usage = await page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0);
      await cdp.send('Storage.overrideQuotaForOrigin', { origin, quotaSize: usage + 600_000 });
      await startDownload(page, SHORT_VIDEO);
      await toast(page, zhCNOffline.noSpaceSentence).waitFor();
      await page.getByRole('button', { name: zhCNOffline.status.noSpace }).waitFor();
      expect(await storedDownloads(page)).toEqual([]);

      // Room again (the override lifted): 空间不足 is tapped, and the download goes on to the end.
      await cdp.send('Storage.overrideQuotaForOrigin', { origin });
      await page.getByRole('button', { name: zhCNOffline.status.noSpace }).click();
      await downloaded(page);
      expect((await storedDownloads(page)).map((record) => record.state)).toEqual(['done']);
    } finally {
      await context.close();
    }
  });

  test('past the licence end the episode is refused with a sentence', async () => {
    const { context, page } = await vipPhone();
    try {
      await startDownload(page, SHORT_VIDEO);
      await downloaded(page);
      // Eight days on (the licence lasts seven): the phone's clock, as the member would find it.
      await page.clock.install({ time: Date.now() + 8 * 86_400_000 });
      await page.goto(appUrl('/offline'));
      await page.getByText(zhCNOffline.expiredSentence).waitFor();
      expect(await offlineRows(page).first().getAttribute('data-status')).toBe('expired');
      expect(await offlineRows(page).first().getByRole('button', { name: new RegExp(zhCNOffline.play) }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  test('once VIP has ended on the server, the next start online deletes the download and says why', async () => {
    const { context, page } = await vipPhone();
    try {
      await startDownload(page, SHORT_VIDEO);
      await downloaded(page);
      await endVipOnServer(inject('controlUrl'), (await storedMember(page)).memberCode);
      await page.goto(appUrl('/offline'));
      await toast(page, zhCNOffline.refusal.vipEnded).waitFor();
      await page.getByText(zhCNOffline.empty).waitFor();
      expect(await storedDownloads(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

test('a member without VIP is offered VIP, never a download', async () => {
  const { context, page } = await newPhone();
  try {
    await enterApp(page, `/videoinfo?id=${SHORT_VIDEO}`);
    const licenceCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/offline/')) licenceCalls.push(request.url());
    });
    await downloadButton(page).first().click();
    const offer = page.getByRole('alertdialog');
    await offer.getByText(zhCNOffline.vipOnly).waitFor();
    await offer.getByRole('button', { name: zhCNOffline.openVip }).click();
    await page.waitForURL(/\/vip$/);
    expect(licenceCalls).toEqual([]);
    expect(await page.getByRole('dialog', { name: zhCNOffline.pickQuality }).count()).toBe(0);
  } finally {
    await context.close();
  }
});
