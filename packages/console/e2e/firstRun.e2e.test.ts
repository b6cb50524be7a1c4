/**
 * The first owner made on a running server through the one-time setup link it logged, TOTP
 * enrolled on the way; the spent link refused after. Then that owner resets an operator's
 * password on a tablet, and the new password signs in.
 */
import { expect, test } from 'vitest';
import { addOperatorAccount, consoleServer, consoleWindow, enterPassword, PASSWORD, TABLET, totpCode, type ConsoleWindow } from './harness.ts';

const site = consoleServer();
let owner: ConsoleWindow;

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
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  await page.getByLabel('动态码').fill(await totpCode(secret, 'ada'));
  await page.getByRole('button', { name: '完成绑定' }).click();
  await page.getByRole('navigation', { name: '运营后台' }).waitFor();
  // The spent link is out of the address bar.
  expect(new URL(page.url()).pathname).toBe('/console/');

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
  await page.getByRole('dialog').getByText('将为 sam 生成新的一次性密码').waitFor();
  await page.getByRole('dialog').getByRole('button', { name: '重置密码' }).click();
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
