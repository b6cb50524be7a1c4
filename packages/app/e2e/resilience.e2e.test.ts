import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, expect, test } from 'vitest';
import { appUrl, becomeVip, closeBrowser, closePopupAd, enterApp, newPhone, toast } from './phone.ts';

afterAll(closeBrowser);

const tabBar = (page: Page) => page.getByRole('navigation', { name: '夜曲' });
const retryButton = (page: Page) => page.getByRole('button', { name: '重试' });

/** Waits until the offline copy (service worker) controls the page. */
async function offlineCopyReady(page: Page): Promise<void> {
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });
}

/** Ad slots the member can see right now (a hidden, kept-alive home does not count). */
function visibleAds(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      [...document.querySelectorAll<HTMLElement>('body *')].filter(
        (element) =>
          ((element.children.length === 0 && element.textContent === '广告') ||
            /广告/.test(element.getAttribute('aria-label') ?? '') ||
            (element instanceof HTMLImageElement && element.alt === '广告')) &&
          element.checkVisibility(),
      ).length,
  );
}

async function withPhone(journey: (page: Page, context: BrowserContext) => Promise<void>): Promise<void> {
  const { context, page } = await newPhone();
  try {
    await journey(page, context);
  } finally {
    await context.close();
  }
}

test('offline, a tab whose page never loaded keeps the shell, says why and offers 重试; back online it recovers without a reload', () =>
  withPhone(async (page, context) => {
    await enterApp(page);
    await closePopupAd(page);
    await offlineCopyReady(page);
    await context.setOffline(true);
    await tabBar(page).getByText('专题').click();
    await page.getByText('网络已断开，连上网络后点重试').waitFor();
    await expect(retryButton(page).isVisible()).resolves.toBe(true);
    await expect(tabBar(page).isVisible()).resolves.toBe(true);
    // 重试 while still offline fails again, and says so again.
    await retryButton(page).click();
    await page.getByText('网络已断开，连上网络后点重试').waitFor();

    // Back online: the page loads by itself, in the same document.
    const documentId = await page.evaluate(() => (window.name = 'before-reconnect'));
    await context.setOffline(false);
    await page.getByRole('heading', { name: '专题' }).waitFor();
    expect(await page.evaluate(() => window.name)).toBe(documentId);
    await expect(tabBar(page).isVisible()).resolves.toBe(true);
  }));

test('the offline copy: a reload offline shows the shell, home and the pages visited before', () =>
  withPhone(async (page, context) => {
    await enterApp(page);
    await closePopupAd(page);
    await offlineCopyReady(page);
    await tabBar(page).getByText('收藏').click();
    await page.getByRole('heading', { name: '收藏' }).waitFor();
    await tabBar(page).getByText('首页').click();

    await context.setOffline(true);
    await page.reload();
    await tabBar(page).waitFor();
    await page.getByRole('heading', { name: '精选视频' }).waitFor();
    await tabBar(page).getByText('收藏').click();
    await page.getByText('暂无收藏').waitFor();
    await context.setOffline(false);
  }));

test('the task centre opened offline offers 重试; 立即签到 offline says why; back online it loads and signs', () =>
  withPhone(async (page, context) => {
    await enterApp(page);
    await closePopupAd(page);
    // Visit it once (its code is then on the phone), then come back to it offline.
    await page.getByRole('button', { name: '签到', exact: true }).click();
    await page.getByRole('heading', { name: '任务中心' }).waitFor();
    await page.goBack();
    await page.getByRole('heading', { name: '精选视频' }).waitFor();

    await context.setOffline(true);
    await page.getByRole('button', { name: '签到', exact: true }).click();
    await retryButton(page).waitFor();
    await page.getByRole('button', { name: '立即签到' }).click();
    await toast(page, '网络错误').waitFor();

    await context.setOffline(false);
    // Coming back online loads the page again by itself.
    await retryButton(page).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: '立即签到' }).click();
    await toast(page, '签到成功').waitFor();
    await page.getByRole('button', { name: '今日已签到' }).waitFor();
  }));

