/**
 * Finance's day in the console, at 1280x800 and on a tablet (820x1180): approves one
 * withdrawal and rejects another with a note beside each payment code, and the members' records (member API) say so;
 * a second decision is refused; orders, a reconciled day and a member's ledger with an
 * adjustment; support is refused the money pages with a clear message; the owner's audit log
 * shows every step.
 */
import type { AuditPage } from '@nocturne/core';
import { describe, expect, test } from 'vitest';
import { addOperatorAccount, consoleServer, consoleWindow, DESKTOP, everySectionOpen, navLink, signIn, TABLET, type ConsoleServer } from './harness.ts';
import { memberWithdrawing, withdrawalRecords } from './memberApi.ts';

const running = consoleServer();
const SHOTS = process.env.CONSOLE_SHOTS;

test('finance approves one withdrawal, rejects another with a note, and the members see it', () => financeDay(running, DESKTOP));

describe('on a tablet (820x1180)', () => {
  const tablet = consoleServer();
  test('finance approves one withdrawal, rejects another with a note, and the members see it', () => financeDay(tablet, TABLET, '-tablet'));
});

test('support is refused the money pages, with a clear message, and never sees them in the navigation', async () => {
  const { server, url } = running;
  await addOperatorAccount(server, 'sam', 'support');
  const { context, page } = await consoleWindow();
  await signIn(page, url, 'sam');
  const nav = await everySectionOpen(page);
  expect(await nav.getByRole('link', { name: '提现审核' }).count()).toBe(0);
  for (const path of ['money', 'money/orders', 'money/reconcile', 'money/ledger']) {
    await page.goto(`${url}/console/${path}`);
    await page.getByRole('heading', { name: '无权访问' }).waitFor();
    await page.getByText('当前角色（客服）无权查看此页面').waitFor();
  }
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/money-refused.png` });
  await context.close();
});

/** Finance approves one withdrawal, rejects another with a note, and the members see it: at `viewport` (the shots named with `suffix`). */
async function financeDay({ server, url }: ConsoleServer, viewport: typeof DESKTOP, suffix = ''): Promise<void> {
  await addOperatorAccount(server, 'fiona', 'finance');
  await addOperatorAccount(server, 'olive', 'owner');
  const first = await memberWithdrawing(server, 10_000, 30);
  const second = await memberWithdrawing(server, 5_000, 20);

  const { context, page } = await consoleWindow(viewport);
  await signIn(page, url, 'fiona');
  await (await navLink(page, '提现审核')).click();
  await page.getByRole('heading', { name: '待审核提现' }).waitFor();
  const rows = page.getByRole('row');
  await rows.filter({ hasText: first.code }).waitFor();
  expect(await rows.filter({ hasText: '¥30.00' }).count()).toBe(1);

  // The first: its payment code shows, a note, 通过.
  await rows.filter({ hasText: first.code }).getByRole('button', { name: '审核' }).click();
  const code = page.getByRole('img', { name: /的收款码$/ });
  await code.waitFor();
  await expect.poll(() => code.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(1);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/money-withdrawal${suffix}.png` });
  // A decision without a note is not sent.
  await page.getByRole('button', { name: '通过' }).click();
  await page.getByText('请填写原因').waitFor();
  await page.getByLabel('审核备注').fill('已通过支付宝转账');
  await page.getByRole('button', { name: '通过' }).click();
  await page.getByRole('status').filter({ hasText: '已通过提现 W00000001' }).waitFor();

  await rows.filter({ hasText: second.code }).getByRole('button', { name: '审核' }).click();
  await page.getByLabel('审核备注').fill('收款码无法识别，请重新上传');
  await page.getByRole('button', { name: '驳回' }).click();
  await page.getByRole('status').filter({ hasText: '已驳回提现 W00000002' }).waitFor();
  await page.getByText('暂无待审核的提现').waitFor();

  expect(await withdrawalRecords(first)).toMatchObject([{ title: 'W00000001', status: 'approved' }]);
  expect(await withdrawalRecords(second)).toMatchObject([{ title: 'W00000002', status: 'rejected', note: '收款码无法识别，请重新上传' }]);

  // Deciding again (a second tab, a double submit) is a clear 409.
  const again = await page.evaluate(async () => {
    const response = await fetch('/admin/withdrawals/1/reject', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ note: '再次审核' }) });
    return { status: response.status, body: (await response.json()) as { msg: string } };
  });
  expect(again).toEqual({ status: 409, body: expect.objectContaining({ msg: '该提现已处理过，不能再次审核' }) });

  // Orders, a reconciled day, and the first member's ledger with an adjustment. An order paid
  // today that no provider ever reported is what reconciling is for.
  await server.db.query(
    `INSERT INTO pay_orders (order_no, member_id, kind, amount_fen, coins, channel, provider, subject, state, created_at, settled_at)
     SELECT 'P20261127E2E0001', id, 'coins', 3000, 32, 1, 'sandbox', '32金币', 'paid', now(), now() FROM members WHERE member_code = $1`,
    [first.code],
  );
  await (await navLink(page, '订单')).click();
  await page.getByRole('heading', { name: '订单', level: 1 }).waitFor();
  await page.getByRole('row').filter({ hasText: 'P20261127E2E0001' }).filter({ hasText: '已支付' }).waitFor();
  await (await navLink(page, '对账')).click();
  await page.getByRole('row').filter({ hasText: 'P20261127E2E0001' }).filter({ hasText: '订单已支付，但渠道从未通知' }).waitFor();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/money-reconcile${suffix}.png` });
  await page.goto(`${url}/console/money/ledger?member=${first.code}`);
  await page.getByRole('cell', { name: '-3000' }).first().waitFor();
  await page.getByLabel('变动数量').fill('50');
  await page.getByLabel('原因（记入操作日志）').fill('活动补偿');
  await page.getByRole('button', { name: '确认调整' }).click();
  await page.getByRole('status').filter({ hasText: '已调整' }).waitFor();
  await page.getByRole('cell', { name: '+50' }).waitFor();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/money-ledger${suffix}.png` });

  // The member's view, found by code, on a tablet-width window too.
  await (await navLink(page, '会员管理')).click();
  await page.getByRole('searchbox', { name: '查找会员' }).fill(first.code);
  await page.getByRole('searchbox', { name: '查找会员' }).press('Enter');
  await rows.filter({ hasText: first.code }).getByRole('button', { name: '查看' }).click();
  await page.getByText('已邀请 0 人（有效 0 人）').waitFor();
  await page.getByText('¥70.00').waitFor();
  await page.setViewportSize({ width: 820, height: 1180 });
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/members-view-tablet${suffix}.png` });
  await context.close();

  // The owner's log: every decision and the adjustment, by fiona, with the reasons.
  const owner = await consoleWindow();
  await signIn(owner.page, url, 'olive');
  const response = await owner.context.request.get(`${url}/admin/audit?actor=fiona`);
  const audit = ((await response.json()) as { data: AuditPage }).data;
  const steps = audit.items.filter((entry) => !entry.action.includes('/session')).map(({ action, reason }) => [action, reason]);
  expect(steps).toEqual([
    ['POST /admin/members/:code/adjust', '活动补偿'],
    ['POST /admin/withdrawals/:id/reject', '收款码无法识别，请重新上传'],
    ['POST /admin/withdrawals/:id/approve', '已通过支付宝转账'],
  ]);
  await owner.context.close();
}
