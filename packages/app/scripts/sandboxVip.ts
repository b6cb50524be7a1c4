/** A member buys VIP through the sandbox cashier, as a journey or a benchmark needs one. */
import type { Page } from 'playwright-core';

/** 立即升级 on /vip, then 支付成功 at the sandbox cashier; waits until the app has stored the VIP. */
export async function buyVipInSandbox(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/vip`);
  await page.getByRole('button', { name: '立即升级' }).click();
  await page.waitForURL(/\/renren-api\/pay\/sandbox\//);
  await page.getByRole('button', { name: '支付成功' }).click();
  await page.waitForURL(/\/vip/);
  await page.waitForFunction(() => (JSON.parse(localStorage.getItem('memberInfo') ?? '{}') as { vipPeriod?: number }).vipPeriod! > 0);
}
