/**
 * The owner's first day on a new site: the first owner made on a running server through the
 * one-time setup link it logged, TOTP enrolled on the way, the spent link refused after; an
 * operator's password reset on a tablet, the new one signing in; the orders and a day's
 * reconciliation downloaded as CSV and parsed as a spreadsheet would.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { registerMember } from './memberApi.ts';
import { addOperatorAccount, consoleServer, consoleWindow, DESKTOP, enterPassword, PASSWORD, signIn, TABLET, totpCode, type ConsoleWindow } from './harness.ts';

const site = consoleServer();
let owner: ConsoleWindow;
let ownerSecret = '';

function setupLink(): string {
  const link = /open (\S+#\S+) to create the first owner/.exec(site.server.firstRunNotice ?? '')?.[1];
  if (!link) throw new Error(`no setup link in: ${site.server.firstRunNotice}`);
  return link;
}

test('the first owner comes from the setup link in the log, enrols TOTP, and the link is dead after', async () => {
  const tablet = await consoleWindow(TABLET);
  await tablet.page.goto(setupLink());
  await tablet.page.getByRole('button', { name: '创建所有者' }).waitFor();
  await tablet.page.screenshot({ path: '/tmp/console-e2e-setup-tablet.png' });
  await tablet.context.close();

  owner = await consoleWindow();
  const { page } = owner;
  await page.goto(setupLink());
  await page.getByLabel('账号').fill('ada');
  await page.getByLabel('密码', { exact: true }).fill(PASSWORD);
  await page.getByLabel('再次输入密码').fill(`${PASSWORD}x`);
  await page.getByRole('button', { name: '创建所有者' }).click();
  await page.getByText('两次输入的密码不一致').waitFor();
  await page.getByLabel('再次输入密码').fill(PASSWORD);
  await page.screenshot({ path: '/tmp/console-e2e-setup.png' });
  await page.getByRole('button', { name: '创建所有者' }).click();

  await page.getByRole('heading', { name: '绑定身份验证器' }).waitFor();
  ownerSecret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  await page.getByLabel('动态码').fill(await totpCode(ownerSecret, 'ada'));
  await page.getByRole('button', { name: '完成绑定' }).click();
  await page.getByRole('navigation', { name: '运营后台' }).waitFor();
  // The spent link is out of the address bar.
  expect(new URL(page.url()).pathname).toMatch(/^\/console\/?$/);

  const again = await consoleWindow();
  await again.page.goto(setupLink());
  await again.page.getByRole('alert').getByText('此设置链接已使用过').waitFor();
  await again.page.screenshot({ path: '/tmp/console-e2e-setup-used.png' });
  await again.context.close();
  const owners = await site.server.db.query<{ name: string; role: string }>('SELECT name, role FROM operators');
  expect(owners).toEqual([{ name: 'ada', role: 'owner' }]);
});

test("on a tablet, the owner resets an operator's password: shown once, the old one fails, the new one signs in", async () => {
  await addOperatorAccount(site.server, 'sam', 'support');
  const tablet = await consoleWindow(TABLET);
  await tablet.context.addCookies(await owner.context.cookies());
  await owner.context.close();
  const { page } = tablet;
  await page.goto(`${site.url}/console/site/operators`);
  await page.getByRole('heading', { level: 1, name: '运营账号' }).waitFor();
  await page.getByRole('row', { name: /sam/ }).getByRole('button', { name: '重置密码' }).click();
  await page.getByRole('alertdialog').getByText('将为 sam 生成新的一次性密码').waitFor();
  await page.getByRole('alertdialog').getByRole('button', { name: '重置密码' }).click();
  const shown = page.getByTestId('revealed-password');
  await shown.waitFor();
  const password = (await shown.textContent()) ?? '';
  expect(password).toMatch(/^[A-Za-z0-9_-]{16}$/);
  await page.screenshot({ path: '/tmp/console-e2e-password-reset-tablet.png' });
  await page.getByRole('button', { name: '关闭' }).click();
  await expect.poll(() => shown.count()).toBe(0);
  await tablet.context.close();

  const sam = await consoleWindow();
  await sam.page.goto(`${site.url}/console`);
  await enterPassword(sam.page, 'sam', PASSWORD);
  await sam.page.getByText('账号或密码错误').waitFor();
  await enterPassword(sam.page, 'sam', password);
  await sam.page.getByRole('navigation', { name: '运营后台' }).waitFor();
  await sam.context.close();
});

/** Clicks 导出 CSV and answers the saved file's text, its byte-order mark kept. */
async function downloaded(page: Page): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: '导出 CSV' }).click()]);
  return readFileSync((await download.path())!, 'utf8');
}

test('the orders and a reconciled day download as CSV a spreadsheet reads: BOM, header, Chinese, every row', async () => {
  const member = await registerMember(site.server);
  await site.server.db.query(
    `INSERT INTO pay_orders (order_no, member_id, kind, amount_fen, coins, channel, provider, subject, state, created_at, settled_at)
     SELECT 'PCSV' || lpad(i::text, 4, '0'), m.id, 'coins', 3000, 32, 1, 'sandbox', CASE WHEN i = 1 THEN '=32金币, "特惠"' ELSE '32金币' END, 'paid', now(), now()
       FROM generate_series(1, 60) i CROSS JOIN members m WHERE m.member_code = $1`,
    [member.code],
  );
  for (const viewport of [DESKTOP, TABLET]) {
    const { context, page } = await consoleWindow(viewport);
    await signIn(page, site.url, 'ada', { secret: ownerSecret });
    await page.goto(`${site.url}/console/money/orders`);
    await page.getByRole('row').filter({ hasText: 'PCSV0060' }).waitFor();
    await page.screenshot({ path: `/tmp/console-e2e-orders-${viewport.width}.png` });
    const orders = await downloaded(page);
    expect(orders.charCodeAt(0)).toBe(0xfeff);
    const lines = orders.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('订单号,会员编号,类型,商品,金额（元）,状态,创建时间,完成时间');
    expect(lines.filter((line) => line.startsWith('PCSV'))).toHaveLength(60);
    expect(lines.find((line) => line.startsWith('PCSV0001'))).toContain(`"'=32金币, ""特惠"""`);
    expect(lines.find((line) => line.startsWith('PCSV0002'))).toContain(`,${member.code},金币充值,32金币,30,已支付,`);

    await page.goto(`${site.url}/console/money/reconcile`);
    await page.getByRole('row').filter({ hasText: 'PCSV0001' }).first().waitFor();
    await page.screenshot({ path: `/tmp/console-e2e-reconcile-${viewport.width}.png` });
    const sheet = (await downloaded(page)).slice(1).trimEnd().split('\r\n');
    expect(sheet[0]).toBe('订单号,渠道,订单状态,订单金额（元）,通知金额（元）,核对结果');
    expect(sheet.filter((line) => line.endsWith(',订单已支付，但渠道从未通知'))).toHaveLength(60);
    await context.close();
  }
});
