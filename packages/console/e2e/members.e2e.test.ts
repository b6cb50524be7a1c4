/**
 * The Members pages at 1280x800: an owner finds a member by code, opens the member's
 * view, suspends the member with a reason (the member's next call is refused with the clear
 * sentence), then restores the member; the audit log has both steps with their reasons.
 */
import { api, consoleMembers, FORBIDDEN_CODE, OPERATOR_REASON_MIN, zhCNOperator, type AuditPage } from '@nocturne/core';
import { expect, test } from 'vitest';
import { addOperatorAccount, consoleServer, consoleWindow, signIn } from './harness.ts';
import { registerMember } from './memberApi.ts';

const running = consoleServer();
const text = consoleMembers;

test('an owner finds a member, suspends them with a reason (the member hears so), restores them; both in the log', async () => {
  const { server, url } = running;
  await addOperatorAccount(server, 'olive', 'owner');
  const member = await registerMember(server);
  const memberCall = () => member.call(api.memberByCode.path, { body: { memberCode: member.code } });
  expect((await memberCall()).code).toBe(0);

  const { context, page } = await consoleWindow();
  await signIn(page, url, 'olive');
  await page.goto(`${url}/console/members`);
  await page.getByRole('searchbox', { name: text.search.label }).fill(member.code);
  await page.getByRole('searchbox', { name: text.search.label }).press('Enter');
  const row = page.getByRole('row').filter({ hasText: member.code });
  await row.getByText(text.search.active).waitFor();
  await row.getByRole('button', { name: text.search.open }).click();
  await page.getByRole('heading', { name: text.view.suspendTitle }).waitFor();

  // No reason, no suspension; then with one.
  await page.getByRole('button', { name: text.view.suspend }).click();
  await page.getByText(text.view.reasonRequired(OPERATOR_REASON_MIN)).waitFor();
  await page.getByLabel(text.view.reason).fill('刷单');
  await page.getByRole('button', { name: text.view.suspend }).click();
  await page.getByRole('heading', { name: text.view.restoreTitle }).waitFor();
  await page.getByText(text.view.suspended('刷单')).waitFor();
  expect(await memberCall()).toMatchObject({ code: FORBIDDEN_CODE, msg: zhCNOperator.memberSuspended });

  await page.getByLabel(text.view.reason).fill('申诉通过');
  await page.getByRole('button', { name: text.view.restore }).click();
  await page.getByRole('heading', { name: text.view.suspendTitle }).waitFor();
  expect((await memberCall()).code).toBe(0);

  const log = await page.evaluate(async (target) => {
    const response = await fetch(`/admin/audit?target=${encodeURIComponent(target)}`);
    return ((await response.json()) as { data: AuditPage }).data.items.map((entry) => [entry.actor, entry.action, entry.reason]);
  }, `member:${member.code}`);
  expect(log).toEqual([
    ['olive', 'POST /admin/members/:code/restore', '申诉通过'],
    ['olive', 'POST /admin/members/:code/suspend', '刷单'],
  ]);
  await context.close();
});
