import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { tmpdir } from 'node:os';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { addOperatorAccount, consoleServer, consoleWindow, PASSWORD, signIn, type ConsoleWindow, everySectionOpen, navLink } from './harness.ts';

const site = consoleServer();

/** A 2x2 PNG (red): what an operator would pick from their disk. */
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000002000000020802000000fdd49a73000000164944415478da63f8cfc0f09f81e13f03c3ff0c0c0c00002ffe05fbe3f9f1f10000000049454e44ae426082', 'hex');

async function openPage(page: Page, name: string): Promise<void> {
  await (await navLink(page, name)).click();
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

let owner: ConsoleWindow;

test('an owner signs in with TOTP, adds a content operator, changes a coin option and a VIP plan, and the audit log shows each', async () => {
  await addOperatorAccount(site.server, 'ada', 'owner');
  owner = await consoleWindow();
  const { page } = owner;
  await signIn(page, site.url, 'ada');

  await openPage(page, '运营账号');
  await page.getByRole('textbox', { name: '账号' }).fill('cora');
  await page.getByRole('combobox', { name: '角色' }).selectOption('content');
  await page.getByLabel('初始密码').fill(PASSWORD);
  await page.getByRole('button', { name: '新增账号' }).click();
  await page.getByText('已新增账号 cora').waitFor();
  const row = page.getByRole('row', { name: /cora/ });
  await expect(row.textContent()).resolves.toContain('内容运营');
  await page.screenshot({ path: '/tmp/console-e2e-operators.png' });

  await openPage(page, '配置与价格');
  const coins = page.getByRole('table', { name: '金币充值档位' });
  await coins.getByRole('row').nth(1).getByRole('button', { name: '编辑' }).click();
  // Each price is edited in a drawer named after it.
  const editor = page.getByRole('dialog', { name: '编辑金币档位：¥10' });
  await editor.getByRole('spinbutton', { name: '金币' }).fill('12');
  await editor.getByRole('button', { name: '保存' }).click();
  await page.getByText('价格已保存').waitFor();
  await expect(coins.getByRole('row').nth(1).textContent()).resolves.toContain('12');

  const plans = page.getByRole('table', { name: '会员套餐' });
  await plans.getByRole('row').nth(1).getByRole('button', { name: '编辑' }).click();
  const planEditor = page.getByRole('dialog', { name: '编辑 VIP 套餐：30天' });
  await planEditor.getByRole('spinbutton', { name: '价格（元）' }).fill('25');
  await planEditor.getByRole('button', { name: '保存' }).click();
  await expect.poll(() => plans.getByRole('row').nth(1).textContent()).toContain('¥25');
  await page.screenshot({ path: '/tmp/console-e2e-prices.png', fullPage: true });

  await openPage(page, '操作日志');
  const log = page.getByRole('table', { name: '操作日志' });
  await log.getByText('POST /admin/operators').waitFor();
  const priceEntry = log.getByRole('row', { name: /PUT \/admin\/coin-options\/:id/ });
  await expect(priceEntry.textContent()).resolves.toMatch(/"coins":10.*"coins":12/);
  await expect(priceEntry.textContent()).resolves.toContain('ada');
  const planEntry = log.getByRole('row', { name: /PUT \/admin\/vip-plans\/:index/ });
  await expect(planEntry.textContent()).resolves.toMatch(/"price":30.*"price":25/);
  // Filtered by action, only the operator's addition is left.
  await page.getByRole('searchbox', { name: '操作', exact: true }).fill('POST /admin/operators');
  await page.getByRole('searchbox', { name: '操作', exact: true }).press('Enter');
  await expect.poll(() => log.getByRole('row').count()).toBe(2);
  await page.screenshot({ path: '/tmp/console-e2e-audit.png' });
});

test('the owner adds a banner with an uploaded image; the member app\'s ads answer it', async () => {
  const { page } = owner;
  await openPage(page, '广告位');
  await page.getByRole('combobox', { name: '广告位' }).selectOption('banner');
  await page.getByRole('button', { name: '新增广告' }).click();
  await page.getByLabel('标题').fill('新年会员特惠');
  await page.getByLabel('跳转链接').fill('https://example.com/vip');
  const file = path.join(tmpdir(), 'nocturne-banner.png');
  writeFileSync(file, PNG);
  await page.locator('input[type=file]').setInputFiles(file);
  await page.getByRole('img', { name: '广告图片预览' }).waitFor();
  await expect.poll(() => page.getByText('图片上传中…').count()).toBe(0);
  await page.getByRole('button', { name: '保存广告' }).click();
  await page.getByText('广告已保存').waitFor();
  const row = page.getByRole('table', { name: '首页轮播' }).getByRole('row', { name: /新年会员特惠/ });
  await row.waitFor();
  const image = await row.getByRole('img').getAttribute('src');
  expect(image).toMatch(/^\/uploads\/site\/[0-9a-f]{32}\.png$/);
  expect((await fetch(`${site.url}${image}`)).status).toBe(200);
  await page.screenshot({ path: '/tmp/console-e2e-ads.png', fullPage: true });
  const [ad] = await site.server.db.query<{ image: string; ad_group: string }>("SELECT image, ad_group FROM ads WHERE title = '新年会员特惠'");
  expect(ad).toEqual({ image, ad_group: 'banner' });
});

test('the content operator the owner added signs in and is refused the Site pages with a clear message', async () => {
  const { context, page } = await consoleWindow();
  await signIn(page, site.url, 'cora');
  await page.goto(`${site.url}/console/site/config`);
  await page.getByText('当前角色（内容运营）无权查看此页面').waitFor();
  await expect((await everySectionOpen(page)).getByRole('link', { name: '配置与价格' }).count()).resolves.toBe(0);
  await context.close();
  await owner.context.close();
});