test('a VIP member sees no ad anywhere: no popup, nothing on home, the profile, the player or a topic list', () =>
  withPhone(async (page, context) => {
    await enterApp(page);
    await closePopupAd(page);
    // Without VIP the same screens carry ads (the demo switches them on).
    await page.getByRole('heading', { name: '精选视频' }).waitFor();
    await page.waitForTimeout(500);
    expect(await visibleAds(page)).toBeGreaterThan(0);

    await becomeVip(page);

    // A new tab is a new browser session: the popup ad would be due again without VIP.
    const vipPage = await context.newPage();
    await vipPage.goto(appUrl('/'));
    await vipPage.getByRole('heading', { name: '精选视频' }).waitFor();
    await vipPage.waitForTimeout(1500);
    expect(await vipPage.getByRole('button', { name: '关闭广告' }).count()).toBe(0);
    expect(await visibleAds(vipPage)).toBe(0);

    const subject = encodeURIComponent(JSON.stringify({ path: '', sonTypeCode: '', code: '30', title: '超清无码' }));
    for (const route of ['/mine', '/videoinfo?id=1', `/cateInfo?item=${subject}`, '/publish']) {
      await vipPage.goto(appUrl(route));
      await vipPage.waitForLoadState('networkidle');
      await vipPage.waitForTimeout(500);
      expect({ route, ads: await visibleAds(vipPage) }).toEqual({ route, ads: 0 });
    }
  }));

test('/videoinfo opened without an id counts down, then goes home (never out of the site)', () =>
  withPhone(async (page) => {
    await enterApp(page);
    await closePopupAd(page);
    await page.goto('about:blank');
    await page.goto(appUrl('/videoinfo'));
    await page.getByText(/未携带参数，\d秒后返回首页/).waitFor();
    await page.waitForURL((url) => url.href === appUrl('/'), { timeout: 6000 });
    await tabBar(page).waitFor();
  }));

test("清除缓存 says what goes, then keeps the member's favourites, history and sign-in", () =>
  withPhone(async (page) => {
    await enterApp(page, '/videoinfo?id=1');
    await page.getByRole('button', { name: '收藏' }).first().click();
    await toast(page, '收藏成功').waitFor();
    const session = () => page.evaluate(() => [localStorage.getItem('token'), JSON.parse(localStorage.getItem('memberInfo') ?? '{}').memberCode]);
    const sessionBefore = await session();
    await page.goto(appUrl('/centersetting'));
    await page.getByRole('button', { name: /清除缓存/ }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('收藏、观看记录、搜索记录、签到记录和登录状态都会保留').waitFor();
    await dialog.getByRole('button', { name: '确定' }).click();
    await toast(page, '清除成功').waitFor();

    await page.goto(appUrl('/collengt'));
    await page.getByRole('list', { name: '收藏' }).getByRole('listitem').first().waitFor();
    expect(await page.getByText('暂无收藏').count()).toBe(0);
    await page.goto(appUrl('/history'));
    expect(await page.getByText('暂无观看记录').count()).toBe(0);
    expect(await session()).toEqual(sessionBefore);
  }));

test('the floating 安装到桌面 pill steps aside while scrolling down and comes back on the way up', () =>
  withPhone(async (page) => {
    await enterApp(page);
    await closePopupAd(page);
    const pill = page.getByRole('button', { name: '安装到桌面' });
    await pill.waitFor();
    await page.getByRole('heading', { name: '排行榜' }).waitFor();
    for (let step = 0; step < 6; step += 1) {
      await page.mouse.wheel(0, 300);
      await page.waitForTimeout(100);
    }
    await pill.waitFor({ state: 'hidden' });
    await page.mouse.wheel(0, -200);
    await pill.waitFor({ state: 'visible' });
  }));
