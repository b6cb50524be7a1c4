/**
 * Support's day in the console (issue 20), at 1280x800: the chat awaiting an answer comes
 * first, support answers it and the member's thread (the member API its chat page polls)
 * holds the reply within seconds, without a reload; finance is refused the support pages with
 * a clear message; the owner's audit log shows the reply.
 */
import type { AuditPage } from '@nocturne/core';
import { expect, test } from 'vitest';
import { addOperatorAccount, consoleServer, consoleWindow, signIn } from './harness.ts';
import { chatThread, registerMember, reportVideo, sayToSupport } from './memberApi.ts';

const running = consoleServer({ port: 20320 });
const SHOTS = process.env.CONSOLE_SHOTS;

test('support answers the waiting chat first, and the member sees the reply live', async () => {
  const { server, url } = running;
  await addOperatorAccount(server, 'sam', 'support');
  await addOperatorAccount(server, 'olive', 'owner');
  const answered = await registerMember(server);
  const waiting = await registerMember(server);
  await sayToSupport(waiting, '充值了但金币没到账');
  await sayToSupport(answered, '你好');
  await server.db.query(`INSERT INTO chat_messages (member_id, sender, kind, body, created_at)
    SELECT id, 'operator', 'text', '您好，请讲', now() FROM members WHERE member_code = $1`, [answered.code]);

  const { context, page } = await consoleWindow();
  await signIn(page, url, 'sam');
  await page.getByRole('navigation', { name: '运营后台' }).getByRole('link', { name: '客服会话' }).click();
  const rows = page.getByRole('row');
  await rows.filter({ hasText: waiting.code }).waitFor();
  // Awaiting an answer first, though the other thread spoke last.
  expect(await rows.nth(1).textContent()).toContain(waiting.code);
  expect(await rows.nth(1).textContent()).toContain('1 条待回复');

  await rows.filter({ hasText: waiting.code }).getByRole('button', { name: '回复' }).click();
  const thread = page.getByRole('log');
  await thread.getByText('充值了但金币没到账').waitFor();
  await page.getByLabel('回复内容').fill('已为您补发金币，请查看');
  const sentAt = Date.now();
  await page.getByRole('button', { name: '发送' }).click();
  await thread.getByText('已为您补发金币，请查看').waitFor();
  // The member's thread has it at once; its chat page polls this every 5 s while shown.
  await expect.poll(async () => (await chatThread(waiting)).map((m) => [m.sendReceive, m.message]), { timeout: 6000, interval: 250 }).toEqual([
    ['send', '充值了但金币没到账'],
    ['receive', '已为您补发金币，请查看'],
  ]);
  expect(Date.now() - sentAt).toBeLessThan(6000);
  await expect.poll(async () => rows.filter({ hasText: waiting.code }).textContent()).toContain('已回复');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/support-chat.png` });

  // The member writes again: the open page shows it without a reload.
  await sayToSupport(waiting, '收到了，谢谢');
  await thread.getByText('收到了，谢谢').waitFor({ timeout: 8000 });
  await context.close();

  const owner = await consoleWindow();
  await signIn(owner.page, url, 'olive');
  const audit = ((await (await owner.context.request.get(`${url}/admin/audit?actor=sam`)).json()) as { data: AuditPage }).data;
  expect(audit.items.filter((entry) => !entry.action.includes('/session')).map(({ action, target, after }) => ({ action, target, after }))).toEqual([
    { action: 'POST /admin/chats/:code', target: `code:${waiting.code}`, after: { content: '已为您补发金币，请查看' } },
  ]);
  await owner.context.close();
});

test('finance is refused the support pages, with a clear message', async () => {
  const { server, url } = running;
  await addOperatorAccount(server, 'fiona', 'finance');
  const { context, page } = await consoleWindow();
  await signIn(page, url, 'fiona');
  expect(await page.getByRole('navigation', { name: '运营后台' }).getByRole('link', { name: '客服会话' }).count()).toBe(0);
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
  const nav = page.getByRole('navigation', { name: '运营后台' });
  await nav.getByRole('link', { name: '举报' }).click();
  const rows = page.getByRole('row');
  await rows.filter({ hasText: '画质太差' }).getByRole('button', { name: '驳回' }).click();
  await page.getByRole('status').filter({ hasText: '已驳回举报' }).waitFor();
  await rows.filter({ hasText: '内容违规' }).getByRole('button', { name: '下架视频' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '下架视频' }).click();
  await page.getByRole('status').filter({ hasText: '已下架视频' }).waitFor();
  await page.getByText('暂无待处理的举报').waitFor();
  const [status] = await server.db.query<{ status: string }>('SELECT status FROM videos WHERE id = $1', [bad.id]);
  expect(status!.status).toBe('taken_down');

  await nav.getByRole('link', { name: '弹幕审核' }).click();
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
  expect(audit.items.filter((entry) => !entry.action.includes('/session')).map((entry) => entry.action)).toEqual([
    'DELETE /admin/danmaku/:id',
    'POST /admin/reports/:id/take-down',
    'POST /admin/reports/:id/dismiss',
  ]);
  await owner.context.close();
});
