import { expect, test } from 'vitest';
import { addOperatorAccount, consoleServer, consoleWindow, enterPassword, everySectionOpen, signIn, totpCode } from './harness.ts';

const site = consoleServer();

test('an owner sets up TOTP on the first sign-in, then signs in with a code; signing out ends it', async () => {
  await addOperatorAccount(site.server, 'ada', 'owner');
  const { context, page } = await consoleWindow();
  await page.goto(`${site.url}/console/site/config`);
  await page.screenshot({ path: '/tmp/console-e2e-sign-in.png' });
  await enterPassword(page, 'ada');
  await page.getByRole('heading', { name: '绑定身份验证器' }).waitFor();
  await expect(page.getByRole('img', { name: '身份验证器二维码' }).isVisible()).resolves.toBe(true);
  await page.screenshot({ path: '/tmp/console-e2e-enrol.png' });
  const secret = await page.getByTestId('totp-secret').textContent();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByLabel('动态码').fill('000000');
  await page.getByRole('button', { name: '完成绑定' }).click();
  await page.getByText('动态码错误或已使用，请重新输入').waitFor();
  await page.getByLabel('动态码').fill(await totpCode(secret!, 'ada'));
  await page.getByRole('button', { name: '完成绑定' }).click();
  // Signed in where the address pointed.
  await page.getByRole('heading', { level: 1, name: '配置与价格' }).waitFor();
  await expect(page.getByRole('link', { name: '配置与价格' }).isVisible()).resolves.toBe(true);
  await expect(page.getByText('ada · 所有者').isVisible()).resolves.toBe(true);

  await page.getByRole('button', { name: '退出登录' }).click();
  await page.getByRole('heading', { name: '登录运营后台' }).waitFor();
  await enterPassword(page, 'ada');
  await page.getByText('身份验证器中的6位数字').waitFor();
  await page.getByLabel('动态码').fill('000000');
  await page.getByRole('button', { name: '登录' }).click();
  await page.getByText('动态码错误或已使用，请重新输入').waitFor();
  await page.getByLabel('动态码').fill(await totpCode(secret!, 'ada'));
  await page.getByRole('button', { name: '登录' }).click();
  await page.getByRole('navigation', { name: '运营后台' }).waitFor();
  await page.screenshot({ path: '/tmp/console-e2e-owner.png' });
  await context.close();
});

test('a content operator sees only its pages and is refused the Site pages with a clear message', async () => {
  await addOperatorAccount(site.server, 'cora', 'content');
  const { context, page } = await consoleWindow();
  await signIn(page, site.url, 'cora');
  const nav = await everySectionOpen(page);
  await expect(nav.getByRole('link', { name: '内容管理' }).isVisible()).resolves.toBe(true);
  for (const hidden of ['配置与价格', '运营账号', '操作日志', '资金管理']) {
    await expect(nav.getByRole('link', { name: hidden }).count()).resolves.toBe(0);
  }
  for (const path of ['site/config', 'site/operators', 'site/audit']) {
    await page.goto(`${site.url}/console/${path}`);
    await page.getByRole('heading', { name: '无权访问' }).waitFor();
    await expect(page.getByText('当前角色（内容运营）无权查看此页面').isVisible()).resolves.toBe(true);
  }
  await page.screenshot({ path: '/tmp/console-e2e-refusal.png' });
  await page.getByRole('button', { name: '返回概览' }).click();
  await page.getByRole('heading', { name: '概览' }).waitFor();
  await context.close();
});

test('a wrong password is refused on the form', async () => {
  const { context, page } = await consoleWindow();
  await page.goto(`${site.url}/console`);
  await enterPassword(page, 'ada', 'not-the-password');
  await page.getByText('账号或密码错误').waitFor();
  await context.close();
});
