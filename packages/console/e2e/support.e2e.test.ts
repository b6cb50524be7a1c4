/**
 * Support's day in the console, at 1280x800 and on a tablet (820x1180): the chat awaiting
 * an answer comes first, support answers it and the member's open chat page (a phone, 375x812 at density 3)
 * shows the reply within seconds, without a reload; finance is refused the support pages with
 * a clear message; content moderates reports and danmaku; the owner's audit log shows each.
 */
import type { AuditPage } from '@nocturne/core';
import { describe, expect, test } from 'vitest';
import { launchBrowser } from '../../app/e2e/phone.ts';
import { PHONE } from '../../app/scripts/browser.ts';
import { addOperatorAccount, consoleServer, consoleWindow, DESKTOP, everySectionOpen, navLink, signIn, TABLET, type ConsoleServer } from './harness.ts';
import { registerMember, reportVideo, sayToSupport } from './memberApi.ts';

const running = consoleServer({ memberApp: true });
const SHOTS = process.env.CONSOLE_SHOTS;

test('support answers the waiting chat first, and the member sees the reply live on the chat page', () => supportDay(running, DESKTOP));

describe('on a tablet (820x1180)', () => {
  const tablet = consoleServer({ memberApp: true });
  test('support answers the waiting chat first, and the member sees the reply live on the chat page', () => supportDay(tablet, TABLET, '-tablet'));
});

test('finance is refused the support pages, with a clear message', async () => {
  const { server, url } = running;
  await addOperatorAccount(server, 'fiona', 'finance');
  const { context, page } = await consoleWindow();
  await signIn(page, url, 'fiona');
  expect(await (await everySectionOpen(page)).getByRole('link', { name: '客服会话' }).count()).toBe(0);
  for (const path of ['support', 'support/reports', 'support/danmaku']) {
    await page.goto(`${url}/console/${path}`);
    await page.getByRole('heading', { name: '无权访问' }).waitFor();
    await page.getByText('当前角色（财务）无权查看此页面').waitFor();
  }
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/support-refused.png` });
  await context.close();
});

test('content moderates: a report dismissed, another video taken down, a danmaku deleted, each in the log', async () => {
  const { server, url } = running;
  await addOperatorAccount(server, 'cora', 'content');
  await addOperatorAccount(server, 'otto', 'owner');
  const videos = await server.db.query<{ id: number; name: string }>("SELECT id, name FROM videos WHERE status = 'published' ORDER BY id LIMIT 2");
  const [kept, bad] = videos as [{ id: number; name: string }, { id: number; name: string }];
  const member = await registerMember(server);
  await reportVideo(member, kept.id, '画质太差');
  await reportVideo(member, bad.id, '内容违规');
  await server.db.query("INSERT INTO danmu (video_id, text, time_seconds) SELECT $1, '弹幕' || n, n * 7 FROM generate_series(1, 3) n", [kept.id]);

  const { context, page } = await consoleWindow();
  await signIn(page, url, 'cora');
  await (await navLink(page, '举报')).click();
  const rows = page.getByRole('row');
  await rows.filter({ hasText: '画质太差' }).getByRole('button', { name: '驳回' }).click();
  await page.getByRole('status').filter({ hasText: '已驳回举报' }).waitFor();
  await rows.filter({ hasText: '内容违规' }).getByRole('button', { name: '下架视频' }).click();
  // The take-down says why, as one from the videos page does; the audit log keeps it.
  const confirm = page.getByRole('alertdialog');
  await confirm.getByRole('textbox', { name: /原因/ }).fill('举报属实');
  await confirm.getByRole('button', { name: '下架视频' }).click();
  await page.getByRole('status').filter({ hasText: '已下架视频' }).waitFor();
  await page.getByText('暂无待处理的举报').waitFor();
  const [status] = await server.db.query<{ status: string }>('SELECT status FROM videos WHERE id = $1', [bad.id]);
  expect(status!.status).toBe('taken_down');

  await (await navLink(page, '弹幕审核')).click();
  await page.getByRole('searchbox', { name: '视频编号' }).fill(String(kept.id));
  await page.getByRole('searchbox', { name: '视频编号' }).press('Enter');
  await rows.filter({ hasText: '弹幕3' }).waitFor();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/support-danmaku.png` });
  await rows.filter({ hasText: '弹幕3' }).getByRole('button', { name: '删除' }).click();
  await page.getByRole('status').filter({ hasText: '已删除弹幕' }).waitFor();
  await expect.poll(() => rows.filter({ hasText: '弹幕3' }).count()).toBe(0);
  await context.close();

  const owner = await consoleWindow();
  await signIn(owner.page, url, 'otto');
  const audit = ((await (await owner.context.request.get(`${url}/admin/audit?actor=cora`)).json()) as { data: AuditPage }).data;
  expect(audit.items.filter((entry) => !entry.action.includes('/session')).map((entry) => [entry.action, entry.reason])).toEqual([
    ['DELETE /admin/danmaku/:id', ''],
    ['POST /admin/reports/:id/take-down', '举报属实'],
    ['POST /admin/reports/:id/dismiss', ''],
  ]);
  await owner.context.close();
});

