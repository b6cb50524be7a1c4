/**
 * Support's day in the console (issue 20), at 1280x800: the chat awaiting an answer comes
 * first, support answers it and the member's thread (the member API its chat page polls)
 * holds the reply within seconds, without a reload; finance is refused the support pages with
 * a clear message; the owner's audit log shows the reply.
 */
import type { AuditPage } from '@nocturne/core';
import { expect, test } from 'vitest';
import { addOperatorAccount, consoleServer, consoleWindow, signIn } from './harness.ts';
import { chatThread, registerMember, sayToSupport } from './memberApi.ts';

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
