import { afterAll, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { appUrl, closeBrowser, memberPhone } from './phone.ts';

// The finish a member notices on a phone (375x812): empty lists that lead somewhere, screens
// without black halves, sign-in cells large enough to read, a tag browser that says what each
// sub-category holds, and a login page that says whose it is.

let page: Page;

const TAB_BAR_HEIGHT = 56;

memberPhone('/collengt', (phone) => ({ page } = phone));
afterAll(closeBrowser);

test('an empty favourites list explains itself and 去逛逛 takes the member home', async () => {
  const empty = page.getByRole('status').filter({ hasText: '暂无收藏' });
  await empty.waitFor();
  await expect.poll(() => empty.locator('svg[data-illustration="favourites"]').count()).toBe(1);
  await empty.getByRole('button', { name: '去逛逛' }).click();
  await page.waitForURL(appUrl('/'));
});

test('a search that finds nothing says so and offers a way on, not a bare line', async () => {
  await page.goto(appUrl(`/sreinfo?searchStr=${encodeURIComponent('没有这部片')}&title=${encodeURIComponent('没有这部片')}`));
  const empty = page.getByRole('status').filter({ hasText: '没有找到相关视频' });
  await empty.waitFor();
  await empty.getByRole('button', { name: '去逛逛' }).waitFor();
});

test('the topics screen fills the phone: its cards reach the tab bar, every row full', async () => {
  await page.goto(appUrl('/category'));
  const first = page.getByRole('button', { name: '超清影像' });
  await first.waitFor();
  // The card sits in its grid cell; the cell's parent is the grid.
  const grid = first.locator('xpath=../..');
  const bottom = await grid.evaluate((element) => element.getBoundingClientRect().bottom);
  // Before, eight flat cards ended at mid-screen and left the rest black.
  expect(bottom).toBeGreaterThanOrEqual(812 - TAB_BAR_HEIGHT);
  const widths = await grid.evaluate((element) => Array.from(element.children, (child) => Math.round(child.getBoundingClientRect().width)));
  expect(widths).toHaveLength(8);
  const full = Math.max(...widths);
  expect(widths.filter((width) => width < full).length % 2).toBe(0);
});

test('the 7-day sign-in strip has cells a thumb can read: at least 64 px wide', async () => {
  await page.goto(appUrl('/sign'));
  const days = page.getByRole('group', { name: '签到' }).getByRole('listitem');
  await days.first().waitFor();
  expect(await days.count()).toBe(7);
  for (let day = 0; day < 7; day += 1) {
    const box = (await days.nth(day).boundingBox())!;
    expect(box.width, `day ${day + 1}`).toBeGreaterThanOrEqual(64);
    expect(box.height, `day ${day + 1}`).toBeGreaterThanOrEqual(64);
  }
});

test('the tag browser shows real sub-categories with their counts; 全部 and a sub-category list their videos', async () => {
  await page.goto(appUrl('/taglist'));
  await page.getByRole('tab', { name: '华语制作' }).click();
  const panel = page.getByRole('tabpanel');
  // Never one sub-category named like its category.
  await panel.getByRole('button', { name: /^都市\s*\d+部$/ }).waitFor();
  expect(await panel.getByRole('button', { name: /^华语制作/ }).count()).toBe(0);
  await panel.getByRole('button', { name: /^全部\s*\d+部$/ }).waitFor();
  await panel.getByRole('button', { name: /^古装/ }).click();
  await page.waitForURL(/\/sreinfo\?type=34&sonType=82/);
  await page.getByRole('list', { name: '古装' }).locator('li').first().waitFor();
});

test('the login page carries the brand above the form', async () => {
  await page.goto(appUrl('/login'));
  await page.getByRole('heading', { name: '夜曲' }).waitFor();
  await page.getByText('每一个夜晚，都有好片相伴').waitFor();
  const logo = page.locator('img[src="/icon.svg"]');
  await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
});