/** Support answers the waiting chat first, and the member sees the reply live on the chat page: at `viewport` (the shots named with `suffix`). */
async function supportDay({ server, url }: ConsoleServer, viewport: typeof DESKTOP, suffix = ''): Promise<void> {
  await addOperatorAccount(server, 'sam', 'support');
  await addOperatorAccount(server, 'olive', 'owner');
  // The member on a phone (375x812, density 3) with the app's chat page open.
  const phone = await (await launchBrowser()).newContext(PHONE);
  await phone.addInitScript(() => sessionStorage.setItem('installOverlayShown', 'true'));
  const app = await phone.newPage();
  await app.goto(`${url}/service`);
  await app.getByRole('button', { name: '我已满18岁，进入' }).click();
  await app.waitForFunction(() => localStorage.getItem('memberInfo') !== null);
  const waitingCode = await app.evaluate(() => (JSON.parse(localStorage.getItem('memberInfo') ?? '{}') as { memberCode: string }).memberCode);
  await app.getByRole('textbox', { name: '在线客服' }).fill('充值了但金币没到账');
  await app.getByRole('button', { name: '发送', exact: true }).click();
  const memberThread = app.getByRole('log');
  await memberThread.getByText('充值了但金币没到账').waitFor();

  // Another member spoke later, and was answered already.
  const answered = await registerMember(server);
  await sayToSupport(answered, '你好');
  await server.db.query(`INSERT INTO chat_messages (member_id, sender, kind, body, created_at)
    SELECT id, 'operator', 'text', '您好，请讲', now() FROM members WHERE member_code = $1`, [answered.code]);

  const { context, page } = await consoleWindow(viewport);
  await signIn(page, url, 'sam');
  await (await navLink(page, '客服会话')).click();
  const rows = page.getByRole('row');
  await rows.filter({ hasText: waitingCode }).waitFor();
  // Awaiting an answer first, though the other thread spoke last.
  expect(await rows.nth(1).textContent()).toContain(waitingCode);
  expect(await rows.nth(1).textContent()).toContain('1 条待回复');

  await rows.filter({ hasText: waitingCode }).getByRole('button', { name: '回复' }).click();
  const thread = page.getByRole('log');
  await thread.getByText('充值了但金币没到账').waitFor();
  await page.getByLabel('回复内容').fill('已为您补发金币，请查看');
  await page.getByRole('button', { name: '发送' }).click();
  await thread.getByText('已为您补发金币，请查看').waitFor();
  const sentAt = Date.now();
  // The member's open chat page shows it without a reload (it asks every 5 s while shown).
  await memberThread.getByText('已为您补发金币，请查看').waitFor({ timeout: 7000 });
  expect(Date.now() - sentAt).toBeLessThan(7000);
  await expect.poll(async () => rows.filter({ hasText: waitingCode }).textContent()).toContain('已回复');
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/support-chat${suffix}.png` });
    await app.screenshot({ path: `${SHOTS}/support-chat-member${suffix}.png` });
  }

  // The member writes again: the console's open thread shows it without a reload.
  await app.getByRole('textbox', { name: '在线客服' }).fill('收到了，谢谢');
  await app.getByRole('button', { name: '发送', exact: true }).click();
  await thread.getByText('收到了，谢谢').waitFor({ timeout: 8000 });
  await context.close();
  await phone.close();

  const owner = await consoleWindow();
  await signIn(owner.page, url, 'olive');
  const audit = ((await (await owner.context.request.get(`${url}/admin/audit?actor=sam`)).json()) as { data: AuditPage }).data;
  expect(audit.items.filter((entry) => !entry.action.includes('/session')).map(({ action, target, after }) => ({ action, target, after }))).toEqual([
    { action: 'POST /admin/chats/:code', target: `code:${waitingCode}`, after: { content: '已为您补发金币，请查看' } },
  ]);
  await owner.context.close();
}
