import { afterAll, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { appUrl, closeBrowser, memberPhone, toast } from './phone.ts';

let page: Page;

memberPhone('/videoinfo?id=2', (phone) => ({ page } = phone));
afterAll(closeBrowser);

test('liking and saving a video; the favourites list clears only after confirming', async () => {
  await page.getByRole('button', { name: /点赞/ }).click();
  await toast(page, '点赞成功').waitFor();
  await page.getByRole('button', { name: /收藏/ }).click();
  await toast(page, '收藏成功').waitFor();
  const title = await page.getByRole('heading', { level: 1 }).first().textContent();

  await page.goto(appUrl('/collengt'));
  await page.getByRole('list', { name: '收藏' }).getByText(title ?? '').first().waitFor();
  await page.getByRole('button', { name: '清空收藏' }).click();
  const dialog = page.getByRole('alertdialog', { name: '确认清空' });
  await dialog.getByText('确定要清空所有收藏吗？').waitFor();
  await dialog.getByRole('button', { name: '取消' }).click();
  await toast(page, '取消').waitFor();
  expect(await page.getByRole('list', { name: '收藏' }).locator('li').count()).toBe(1);

  await page.getByRole('button', { name: '清空收藏' }).click();
  await page.getByRole('alertdialog', { name: '确认清空' }).getByRole('button', { name: '确定' }).click();
  await toast(page, '清除成功').waitFor();
  await page.getByText('暂无收藏').waitFor();
});

test('the watched video is in the history, which clears after confirming', async () => {
  await page.goto(appUrl('/history'));
  const list = page.getByRole('list', { name: '历史记录' });
  await list.locator('li').first().waitFor();
  await list.locator('li').first().click();
  await page.waitForURL(/\/videoinfo\?id=2(&|$)/);
  await page.goBack();

  await page.getByRole('button', { name: '清空历史记录' }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByText('确定要清空历史记录吗？').waitFor();
  await dialog.getByRole('button', { name: '确定' }).click();
  await toast(page, '历史记录清除成功').waitFor();
  await page.getByText('暂无观看记录').waitFor();
});
