/**
 * One daily task a role, as bench:console drives it at 1280x800 from the page an operator
 * lands on after signing in: every click and key press goes through the tally, and a task
 * ends when its result is on screen.
 */
import { businessDate, type OperatorRole } from '@nocturne/core';
import type { Locator, Page } from 'playwright-core';
import { memberWithdrawing, registerMember, sayToSupport } from '../../packages/console/e2e/memberApi.ts';
import type { ConsoleSite } from '../../packages/console/scripts/consoleSite.ts';
import type { OperatorTally } from './operatorTally.ts';

export interface OperatorTask {
  role: OperatorRole;
  /** What the operator does, as the table names it. */
  task: string;
  /** Puts in place what run `run` works on (a withdrawal to approve) before the operator starts. */
  prepare?(run: number): Promise<void>;
  perform(page: Page, tally: OperatorTally<Locator>, run: number): Promise<void>;
}

/** The reason the console asks for when videos are taken down (at least its minimum length). */
const TAKE_DOWN_REASON = '版权方要求下架';
const APPROVAL_NOTE = '已通过支付宝转账';
const REPLY = '已为您补发金币，请查看';

/**
 * Opens a page from the navigation as an operator does: the heading of its section first when
 * that section is folded (a click counted like any other), then the page.
 */
async function openPage(page: Page, tally: OperatorTally<Locator>, section: string, name: string): Promise<void> {
  const nav = page.getByRole('navigation', { name: '运营后台' });
  const folded = nav.getByRole('button', { name: section, expanded: false });
  if ((await folded.count()) > 0) await tally.click(folded);
  await tally.click(nav.getByRole('link', { name }));
}

/** The four tasks on `site`; the chats support answers, one a run, are started here. */
export async function operatorDay(site: ConsoleSite, runs: number): Promise<OperatorTask[]> {
  // Members waiting for an answer, the oldest first (one a run), and a newer thread answered already.
  const waiting: string[] = [];
  for (let run = 0; run < runs; run++) {
    const member = await registerMember(site.server);
    await sayToSupport(member, `充值了但金币没到账（${run + 1}）`);
    waiting.push(member.code);
  }
  const answered = await registerMember(site.server);
  await sayToSupport(answered, '你好');
  await site.server.db.query(
    `INSERT INTO chat_messages (member_id, sender, kind, body, created_at) SELECT id, 'operator', 'text', '您好，请讲', now() FROM members WHERE member_code = $1`,
    [answered.code],
  );
  const withdrawing: string[] = [];

  return [
    {
      role: 'owner',
      task: "change a VIP plan's price, see it saved",
      async perform(page, tally, run) {
        const price = String(25 + run);
        await openPage(page, tally, '站点', '配置与价格');
        const plans = page.getByRole('table', { name: '会员套餐' });
        await tally.click(plans.getByRole('row').nth(1).getByRole('button', { name: '编辑' }));
        const editor = page.getByRole('dialog', { name: '编辑 VIP 套餐：30天' });
        await tally.type(editor.getByRole('spinbutton', { name: '价格（元）' }), price);
        await tally.click(editor.getByRole('button', { name: '保存' }));
        await plans.getByRole('row').nth(1).filter({ hasText: `¥${price}` }).waitFor();
      },
    },
    {
      role: 'content',
      task: 'take 3 videos down, with a reason',
      async perform(page, tally) {
        await openPage(page, tally, '内容', '内容管理');
        const published = page.getByRole('table').getByRole('row').filter({ hasText: '已上架' });
        for (let row = 0; row < 3; row++) await tally.click(published.nth(row).getByRole('checkbox'));
        await tally.click(page.getByRole('button', { name: '批量下架' }));
        const dialog = page.getByRole('alertdialog', { name: '下架 3 部视频' });
        await tally.type(dialog.getByRole('textbox', { name: /原因/ }), TAKE_DOWN_REASON);
        await tally.click(dialog.getByRole('button', { name: '下架' }));
        await page.getByRole('status').filter({ hasText: '已下架 3 部' }).waitFor();
      },
    },
    {
      role: 'finance',
      task: "approve a withdrawal, find the day's reconciliation",
      async prepare() {
        withdrawing.push((await memberWithdrawing(site.server, 10_000, 30)).code);
      },
      async perform(page, tally, run) {
        await openPage(page, tally, '资金', '提现审核');
        await tally.click(page.getByRole('row').filter({ hasText: withdrawing[run]! }).getByRole('button', { name: '审核' }));
        await tally.type(page.getByLabel('审核备注'), APPROVAL_NOTE);
        await tally.click(page.getByRole('button', { name: '通过' }));
        await page.getByRole('status').filter({ hasText: '已通过提现' }).waitFor();
        await openPage(page, tally, '资金', '对账');
        // The reconciliation page checks today's business day on opening: its totals are named by the day.
        await page.locator(`dl[aria-label="${businessDate(new Date())}"]`).waitFor();
      },
    },
    {
      role: 'support',
      task: 'answer the oldest waiting chat',
      async perform(page, tally, run) {
        await openPage(page, tally, '客服', '客服会话');
        await tally.click(page.getByRole('row').filter({ hasText: waiting[run]! }).getByRole('button', { name: '回复' }));
        await tally.type(page.getByLabel('回复内容'), REPLY);
        await tally.click(page.getByRole('button', { name: '发送' }));
        await page.getByRole('log').getByText(REPLY).waitFor();
      },
    },
  ];
}
