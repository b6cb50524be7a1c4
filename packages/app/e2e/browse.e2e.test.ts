import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { appUrl, closeBrowser, closePopupAd, memberPhone, toast } from './phone.ts';

let page: Page;

memberPhone('/', (phone) => ({ page } = phone));
beforeAll(async () => {
  await closePopupAd(page);
});
afterAll(closeBrowser);

test('switching tags shows that tag from the top; scrolling loads more; home keeps its place', async () => {
  const tags = page.getByRole('navigation', { name: '分类' }).getByRole('button');
  expect(await tags.count()).toBeGreaterThan(1);
  // Which pages of the picked tag's list were asked for.
  const pagesAsked: number[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/cartoon/listPaging')) pagesAsked.push((JSON.parse(request.postData() ?? '{}') as { currentPage: number }).currentPage);
  });
  await tags.nth(2).click();
  // Off the main tag, the featured and ranking blocks are gone.
  await page.getByRole('heading', { name: '精选视频' }).waitFor({ state: 'detached' });
  const latest = page.getByRole('list', { name: '最新更新' });
  await latest.locator('li').first().waitFor();
  expect(pagesAsked[0]).toBe(1);
  // Scrolling to the bottom asks for the next page (whether or not the first filled the screen).
  await page.mouse.wheel(0, 20_000);
  await expect.poll(() => Math.max(...pagesAsked), { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
  await expect.poll(() => latest.locator('li').count()).toBeGreaterThan(10);

  // Leave for a video and come back: the tag and scroll position are as they were.
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
  // Where the member was at the moment of the tap: a page still loading may move the last
  // card (and the scroll) between a measurement here and the tap, so the page records it.
  await page.evaluate(() => {
    const record = () => ((window as unknown as { tappedAt: number }).tappedAt = window.scrollY);
    document.addEventListener('click', record, { capture: true, once: true });
  });
  await latest.locator('li').last().click();
  const position = await page.evaluate(() => (window as unknown as { tappedAt: number }).tappedAt);
  expect(position).toBeGreaterThan(0);
  await page.waitForURL(/\/videoinfo\?id=/);
  await page.goBack();
  await page.waitForURL(appUrl('/'));
  await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 5, position);
  expect(await tags.nth(2).getAttribute('aria-pressed')).toBe('true');
});

test('search: a term is searched and remembered; clearing the history asks first', async () => {
  await page.goto(appUrl('/sreach'));
  // An empty term is not searched.
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  expect(new URL(page.url()).pathname).toBe('/sreach');

  await page.getByRole('searchbox').fill('夜');
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await page.waitForURL(/\/sreinfo\?/);
  await page.getByRole('list', { name: '夜' }).locator('li').first().waitFor();

  await page.goto(appUrl('/sreach'));
  await page.getByText('历史搜索').waitFor();
  await page.getByRole('button', { name: '夜', exact: true }).waitFor();
  await page.getByRole('button', { name: '清空历史搜索' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '取消' }).click();
  await toast(page, '取消').waitFor();
  await page.getByRole('button', { name: '清空历史搜索' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await toast(page, '历史记录已清空').waitFor();
  await page.getByText('历史搜索').waitFor({ state: 'detached' });
});

test('a topic opens its subject list', async () => {
  await page.goto(appUrl('/category'));
  await page.getByRole('heading', { name: '专题' }).waitFor();
  const first = page.getByRole('button').filter({ hasText: '华语大制作' }).first();
  await first.click();
  await page.waitForURL(/\/cateInfo\?item=/);
  await page.getByRole('heading', { name: '华语大制作' }).waitFor();
  await page.getByRole('list', { name: '华语大制作' }).locator('li').first().waitFor();
});

test('the dark web is gated for a member without VIP', async () => {
  await page.goto(appUrl('/publish'));
  const gate = page.getByRole('alertdialog');
  await gate.getByRole('button', { name: '会员解锁' }).waitFor();
  await gate.getByRole('button', { name: '点击离开' }).click();
  await page.waitForURL(appUrl('/'));
});

test('install to desktop offers the iOS tutorial; Android install is hidden without a configured APK', async () => {
  // The popup ad was closed at the start: once a session, it does not come back.
  await page.goto(appUrl('/'));
  await page.getByRole('button', { name: '安装到桌面' }).click();
  const overlay = page.getByRole('dialog', { name: '安装到桌面' });
  await overlay.getByRole('button', { name: 'iOS教程' }).waitFor();
  expect(await overlay.getByRole('link', { name: '安卓安装' }).count()).toBe(0);
  await overlay.getByRole('button', { name: 'iOS教程' }).click();
  // The tutorial replaces the choice; the picture says what to do.
  await page.getByRole('dialog', { name: 'iOS教程' }).getByRole('img', { name: /添加到主屏幕/ }).waitFor();
});
