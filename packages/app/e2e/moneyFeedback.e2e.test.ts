import { afterAll, expect, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { appUrl, closeBrowser, memberPhone, paywall, paywallAfterPreview, storedMember, toast } from './phone.ts';

// The moments around money: what the member is told after paying, before being sent to top
// up, and when a form is filled in wrong or tapped twice.

let context: BrowserContext;
let page: Page;

memberPhone('/mine', (phone) => ({ context, page } = phone));
afterAll(closeBrowser);

const VIDEO = '/videoinfo?id=1';
const coinsShort = (page: Page) => page.getByRole('alertdialog', { name: '金币不足' });
/** The result notice on the page (ui ResultNotice), not a toast. */
const result = (page: Page) => page.locator('section[role="status"]').first();
const coinsOf = async (page: Page) => (await storedMember(page)).memberCion;

/** Taps the order button and answers the sandbox cashier's order number and URL. */
async function openCashier(page: Page, button: string): Promise<{ orderNo: string; url: string }> {
  await page.getByRole('button', { name: button }).click();
  await page.waitForURL(/\/renren-api\/pay\/sandbox\//);
  const url = page.url();
  return { orderNo: decodeURIComponent(new URL(url).pathname.split('/')[4]!), url };
}

test('buying an episode with too few coins says 金币不足 first; after a paid top-up the member is back on the video', async () => {
  expect(await coinsOf(page)).toBe(0);
  await page.goto(appUrl(VIDEO));
  await paywallAfterPreview(page);
  await paywall(page).getByRole('button', { name: '2金币购买本集' }).click();
  // No silent jump: the sheet names the balance and the price and stays on the video.
  await coinsShort(page).waitFor();
  await coinsShort(page).getByText('当前余额0金币，购买本集需要2金币').waitFor();
  expect(new URL(page.url()).pathname).toBe('/videoinfo');
  // 取消 goes back to the paywall.
  await coinsShort(page).getByRole('button', { name: '取消' }).click();
  await paywall(page).waitFor();
  await paywall(page).getByRole('button', { name: '2金币购买本集' }).click();
  await coinsShort(page).getByRole('button', { name: '去充值' }).click();
  await page.waitForURL(/\/pay$/);

  await openCashier(page, '立即升级');
  await page.getByRole('button', { name: '支付成功' }).click();
  // Back on the same video, told what happened, with the coins already in the member.
  await page.waitForURL((url) => url.pathname === '/videoinfo' && url.searchParams.get('id') === '1');
  await toast(page, '已返回刚才的视频').waitFor();
  expect(await coinsOf(page)).toBeGreaterThan(0);
  await paywallAfterPreview(page);
  await paywall(page).getByRole('button', { name: '2金币购买本集' }).click();
  await paywall(page).waitFor({ state: 'detached' });
  expect(await coinsShort(page).count()).toBe(0);

  // The coin records name the video bought, never an internal reference such as 1#11.
  await page.goto(appUrl('/order?tab=1'));
  const purchase = page.getByRole('tabpanel').locator('article').filter({ hasText: '购买剧集' }).first();
  await purchase.waitFor();
  expect(await purchase.textContent()).toMatch(/剧集/);
  expect(await purchase.textContent()).not.toMatch(/#\d/);
});

test('a coin top-up says what arrived and shows the new balance at once', async () => {
  const before = await coinsOf(page);
  await page.goto(appUrl('/pay'));
  await openCashier(page, '立即升级');
  await page.getByRole('button', { name: '支付成功' }).click();
  await page.waitForURL(/\/pay/);
  await result(page).getByText(/金币已到账，当前余额\d+金币/).waitFor();
  const after = await coinsOf(page);
  expect(after).toBeGreaterThan(before);
  // The header's balance is the new one without waiting for the 10-second refresh.
  await page.getByText(`金币: ${after}`).waitFor();
});

test('a failed payment says nothing was charged', async () => {
  await page.goto(appUrl('/pay'));
  // Another amount than the last test's: an identical order within 10 s is that same order.
  await page.getByRole('group', { name: '充值金额' }).getByRole('button').nth(1).click();
  await openCashier(page, '立即升级');
  await page.getByRole('button', { name: '支付失败' }).click();
  await page.waitForURL(/\/pay/);
  await result(page).getByText('支付未完成，未产生扣款，可重新下单').waitFor();
});

test('an unconfirmed order says 确认中 with 刷新结果, which shows the payment once it is made', async () => {
  await page.goto(appUrl('/pay'));
  const { orderNo, url } = await openCashier(page, '立即升级');
  // Back in the app before the payment is confirmed (a return URL cannot be trusted alone).
  await page.goto(appUrl(`/pay?pay=success&orderNo=${orderNo}`));
  await result(page).getByText('支付结果确认中').waitFor();
  const refresh = page.getByRole('button', { name: '刷新结果' });
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, { timeout: 20_000 });
  expect(await toast(page, '支付成功').count()).toBe(0);

  const cashier = await context.newPage();
  await cashier.goto(url);
  await cashier.getByRole('button', { name: '支付成功' }).click();
  await cashier.waitForURL(/\/pay/);
  await cashier.close();

  await refresh.click();
  await result(page).getByText(/金币已到账/).waitFor({ timeout: 20_000 });
});

test('buying VIP shows the new VIP state on the VIP centre at once, with 立即续费', async () => {
  await page.goto(appUrl('/vip'));
  await page.getByRole('group', { name: '我的会员' }).getByText('您还不是VIP会员').waitFor();
  await openCashier(page, '立即升级');
  await page.getByRole('button', { name: '支付成功' }).click();
  await page.waitForURL(/\/vip/);
  await result(page).getByText(/VIP已开通，有效期至\d{4}-\d\d-\d\d/).waitFor();
  await page.getByRole('group', { name: '我的会员' }).getByText(/剩余\d+天/).waitFor();
  await page.getByRole('button', { name: '立即续费' }).waitFor();
});

test('the free amount refuses 12.5 and -20 as typed, with a message; an empty one is never paid as 10', async () => {
  await page.goto(appUrl('/pay'));
  const amount = page.getByLabel('自定义金额');
  await amount.fill('12.5');
  await amount.blur();
  await toast(page, '充值金额须为整数（元），不支持小数').waitFor();
  expect(await amount.inputValue()).toBe('12.5');
  await amount.fill('-20');
  await amount.blur();
  await toast(page, '金额不能为负数').waitFor();
  expect(await amount.inputValue()).toBe('-20');
  await page.getByRole('button', { name: '立即升级' }).click();
  await toast(page, '请输入充值金额').waitFor();
  expect(new URL(page.url()).pathname).toBe('/pay');
  await amount.fill('5');
  await amount.blur();
  await toast(page, '最低金额为10，已自动修改').waitFor();
  expect(await amount.inputValue()).toBe('10');
});

test('an empty nickname is refused with what to do; a fast double tap on 提交 sends feedback once', async () => {
  await page.goto(appUrl('/setinfo'));
  await page.getByRole('textbox', { name: '昵称' }).fill('');
  await page.getByRole('button', { name: '保存' }).click();
  await toast(page, '请输入昵称').waitFor();
  expect(await toast(page, '请求参数错误').count()).toBe(0);

  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/app-api/member/saveEntity')) sent.push(request.url());
  });
  await page.goto(appUrl('/feed'));
  await page.getByRole('textbox').fill('希望多一些纪录片');
  // Two submits within one frame (a tap and the keyboard's send), before React draws the busy button.
  await page.locator('form').evaluate((form: HTMLFormElement) => {
    form.requestSubmit();
    form.requestSubmit();
  });
  await toast(page, '感谢您的留言').waitFor();
  await page.waitForTimeout(500);
  expect(sent).toHaveLength(1);
});

test('the payment-code tile is labelled and the × of a picked picture sits on its corner; a bad amount says why', async () => {
  await page.goto(appUrl('/tx'));
  await page.getByText('收款码', { exact: true }).waitFor();
  await page.getByText('上传收款码').waitFor();
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  await page.getByLabel('收款码', { exact: true }).setInputFiles({ name: 'code.png', mimeType: 'image/png', buffer: png });
  const picture = await page.getByRole('img', { name: '收款码预览' }).boundingBox();
  const remove = await page.getByRole('button', { name: '删除', exact: true }).boundingBox();
  expect(picture && remove).toBeTruthy();
  const centre = { x: remove!.x + remove!.width / 2, y: remove!.y + remove!.height / 2 };
  expect(Math.abs(centre.x - (picture!.x + picture!.width))).toBeLessThan(16);
  expect(Math.abs(centre.y - picture!.y)).toBeLessThan(16);

  await page.getByRole('textbox', { name: '提现金额' }).fill('-20');
  await page.getByRole('button', { name: '确认提现' }).click();
  await toast(page, '提现金额不能为负数').waitFor();
});
