/**
 * The console's member pages through the operator API: search by code, nickname or login
 * name (paged), the member's view (VIP, coins, balance, invites, devices; never the generated
 * password), and suspension with a reason.
 */
import { membersApi, operatorApi, zhCNOperator, type MemberDetail, type MemberSummary, type OperatorPage } from '@nocturne/core';
import { describe, expect, test } from 'vitest';
import type { Db } from '../src/db/db.ts';
import { registerMember, serverPerFile, type TestApp } from './harness.ts';
import { credit, memberIdOf } from './money.ts';
import { failureOf, signedInOperator } from './operators.ts';

let db: Db;
let t: TestApp;

serverPerFile((server) => ({ db, t } = server));

const data = <T>(response: { json(): unknown; statusCode: number; body: string }): T => {
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: T }).data;
};
const path = (template: string, params: Record<string, string | number>) => template.replace(/:(\w+)/g, (_m, name: string) => String(params[name]));

describe('member search', () => {
  test('by exact code, by the start of a nickname or login name, newest first in pages', async () => {
    const support = await signedInOperator(t, db, 'support');
    const members = [];
    for (const nickname of ['小明', '小红', '大白', '50%_off']) {
      const m = await registerMember(t.app);
      await db.query('UPDATE members SET nickname = $2 WHERE member_code = $1', [m.memberCode, nickname]);
      members.push(m);
    }
    const search = async (query: string) => data<OperatorPage<MemberSummary>>(await support('GET', `${membersApi.search.path}?${query}`));
    const codes = (page: OperatorPage<MemberSummary>) => page.items.map((m) => m.memberCode);

    expect(codes(await search(`q=${members[2]!.memberCode}`))).toEqual([members[2]!.memberCode]);
    expect(codes(await search(`q=${encodeURIComponent('小')}`))).toEqual([members[1]!.memberCode, members[0]!.memberCode]);
    expect(codes(await search(`q=${encodeURIComponent(members[3]!.memberName.slice(0, 6))}`))).toContain(members[3]!.memberCode);
    // LIKE's own wildcards match only themselves.
    expect(codes(await search(`q=${encodeURIComponent('%')}`))).toEqual([]);
    expect(codes(await search(`q=${encodeURIComponent('50%_')}`))).toEqual([members[3]!.memberCode]);
    expect((await search('q=nobody-at-all')).items).toEqual([]);

    const first = await search(`q=${encodeURIComponent('小')}&limit=1`);
    expect(first).toMatchObject({ items: [{ nickname: '小红', vip: false, suspended: false }], nextCursor: expect.any(String) });
    expect(first.items[0]).not.toHaveProperty('id');
    expect(codes(await search(`q=${encodeURIComponent('小')}&limit=1&cursor=${first.nextCursor}`))).toEqual([members[0]!.memberCode]);

    for (const bad of [`q=${'x'.repeat(65)}`, 'q=a&limit=0', 'q=a&cursor=-1']) {
      expect((await support('GET', `${membersApi.search.path}?${bad}`)).statusCode, bad).toBe(400);
    }
    // No term (or only spaces): the page opens on the newest members.
    for (const none of ['', 'q=', 'q=%20%20']) expect(codes(await search(none)), none).toEqual(members.map((m) => m.memberCode).reverse());
  });
});

describe("the member's view", () => {
  test('VIP, coins, balance, held cash, invites, devices and suspension; never the generated password', async () => {
    const finance = await signedInOperator(t, db, 'finance');
    const inviter = await registerMember(t.app, { address: '10.0.0.1' });
    const friend = await registerMember(t.app, { address: '10.0.0.2', inviteCode: inviter.memberCode });
    const id = await memberIdOf(db, inviter.memberCode);
    await credit(db, id, 'coins', 12);
    await credit(db, id, 'balance', 3456);
    await db.query(`INSERT INTO login_devices (member_id, key_hash, last_seen_at) VALUES ($1, 'a', '2026-05-30T00:00:00Z'), ($1, 'b', '2026-05-31T00:00:00Z')`, [id]);

    const view = data<MemberDetail>(await finance('GET', path(membersApi.member.path, { code: inviter.memberCode })));
    expect(view).toMatchObject({
      member: { memberCode: inviter.memberCode, memberCion: 12, balance: 34.56, memberVip: expect.any(Number) },
      heldFen: 0,
      suspension: { suspended: false, reason: '' },
      invites: { invited: 1, rewarded: 1, invitedBy: null },
      // The registering device, then the two older ones, last seen first.
      devices: [{ lastSeenAt: '2026-06-01T04:00:00.000Z' }, { lastSeenAt: '2026-05-31T00:00:00.000Z' }, { lastSeenAt: '2026-05-30T00:00:00.000Z' }],
    });
    expect(view.ledger.map((e) => [e.account, e.delta])).toEqual([
      ['balance', 3456],
      ['coins', 12],
    ]);
    expect(view.member.vipDate).not.toBe(''); // the invite earned a VIP day
    expect(view.member).not.toHaveProperty('memberPwdTemp');
    expect(JSON.stringify(view)).not.toContain(inviter.memberPwdTemp);
    expect(data<MemberDetail>(await finance('GET', path(membersApi.member.path, { code: friend.memberCode }))).invites).toEqual({ invited: 0, rewarded: 0, invitedBy: inviter.memberCode });
    expect((await finance('GET', path(membersApi.member.path, { code: 'nobody' }))).statusCode).toBe(404);
  });

  test('suspension needs a reason, shows on the view and in the log; support reads but may not suspend', async () => {
    const owner = await signedInOperator(t, db, 'owner', 'olive');
    const support = await signedInOperator(t, db, 'support');
    const m = await registerMember(t.app);
    const suspend = path(operatorApi.suspendMember.path, { code: m.memberCode });
    expect((await owner('POST', suspend, { reason: ' ' })).statusCode).toBe(400);
    expect(failureOf(await support('POST', suspend, { reason: '刷单' }))).toMatchObject({ status: 403, msg: zhCNOperator.roleForbidden });
    expect((await owner('POST', suspend, { reason: '刷单' })).statusCode).toBe(200);
    expect(data<MemberDetail>(await support('GET', path(membersApi.member.path, { code: m.memberCode }))).suspension).toEqual({ suspended: true, reason: '刷单' });
    expect(data<OperatorPage<MemberSummary>>(await support('GET', `${membersApi.search.path}?q=${m.memberCode}`)).items[0]!.suspended).toBe(true);
    expect((await owner('POST', path(operatorApi.restoreMember.path, { code: m.memberCode }), { reason: '申诉通过' })).statusCode).toBe(200);
    expect(data<MemberDetail>(await support('GET', path(membersApi.member.path, { code: m.memberCode }))).suspension.suspended).toBe(false);
  });
});
