import { afterAll, expect, test } from 'vitest';
import { appUrl, closeBrowser, closePopupAd, enterApp, newPhone, storedMember } from './phone.ts';

afterAll(closeBrowser);

test('first visit: the 18+ gate, auto-registration and the home sections', async () => {
  const { context, page } = await newPhone({ installOverlaySeen: false });
  await page.goto(appUrl('/'));
  await page.getByRole('heading', { name: '年龄确认' }).waitFor();
  // Nothing is registered before the member confirms being 18 or older.
  expect(await page.evaluate(() => localStorage.getItem('memberInfo'))).toBeNull();
  // Escape, however often, does not skip the gate (Chromium lets a repeated Escape close a
  // <dialog> whose cancel was prevented; the gate opens itself again).
  for (let press = 0; press < 3; press += 1) await page.keyboard.press('Escape');
  await page.waitForTimeout(200);
  await expect(page.getByRole('heading', { name: '年龄确认' }).isVisible()).resolves.toBe(true);

  await page.getByRole('button', { name: '我已满18岁，进入' }).click();
  await page.waitForFunction(() => localStorage.getItem('token') !== null);
  const member = await storedMember(page);
  expect(member.memberCode).toMatch(/\S/);

  await closePopupAd(page);
  // Then, once per browser session, the install overlay (never together with the popup ad).
  const install = page.getByRole('dialog', { name: '安装到桌面' });
  await install.waitFor();
  await install.getByRole('button', { name: '关闭' }).click();
  await install.waitFor({ state: 'detached' });
  for (const section of ['精选视频', '排行榜', '最新更新']) {
    await page.getByRole('heading', { name: section }).waitFor();
  }
  await page.getByRole('button', { name: '换一批' }).waitFor();
  await expect(page.getByRole('navigation', { name: '夜曲' }).getByText('首页').isVisible()).resolves.toBe(true);

  // The gate is remembered: a reload goes straight to home with the same member. The popup
  // ad shows again; the install overlay, already shown this session, does not.
  await page.reload();
  await page.getByRole('heading', { name: '精选视频' }).waitFor();
  expect((await storedMember(page)).memberCode).toBe(member.memberCode);
  await closePopupAd(page);
  await page.waitForTimeout(500);
  expect(await install.count()).toBe(0);
  await context.close();
});

test('on a notched iPhone (a status-bar inset), page headers sit below the status bar', async () => {
  const { context, page } = await newPhone();
  const STATUS_BAR = 47;
  // What an installed app sees on a notched iPhone: viewport-fit=cover plus a top inset.
  const devtools = await context.newCDPSession(page);
  await devtools.send('Emulation.setSafeAreaInsetsOverride', { insets: { top: STATUS_BAR } });
  await enterApp(page);
  await closePopupAd(page);
  const historyButton = await page.getByRole('button', { name: '观看记录' }).boundingBox();
  expect(historyButton!.y).toBeGreaterThanOrEqual(STATUS_BAR);

  await page.goto(appUrl('/history'));
  const title = await page.getByRole('heading', { name: '历史记录' }).boundingBox();
  expect(title!.y).toBeGreaterThanOrEqual(STATUS_BAR);
  await context.close();
});
