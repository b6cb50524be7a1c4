// An operator's day, at 1280x800 and on a tablet (820x1180): the navigation marks the page
// being worked on and fits the window; a content operator takes 3 videos down at once with one
// reason, at each size; the owner finds the 3 take-downs, with that reason, in the audit log. Screenshots go
// to CONSOLE_SHOTS when it is set.
import { expect, test } from 'vitest';
import type { Locator } from 'playwright-core';
import { addOperatorAccount, consoleServer, consoleWindow, DESKTOP, signIn, TABLET, TABLET_SIDEWAYS } from './harness.ts';

const site = consoleServer();
const SHOTS = process.env.CONSOLE_SHOTS;
const REASON = '版权方要求下架';

test('a content operator takes 3 videos down with one reason; the owner sees it in the audit log; the nav marks each page', async () => {
  await addOperatorAccount(site.server, 'cora', 'content');
  const { context, page } = await consoleWindow(DESKTOP);
  await signIn(page, site.url, 'cora');
  const nav = page.getByRole('navigation', { name: '运营后台' });

  // A first visit opens on 概览 with the sections folded: 内容's heading opens it.
  await nav.getByRole('button', { name: '内容' }).click();
  await nav.getByRole('link', { name: '内容管理' }).click();
  await expect.poll(() => nav.getByRole('link', { name: '内容管理' }).getAttribute('aria-current')).toBe('page');
  expect(await nav.getByRole('link', { name: '概览' }).getAttribute('aria-current')).toBeNull();
  // 内容 is open: the page is in it. 举报 and 弹幕审核 are under 内容 for this role.
  expect(await nav.getByRole('group', { name: '内容' }).getByRole('link').allTextContents()).toEqual(['内容管理', '上传视频', '目录结构', '举报', '弹幕审核']);

  const table = page.getByRole('table');
  await table.getByRole('checkbox', { name: /^选择《/ }).first().waitFor();
  const boxes = table.getByRole('checkbox', { name: /^选择《/ });
  const names: string[] = [];
  for (let row = 0; row < 3; row++) {
    const box = boxes.nth(row);
    names.push(((await box.getAttribute('aria-label')) ?? '').replace(/^选择《(.*)》$/, '$1'));
    await box.check();
  }
  await page.getByText('已选 3 部').waitFor();
  await page.getByRole('button', { name: '批量下架' }).click();
  const dialog = page.getByRole('alertdialog', { name: '下架 3 部视频' });
  for (const name of names) expect(await dialog.textContent()).toContain(`《${name}》`);
  expect(await dialog.getByRole('button', { name: '下架' }).isDisabled()).toBe(true);
  await dialog.getByRole('textbox', { name: /原因/ }).fill(REASON);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/daily-batch-confirm-desktop.png` });
  await dialog.getByRole('button', { name: '下架' }).click();
  await page.getByRole('status').filter({ hasText: '已下架 3 部' }).waitFor();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/daily-videos-desktop.png` });
  await context.close();

  // The owner, on a tablet: the collapsed rail names its icons, marks 操作日志, and the log has the 3 take-downs with the reason.
  await addOperatorAccount(site.server, 'olga', 'owner');
  const tablet = await consoleWindow(TABLET);
  const secret = await signIn(tablet.page, site.url, 'olga');
  const rail = tablet.page.getByRole('navigation', { name: '运营后台' });
  await rail.getByRole('link', { name: '操作日志' }).hover();
  await tablet.page.getByRole('tooltip', { name: '操作日志' }).waitFor();
  await rail.getByRole('link', { name: '操作日志' }).click();
  await expect.poll(() => rail.getByRole('link', { name: '操作日志' }).getAttribute('aria-current')).toBe('page');
  const takeDowns = tablet.page.getByRole('row').filter({ hasText: 'POST /admin/videos/:code/take-down' });
  await takeDowns.first().waitFor();
  expect(await takeDowns.count()).toBe(3);
  for (let row = 0; row < 3; row++) expect(await takeDowns.nth(row).textContent()).toContain(REASON);
  if (SHOTS) await tablet.page.screenshot({ path: `${SHOTS}/daily-audit-tablet.png` });

  // The owner's navigation fits 800 px high with 资金 opened to reach 订单 (the window never scrolls).
  const desk = await consoleWindow(DESKTOP);
  await signIn(desk.page, site.url, 'olga', { secret });
  const ownerNav = desk.page.getByRole('navigation', { name: '运营后台' });
  await ownerNav.getByRole('button', { name: '资金' }).click();
  await ownerNav.getByRole('link', { name: '订单' }).click();
  await expect.poll(() => ownerNav.getByRole('link', { name: '订单' }).getAttribute('aria-current')).toBe('page');
  const box = await ownerNav.boundingBox();
  expect(box!.height).toBeLessThanOrEqual(DESKTOP.height);
  expect(await hiddenBelowTheFold(ownerNav)).toBe(0);
  if (SHOTS) await desk.page.screenshot({ path: `${SHOTS}/daily-nav-desktop.png` });
  // On a laptop the log's reason is on screen beside the take-down, not scrolled off after the JSON.
  await desk.page.goto(`${site.url}/console/site/audit`);
  const reasonCell = desk.page.getByRole('row').filter({ hasText: 'POST /admin/videos/:code/take-down' }).first().getByRole('cell', { name: REASON });
  const reasonBox = await reasonCell.boundingBox();
  expect(reasonBox!.x + reasonBox!.width).toBeLessThanOrEqual(DESKTOP.width);
  await desk.context.close();
  await tablet.context.close();
});

