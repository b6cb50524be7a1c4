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

  // One overlay at a time: the gate, then the popup ad; the install overlay never on the
  // first visit.
  const install = page.getByRole('dialog', { name: '安装到桌面' });
  expect(await install.count()).toBe(0);
  await closePopupAd(page);
  for (const section of ['精选视频', '排行榜', '最新更新']) {
    await page.getByRole('heading', { name: section }).waitFor();
  }
  await page.getByRole('button', { name: '换一批' }).waitFor();
  await expect(page.getByRole('navigation', { name: '夜曲' }).getByText('首页').isVisible()).resolves.toBe(true);
  await page.waitForTimeout(1000);
  expect(await install.count()).toBe(0);

  // The gate is remembered: a reload goes straight to home with the same member. The popup
  // ad was shown this session (docs/product.md's showGuanggao) and does not come back.
  await page.reload();
  await page.getByRole('heading', { name: '精选视频' }).waitFor();
  expect((await storedMember(page)).memberCode).toBe(member.memberCode);
  await page.waitForTimeout(1500);
  expect(await page.getByRole('button', { name: '关闭广告' }).count()).toBe(0);
  expect(await install.count()).toBe(0);

  // A later visit (a new tab is a new browser session): the popup ad once, and only after it
  // is closed, the install overlay.
  const later = await context.newPage();
  await later.goto(appUrl('/'));
  const laterInstall = later.getByRole('dialog', { name: '安装到桌面' });
  await later.getByRole('button', { name: '关闭广告' }).waitFor();
  expect(await laterInstall.count()).toBe(0);
  await closePopupAd(later);
  await laterInstall.waitFor();
  await laterInstall.getByRole('button', { name: '关闭' }).click();
  await laterInstall.waitFor({ state: 'detached' });
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
