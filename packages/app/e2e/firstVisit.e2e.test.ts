import { afterAll, expect, test } from 'vitest';
import { appUrl, closeBrowser, closePopupAd, newPhone, storedMember } from './phone.ts';

afterAll(closeBrowser);

test('first visit: the 18+ gate, auto-registration and the home sections', async () => {
  const { context, page } = await newPhone();
  await page.goto(appUrl('/'));
  await page.getByRole('heading', { name: '年龄确认' }).waitFor();
  // Nothing is registered before the member confirms being 18 or older.
  expect(await page.evaluate(() => localStorage.getItem('memberInfo'))).toBeNull();

  await page.getByRole('button', { name: '我已满18岁，进入' }).click();
  await page.waitForFunction(() => localStorage.getItem('token') !== null);
  const member = await storedMember(page);
  expect(member.memberCode).toMatch(/\S/);

  await closePopupAd(page);
  for (const section of ['精选视频', '排行榜', '最新更新']) {
    await page.getByRole('heading', { name: section }).waitFor();
  }
  await page.getByRole('button', { name: '换一批' }).waitFor();
  await expect(page.getByRole('navigation', { name: '夜曲' }).getByText('首页').isVisible()).resolves.toBe(true);

  // The gate is remembered: a reload goes straight to home with the same member.
  await page.reload();
  await page.getByRole('heading', { name: '精选视频' }).waitFor();
  expect((await storedMember(page)).memberCode).toBe(member.memberCode);
  await context.close();
});
