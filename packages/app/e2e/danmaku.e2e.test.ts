import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { appUrl, becomeVip, closeBrowser, enterApp, newPhone, playingPast } from './phone.ts';

// Video 3 of the demo catalogue has one episode; without VIP its preview stops at 10 s, so
// the watcher becomes VIP and keeps playing while the sender writes.
const VIDEO = '/videoinfo?id=3';

const overlayText = (page: Page) => page.evaluate(() => document.querySelector('[data-testid="danmaku-overlay"]')?.textContent ?? '');

describe('danmaku between two members', () => {
  let sender: { context: BrowserContext; page: Page };
  let watcher: { context: BrowserContext; page: Page };

  beforeAll(async () => {
    sender = await newPhone();
    watcher = await newPhone();
    await enterApp(sender.page, '/mine');
    await enterApp(watcher.page, '/mine');
    await becomeVip(watcher.page);
  });
  afterAll(async () => {
    await sender?.context.close();
    await watcher?.context.close();
    await closeBrowser();
  });

  test("member A's danmaku shows at once for A and, without a reload, for member B watching the same video", async () => {
    await watcher.page.goto(appUrl(VIDEO));
    await playingPast(watcher.page, 0.5);
    // Marks this document: a reload would lose it.
    await watcher.page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));

    await sender.page.goto(appUrl(VIDEO));
    await playingPast(sender.page, 0.2);
    const text = `夜曲弹幕${Date.now() % 100_000}`;
    const input = sender.page.getByRole('textbox', { name: '弹幕内容' });
    await input.fill(text);
    await expect.poll(() => sender.page.getByText('/30').first().textContent()).toBe(`${[...text].length}/30`);
    await sender.page.getByRole('button', { name: '发送', exact: true }).click();
    // Optimistic: on A's player at once, framed as A's own; the box is empty again.
    await sender.page.waitForFunction((sent) => document.querySelector('[data-testid="danmaku-overlay"]')?.textContent?.includes(sent), text, { timeout: 5000 });
    await expect.poll(() => input.inputValue()).toBe('');

    // B polls every 4 s while playing: the danmaku appears on B's player.
    await watcher.page.waitForFunction((sent) => document.querySelector('[data-testid="danmaku-overlay"]')?.textContent?.includes(sent), text, { timeout: 20_000 });
    expect(await watcher.page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);

    // B turns danmaku off in the control bar: the overlay empties, and the choice is remembered.
    await watcher.page.getByTestId('player-surface').click({ position: { x: 187, y: 100 } });
    await watcher.page.getByRole('button', { name: '弹幕开关' }).first().click();
    await expect.poll(() => overlayText(watcher.page)).toBe('');
    expect(await watcher.page.evaluate(() => JSON.parse(localStorage.getItem('danmakuSettings') ?? '{}').enabled)).toBe(false);
  });
});