test('on a tablet, a content operator takes 3 more videos down with one reason, from the icon rail and a 操作 column in sight', async () => {
  await addOperatorAccount(site.server, 'tina', 'content');
  const { context, page } = await consoleWindow(TABLET);
  await signIn(page, site.url, 'tina');
  const rail = page.getByRole('navigation', { name: '运营后台' });
  await rail.getByRole('link', { name: '内容管理' }).click();
  await expect.poll(() => rail.getByRole('link', { name: '内容管理' }).getAttribute('aria-current')).toBe('page');
  const published = page.getByRole('table').getByRole('row').filter({ hasText: '已上架' });
  await published.first().waitFor();
  // The row's own 下架 is on screen without scrolling the table sideways (the sticky column).
  const rowAction = await published.first().getByRole('button', { name: '下架' }).boundingBox();
  expect(rowAction!.x + rowAction!.width).toBeLessThanOrEqual(TABLET.width);
  const names: string[] = [];
  for (let row = 0; row < 3; row++) {
    const box = published.nth(row).getByRole('checkbox');
    names.push(((await box.getAttribute('aria-label')) ?? '').replace(/^选择《(.*)》$/, '$1'));
  }
  for (const name of names) await page.getByRole('checkbox', { name: `选择《${name}》` }).check();
  await page.getByRole('button', { name: '批量下架' }).click();
  const dialog = page.getByRole('alertdialog', { name: '下架 3 部视频' });
  await dialog.getByRole('textbox', { name: /原因/ }).fill(REASON);
  await dialog.getByRole('button', { name: '下架' }).click();
  await page.getByRole('status').filter({ hasText: '已下架 3 部' }).waitFor();
  for (const name of names) await page.getByRole('row').filter({ hasText: name }).filter({ hasText: '已下架' }).waitFor();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/daily-videos-tablet.png` });
  await context.close();
});

/** How far the navigation, or a part of it that scrolls (its list), would scroll: more than 0 hides a page below the fold. */
async function hiddenBelowTheFold(nav: Locator): Promise<number> {
  return nav.evaluate((element) =>
    Math.max(
      ...[element, ...element.querySelectorAll('*')]
        .filter((part) => part === element || ['auto', 'scroll'].includes(getComputedStyle(part).overflowY))
        .map((part) => part.scrollHeight - part.clientHeight),
    ),
  );
}

// Every page of the owner's navigation, at each size: it opens marked in the navigation, with
// its heading, and the window never scrolls sideways (a wide table scrolls inside itself). The
// navigation fits without scrolling: on the first visit, and with a section opened by its
// heading to reach its pages (then folded again, as an operator moving on would). The tablet
// held upright has the icon rail: every icon, no heading.
test.each([
  ['1280x800', DESKTOP, false],
  ['820x1180', TABLET, false],
  ['1180x820 touch', TABLET_SIDEWAYS, true],
])('every page of the owner opens marked, headed and without a sideways scroll; the nav fits at %s', async (size, viewport, hasTouch) => {
  const name = `owen${viewport.width}`;
  await addOperatorAccount(site.server, name, 'owner');
  const { context, page } = await consoleWindow(viewport, { hasTouch });
  await signIn(page, site.url, name);
  const nav = page.getByRole('navigation', { name: '运营后台' });
  expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(hasTouch);
  expect(await hiddenBelowTheFold(nav)).toBeLessThanOrEqual(0);
  // The pages of the navigation's groups (the account link at its foot is not one of them).
  const groups = nav.getByRole('group');
  let visited = 0;
  for (let section = 0; section < (await groups.count()); section++) {
    const group = groups.nth(section);
    const heading = group.locator('h2 > button');
    const folds = (await heading.count()) > 0 && (await heading.getAttribute('aria-expanded')) === 'false';
    if (folds) await heading.click();
    const links = group.getByRole('link');
    for (let index = 0; index < (await links.count()); index++) {
      const link = links.nth(index);
      await link.click();
      await expect.poll(() => link.getAttribute('aria-current')).toBe('page');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect({ page: page.url(), sideways }).toEqual({ page: page.url(), sideways: 0 });
      expect({ page: page.url(), belowTheFold: await hiddenBelowTheFold(nav) }).toEqual({ page: page.url(), belowTheFold: 0 });
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/page-${size.replace(' ', '-')}-${String(visited).padStart(2, '0')}.png` });
      visited++;
    }
    if (folds) await heading.click();
  }
  expect(visited).toBe(16);
  await context.close();
});
