import { consoleSupport } from '@nocturne/core';
import { expect, test } from 'vitest';
import { addOperatorAccount, consoleServer, consoleWindow, enterPassword, PASSWORD, signIn, navLink } from './harness.ts';

const site = consoleServer();

test('an operator left idle past the timeout is back at sign-in with the server\'s message on the next click', async () => {
  await addOperatorAccount(site.server, 'sam', 'support');
  const { context, page } = await consoleWindow();
  await signIn(page, site.url, 'sam');
  // The chats' link in reach (its section opened) while the session is still good.
  const chats = await navLink(page, consoleSupport.nav.chats);
  // Half an hour without a request, as the server counts it.
  await site.server.db.query("UPDATE operator_sessions SET last_seen_at = now() - interval '31 minutes' WHERE ended_at IS NULL");
  // From here any request meets the refusal: the navigation's own poll (the waiting chats'
  // count) may get there before the click and take the nav away; if neither does, the next
  // click does.
  await chats.click({ timeout: 2000 }).catch(() => undefined);
  await page
    .getByRole('navigation', { name: '运营后台' })
    .getByRole('link', { name: '概览' })
    .click({ timeout: 2000 })
    .catch(() => undefined);
  await page.getByRole('heading', { name: '登录运营后台' }).waitFor();
  await expect(page.getByRole('status').filter({ hasText: '长时间未操作，已退出登录，请重新登录' }).isVisible()).resolves.toBe(true);
  await enterPassword(page, 'sam');
  await page.getByRole('navigation', { name: '运营后台' }).waitFor();
  await context.close();
});

test('an operator changes their own password; the old one no longer signs in, and 退出所有设备 ends every session', async () => {
  await addOperatorAccount(site.server, 'cora', 'content');
  const other = await consoleWindow();
  await signIn(other.page, site.url, 'cora');
  const { context, page } = await consoleWindow();
  await signIn(page, site.url, 'cora');
  await page.getByRole('link', { name: '我的账号' }).click();
  await page.getByRole('heading', { level: 1, name: '我的账号' }).waitFor();
  await page.getByLabel('原密码').fill(PASSWORD);
  await page.getByLabel('新密码', { exact: true }).fill('a-brand-new-passphrase');
  await page.getByLabel('再次输入新密码').fill('a-brand-new-passphrase-typo');
  await page.getByText('两次输入的新密码不一致').waitFor();
  await page.getByLabel('再次输入新密码').fill('a-brand-new-passphrase');
  await page.getByRole('button', { name: '修改密码' }).click();
  await page.getByText('密码已修改').waitFor();
  await page.screenshot({ path: '/tmp/console-e2e-account.png' });
  // The other window's session ended with the change.
  await other.page.reload();
  await other.page.getByRole('heading', { name: '登录运营后台' }).waitFor();
  await enterPassword(other.page, 'cora');
  await other.page.getByText('账号或密码错误').waitFor();
  await enterPassword(other.page, 'cora', 'a-brand-new-passphrase');
  await other.page.getByRole('navigation', { name: '运营后台' }).waitFor();

  await page.getByRole('button', { name: '退出所有设备' }).last().click();
  await page.getByRole('heading', { name: '登录运营后台' }).waitFor();
  await other.page.reload();
  await other.page.getByRole('heading', { name: '登录运营后台' }).waitFor();
  await other.context.close();
  await context.close();
});
