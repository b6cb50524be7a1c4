import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { appUrl, becomeVip, closeBrowser, memberPhone, paywall, paywallAfterPreview, playingPast, resumeNotice } from './phone.ts';
import { doubleTap, seekBar, showControls } from './playerMoves.ts';

// The demo catalogue: video 1 has two episodes, video 3 one; the preview is 10 seconds
// (config shikan) and the demo streams are a 360p, 540p and 720p ladder with seek thumbnails.
const TWO_EPISODES = '/videoinfo?id=1';
const ONE_EPISODE = '/videoinfo?id=3';
const PREVIEW_SECONDS = 10;
const slider = seekBar;
const media = (page: Page) =>
  page.evaluate(() => {
    const video = document.querySelector('video')!;
    return { time: video.currentTime, duration: video.duration, height: video.videoHeight, rate: video.playbackRate, paused: video.paused };
  });

/** Plays to the end: End on the focused seek bar, the way a keyboard member would. */
async function seekToEnd(page: Page): Promise<void> {
  await slider(page).focus();
  await page.keyboard.press('End');
}

describe('a member without VIP watches the preview', () => {
  let page: Page;

  memberPhone('/mine', (phone) => ({ page } = phone));

  test('opened by its link, the stream starts before the page and the page takes it over: one <video>, each playlist asked once', async () => {
    const playlists: string[] = [];
    const noteRequest = (request: { url: () => string }) => {
      if (new URL(request.url()).pathname.endsWith('.m3u8')) playlists.push(request.url());
    };
    page.on('request', noteRequest);
    await page.goto(appUrl(ONE_EPISODE));
    await playingPast(page, 0.5);
    page.off('request', noteRequest);

    // The master playlist was asked for before the page's own code (warmStart.ts).
    const started = await page.evaluate(() => {
      const resources = performance.getEntriesByType('resource').map((entry) => ({ path: new URL(entry.name).pathname, at: entry.startTime }));
      const at = (pattern: RegExp) => resources.find((entry) => pattern.test(entry.path))?.at ?? Number.POSITIVE_INFINITY;
      return { playlist: at(/\.m3u8$/), page: at(/\/VideoPage-[^/]*\.js$/) };
    });
    expect(started.playlist).toBeLessThan(started.page);
    // ... and that very stream plays in the player's stage: no second <video>, no second start.
    expect(await page.locator('video').count()).toBe(1);
    expect(await page.locator('video').evaluate((video) => getComputedStyle(video).position)).not.toBe('fixed');
    expect(await page.locator('#root video').count()).toBe(1);
    expect(playlists.length).toBeGreaterThanOrEqual(2);
    expect(new Set(playlists).size).toBe(playlists.length);
  });

  test('the real length with the limit marked, a thumbnail while dragging, double taps, the paywall at the limit', async () => {
    await page.goto(appUrl(TWO_EPISODES));
    await playingPast(page, 0.5);

    // The stream is cut at the preview, yet the clock shows the episode's real length (not 0:10).
    const length = Number(await slider(page).getAttribute('aria-valuemax'));
    expect((await media(page)).duration).toBeLessThan(PREVIEW_SECONDS + 3);
    expect(length).toBeGreaterThan(PREVIEW_SECONDS + 3);
    await showControls(page);
    const clock = `${String(Math.floor(length / 60)).padStart(2, '0')}:${String(Math.round(length) % 60).padStart(2, '0')}`;
    await expect.poll(() => page.getByText(new RegExp(`/ ${clock}$`)).count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('试看至00:10').count()).toBe(1);

    // Dragging the seek bar within the preview shows that moment's frame from the sprite.
    await showControls(page);
    const bar = (await slider(page).boundingBox())!;
    await page.mouse.move(bar.x + bar.width * 0.1, bar.y + bar.height / 2);
    await page.mouse.down();
    await page.mouse.move(bar.x + bar.width * 0.3, bar.y + bar.height / 2, { steps: 4 });
    const thumbnail = page.getByTestId('seek-thumbnail');
    await thumbnail.waitFor();
    expect(await thumbnail.evaluate((element) => getComputedStyle(element).backgroundImage)).toMatch(/\.jpg/);
    await page.mouse.up();
    await expect.poll(async () => (await media(page)).time).toBeGreaterThan(length * 0.3 - 1.5);

    // Double tap left: back 10 s (to the start here). Double tap right: forward 10 s, which
    // is past the preview: held at the limit with the paywall.
    await doubleTap(page, 'left');
    await expect.poll(async () => (await media(page)).time).toBeLessThan(2);
    await doubleTap(page, 'right');
    await paywall(page).waitFor();
    const held = await media(page);
    expect(held.time).toBeCloseTo(PREVIEW_SECONDS, 0);
    expect(held.paused).toBe(true);
  });

  test('a used-up preview starts over when the member comes back, and the paywall comes again at the limit', async () => {
    // Where the last test left: paused at the limit (the position saved on leaving is 0:10).
    await paywall(page).getByRole('button', { name: '取消' }).click();
    await page.goto(appUrl('/mine'));
    await page.goto(appUrl(TWO_EPISODES));
    await playingPast(page, 0.2);
    // Before the fix it sat at 0:10/0:10 with no paywall.
    expect((await media(page)).time).toBeLessThan(PREVIEW_SECONDS - 4);
    await paywallAfterPreview(page);
    expect((await media(page)).time).toBeCloseTo(PREVIEW_SECONDS, 0);
  });
});

