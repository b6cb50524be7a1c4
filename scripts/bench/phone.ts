/** Debian's Chromium at phone size, and a member who has passed the 18+ gate. */
import { zhCN } from '@nocturne/core';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, PHONE } from '../../packages/app/scripts/browser.ts';

export { CHROMIUM_ARGS, CHROMIUM_PATH, PHONE };

export function launchPhoneBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

export function newPhone(browser: Browser, storageState?: Awaited<ReturnType<BrowserContext['storageState']>>): Promise<BrowserContext> {
  return browser.newContext({ ...PHONE, ...(storageState ? { storageState } : {}) });
}

/** A device that has opened the app, passed the age gate and registered itself; its storage. */
export async function registeredDevice(browser: Browser, url: string) {
  const context = await newPhone(browser);
  const page = await context.newPage();
  await page.goto(url);
  await page.getByRole('button', { name: zhCN.ageGate.enter }).click();
  await page.waitForFunction(() => localStorage.getItem('token') !== null);
  const state = await context.storageState();
  await context.close();
  return state;
}
