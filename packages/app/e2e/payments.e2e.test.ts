import { afterAll, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { appUrl, closeBrowser, memberPhone, paywall, paywallAfterPreview, storedMember, toast } from './phone.ts';

let page: Page;

memberPhone('/mine', (phone) => ({ page } = phone));
afterAll(closeBrowser);

const VIDEO = '/videoinfo?id=1';
const videoTime = (page: Page) => page.evaluate(() => document.querySelector('video')?.currentTime ?? 0);

/** Pays the open cashier page with the sandbox's 支付成功 and waits to be back in the app. */
async function paySandbox(page: Page, backTo: RegExp): Promise<void> {
  await page.waitForURL(/\/renren-api\/pay\/sandbox\//);
  await page.getByRole('button', { name: '支付成功' }).click();
  await page.waitForURL(backTo);
  await toast(page, '支付成功').waitFor();
}

test('the preview stops at the limit; with no coins buying goes to top-up; after a sandbox top-up the episode is bought and plays on', async () => {
  await page.goto(appUrl(VIDEO));
  await paywallAfterPreview(page);
  // Paused at the preview limit (the demo config's 10 seconds).
  const stoppedAt = await videoTime(page);
  expect(stoppedAt).toBeGreaterThan(9);
  expect(stoppedAt).toBeLessThan(11);

  await paywall(page).getByRole('button', { name: '2金币购买本集' }).click();
  // Never a silent jump: 金币不足 says why first (moneyFeedback.e2e.test.ts has the whole way back).
  await page.getByRole('alertdialog', { name: '金币不足' }).getByRole('button', { name: '去充值' }).click();
  await page.waitForURL(/\/pay$/);
  await page.getByRole('button', { name: '立即升级' }).click();
  await paySandbox(page, /\/(pay|videoinfo)/);
  await page.waitForFunction(() => (JSON.parse(localStorage.getItem('memberInfo') ?? '{}') as { memberCion?: number }).memberCion! > 0);
  const coins = (await storedMember(page)).memberCion;

  await page.goto(appUrl(VIDEO));
  await paywallAfterPreview(page);
  await paywall(page).getByRole('button', { name: '2金币购买本集' }).click();
  await paywall(page).waitFor({ state: 'detached' });
  await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 12, undefined, { timeout: 40_000 });
  await page.waitForFunction(
    (before) => (JSON.parse(localStorage.getItem('memberInfo') ?? '{}') as { memberCion?: number }).memberCion === before - 2,
    coins,
  );

  // Leaving (here for a recommended video) saves the position; coming back resumes from it.
  await page.getByRole('list').last().locator('li').first().click();
  await page.waitForURL((url) => url.searchParams.get('id') !== '1');
  await page.goBack();
  // Back on the bought episode, playback goes on from the saved position, past the preview.
  await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 11);
  expect(await paywall(page).count()).toBe(0);
});

test('buying VIP through the sandbox opens the dark web', async () => {
  await page.goto(appUrl('/publish'));
  await page.getByRole('alertdialog').getByRole('button', { name: '会员解锁' }).click();
  await page.waitForURL(/\/vip$/);
  await page.getByRole('button', { name: '立即升级' }).click();
  await paySandbox(page, /\/vip/);
  await page.waitForFunction(() => (JSON.parse(localStorage.getItem('memberInfo') ?? '{}') as { vipPeriod?: number }).vipPeriod! > 0);

  await page.goto(appUrl('/publish'));
  await page.getByRole('button', { name: '换一批' }).first().waitFor();
  expect(await page.getByRole('alertdialog').count()).toBe(0);
});