describe('a VIP member watches whole episodes', () => {
  let page: Page;

  memberPhone('/mine', (phone) => ({ page } = phone));
  beforeAll(async () => {
    await becomeVip(page);
  });
  afterAll(closeBrowser);

  test('switches quality and speed, double-taps forward, and the next episode follows after a countdown', async () => {
    await page.goto(appUrl(TWO_EPISODES));
    await playingPast(page, 0.5);

    await showControls(page);
    await page.getByRole('button', { name: /^倍速/ }).click();
    await page.getByRole('menuitemradio', { name: '1.5x' }).click();
    expect((await media(page)).rate).toBe(1.5);
    await expect.poll(() => page.getByRole('button', { name: '倍速 1.5x' }).count()).toBe(1);

    await showControls(page);
    await page.getByRole('button', { name: /^清晰度/ }).click();
    const menu = page.getByRole('menu', { name: '清晰度' });
    // 自动 names the rendition it chose; the ladder's renditions follow.
    await expect.poll(() => menu.getByRole('menuitemradio').first().textContent()).toMatch(/^自动\(\d+P\)$/);
    await menu.getByRole('menuitemradio', { name: '720P' }).click();
    await page.waitForFunction(() => document.querySelector('video')?.videoHeight === 720, undefined, { timeout: 20_000 });

    const before = (await media(page)).time;
    await doubleTap(page, 'right');
    await expect.poll(async () => (await media(page)).time).toBeGreaterThan(before + 8);
    expect(await paywall(page).count()).toBe(0);

    await seekToEnd(page);
    const card = page.getByRole('region', { name: '即将播放下一集' });
    await card.waitFor({ timeout: 20_000 });
    expect(await card.textContent()).toContain('第2集');
    await card.getByRole('button', { name: '立即播放' }).click();
    await card.waitFor({ state: 'detached' });
    await page.waitForFunction(() => {
      const video = document.querySelector('video');
      return video !== null && !video.ended && video.currentTime > 0.3 && video.currentTime < 6;
    }, undefined, { timeout: 40_000 });
  });

  test('opened where the member left off, the player says so under its back button, over no action of the page; 从头播放 starts over', async () => {
    await page.goto(appUrl(ONE_EPISODE));
    await playingPast(page, 4);
    await page.goto(appUrl('/mine'));
    await page.goto(appUrl(ONE_EPISODE));
    const notice = resumeNotice(page);
    await notice.waitFor();
    await playingPast(page, 4);
    const box = (await notice.boundingBox())!;
    const stage = (await page.getByRole('group', { name: '播放器' }).boundingBox())!;
    // Clear of where the centre play button (56 px) shows when paused.
    expect(box.x + box.width).toBeLessThanOrEqual(stage.x + stage.width / 2 - 28);
    expect(box.y).toBeGreaterThanOrEqual(stage.y);
    for (const action of ['分享', '收藏', '选集']) {
      const under = (await page.getByRole('button', { name: new RegExp(action) }).first().boundingBox())!;
      expect(box.y + box.height, action).toBeLessThanOrEqual(under.y);
    }
    await notice.getByRole('button', { name: '从头播放' }).click();
    await notice.waitFor({ state: 'detached' });
    expect((await media(page)).time).toBeLessThan(2);
  });

  test('a finished episode starts over when the member comes back', async () => {
    await page.goto(appUrl(ONE_EPISODE));
    await playingPast(page, 0.5);
    await seekToEnd(page);
    await page.waitForFunction(() => document.querySelector('video')?.ended === true, undefined, { timeout: 20_000 });
    // Only one episode: no countdown.
    expect(await page.getByRole('region', { name: '即将播放下一集' }).count()).toBe(0);
    await page.goto(appUrl('/mine'));
    await page.goto(appUrl(ONE_EPISODE));
    await playingPast(page, 0.2);
    // Before the fix it resumed at the very end and stopped at once.
    const resumed = await media(page);
    expect(resumed.time).toBeLessThan(5);
    expect(resumed.paused).toBe(false);
  });
});
