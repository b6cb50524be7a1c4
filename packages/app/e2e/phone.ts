import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH, PHONE_VIEWPORT } from '../scripts/browser.ts';

let browser: Browser | null = null;

/** One Chromium per test file. */
export async function launchBrowser(): Promise<Browser> {
  browser ??= await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  return browser;
}

export async function closeBrowser(): Promise<void> {
  await browser?.close();
  browser = null;
}

export const appUrl = (route = '/'): string => inject('appUrl') + route;

/**
 * A fresh phone: its own storage (a new device to the server). Home opens the install
 * overlay by itself once per browser session; journeys about other things start as if it
 * had been seen (`installOverlaySeen: false` for the journey about it).
 */
export async function newPhone({ installOverlaySeen = true } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await (await launchBrowser()).newContext({
    viewport: PHONE_VIEWPORT,
    locale: 'zh-CN',
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  if (installOverlaySeen) await context.addInitScript(() => sessionStorage.setItem('showGuanggao', 'true'));
  const page = await context.newPage();
  return { context, page };
}

/** Opens the app on a new device and passes the 18+ gate; the device registers itself. */
export async function enterApp(page: Page, route = '/'): Promise<void> {
  await page.goto(appUrl(route));
  await page.getByRole('button', { name: '我已满18岁，进入' }).click();
  await page.waitForFunction(() => localStorage.getItem('token') !== null);
}

/** The demo config switches the home popup ad on: it appears 500 ms after home opens; close it. */
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
