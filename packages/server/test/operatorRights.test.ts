/**
 * Operators' rights, the audit log and member suspension: each role is refused
 * what it may not do with a clear code and sentence; every change is in the log with who,
 * what, before, after and why, and the log cannot be edited; a suspended member hears so on
 * every call.
 */
import { api, FORBIDDEN_CODE, OPERATOR_RIGHTS, OPERATOR_ROLES, roleMay, zhCNOperator, type AuditEntry, type OperatorRight } from '@nocturne/core';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import type { Db } from '../src/db/db.ts';
import { call, registerMember, serverPerFile, TEST_ADMIN_TOKEN, type TestApp } from './harness.ts';
import { credit, memberIdOf } from './money.ts';
import { failureOf, signedInOperator } from './operators.ts';

let db: Db;
let t: TestApp;
serverPerFile((server) => ({ db, t } = server));

const TOKEN = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` };
const byToken = (method: 'GET' | 'POST', url: string, body?: object) => t.app.inject({ method, url, headers: TOKEN, ...(body ? { payload: body } : {}) });

/** One route (or more) of each right; unknown ids answer 404 to whoever may ask, and 403 to the rest. */
const ROUTES: [OperatorRight, 'GET' | 'POST' | 'PUT' | 'DELETE', string, object?][] = [
  ['dashboard', 'GET', '/admin/dashboard'],
  ['site', 'GET', '/admin/config'],
  ['site', 'PUT', '/admin/config', { shikan: 30 }],
  ['ads', 'GET', '/admin/ads'],
  ['ads', 'DELETE', '/admin/ads/999'],
  ['topics', 'GET', '/admin/topics'],
  ['videos', 'GET', '/admin/videos'],
  ['videos', 'POST', '/admin/videos/999/take-down', { reason: '侵权' }],
  ['ingest', 'GET', '/admin/media/jobs'],
  ['danmaku', 'GET', '/admin/videos/1/danmaku'],
  ['danmaku', 'DELETE', '/admin/danmaku/999'],
  ['reports', 'GET', '/admin/reports'],
  ['playback', 'GET', '/admin/playback'],
  ['metrics', 'GET', '/admin/metrics'],
  ['withdrawals', 'GET', '/admin/withdrawals'],
  ['withdrawals', 'POST', '/admin/withdrawals/999/approve', { note: '已核对' }],
  ['withdrawals', 'GET', '/admin/withdrawals/999/payment-code'],
  ['orders', 'GET', '/admin/orders'],
  ['ledgers', 'GET', '/admin/members/00000000/ledger'],
  ['adjustments', 'POST', '/admin/members/00000000/adjust', { account: 'coins', delta: 1, note: '补偿' }],
  ['chats', 'GET', '/admin/chats'],
  ['members', 'GET', '/admin/members/00000000'],
  ['suspensions', 'POST', '/admin/members/00000000/suspend', { reason: '刷单' }],
  ['operators', 'GET', '/admin/operators'],
  ['operators', 'PUT', '/admin/operators/999', { role: 'content', reason: '调岗' }],
  ['audit', 'GET', '/admin/audit'],
];

describe('rights', () => {
  test('every right has a route here', () => {
    expect(new Set(ROUTES.map(([right]) => right))).toEqual(new Set(OPERATOR_RIGHTS));
  });

  test('each role gets what its rights allow and a 403 with the code and sentence for the rest', async () => {
    for (const role of OPERATOR_ROLES) {
      const operator = await signedInOperator(t, db, role);
      for (const [right, method, url, body] of ROUTES) {
        const response = await operator(method, url, body);
        if (roleMay(role, right)) {
          expect(response.statusCode, `${role} ${method} ${url}: ${response.body}`).not.toBe(403);
          expect(response.statusCode, `${role} ${method} ${url}`).toBeLessThan(500);
        } else {
          expect(failureOf(response), `${role} ${method} ${url}`).toEqual({ status: 403, code: FORBIDDEN_CODE, msg: zhCNOperator.roleForbidden });
        }
      }
    }
  });

  test('ADMIN_TOKEN keeps every right', async () => {
    for (const [, method, url, body] of ROUTES) {
      const response = await t.app.inject({ method, url, headers: TOKEN, ...(body ? { payload: body } : {}) });
      expect(response.statusCode, `${method} ${url}`).not.toBe(403);
      expect(response.statusCode, `${method} ${url}`).not.toBe(401);
    }
  });

  test('the last enabled owner can be neither demoted nor disabled', async () => {
    const owner = await signedInOperator(t, db, 'owner');
    const me = (await owner('GET', '/admin/session')).json().data.operator.id as number;
    expect((await owner('PUT', `/admin/operators/${me}`, { role: 'content', reason: '调岗' })).statusCode).toBe(409);
    expect((await owner('PUT', `/admin/operators/${me}`, { disabled: true })).json().msg).toBe(zhCNOperator.lastOwner);
    expect((await owner('POST', '/admin/operators', { name: 'owner', role: 'owner', password: 'another-long-password' })).json().msg).toBe(zhCNOperator.nameTaken);
    expect((await owner('POST', '/admin/operators', { name: 'x y', role: 'content', password: 'another-long-password' })).statusCode).toBe(400);
    expect((await owner('POST', '/admin/operators', { name: 'shorty', role: 'content', password: 'short' })).json().msg).toBe(zhCNOperator.passwordTooShort);
  });
});

async function pendingWithdrawals(memberCode: string): Promise<number[]> {
  const id = await memberIdOf(db, memberCode);
  await db.query(
    `INSERT INTO withdrawals (member_id, amount_fen, image_url, channel) VALUES ($1, 3000, '/uploads/x.png', 'wx'), ($1, 2000, '/uploads/x.png', 'zfb')`,
    [id],
  );
  await credit(db, id, 'held', 5000);
  return (await db.query<{ id: number }>('SELECT id FROM withdrawals ORDER BY id')).map((row) => Number(row.id));
}

describe('the audit log', () => {
  test('records every step: who, what, before, after, why; owners read it filtered and paged', async () => {
    const owner = await signedInOperator(t, db, 'owner', 'olga');
    expect((await owner('POST', '/admin/operators', { name: 'carl', role: 'content', password: 'carl-long-password' })).statusCode).toBe(200);
    const content = await signedInOperator(t, db, 'content', 'cora');
    const finance = await signedInOperator(t, db, 'finance', 'fred');
    const m = await registerMember(t.app);

    expect((await content('POST', '/admin/topics', { title: '专题', code: '30' })).statusCode).toBe(200);
    expect((await owner('PUT', '/admin/config', { shikan: 45 })).statusCode).toBe(200);
    // A money adjustment and a withdrawal decision need a reason.
    expect((await finance('POST', `/admin/members/${m.memberCode}/adjust`, { account: 'balance', delta: 500 })).statusCode).toBe(400);
    expect((await finance('POST', `/admin/members/${m.memberCode}/adjust`, { account: 'balance', delta: 500, note: '佣金' })).statusCode).toBe(200);
    const [first, second] = await pendingWithdrawals(m.memberCode);
    expect((await finance('POST', `/admin/withdrawals/${first}/approve`)).statusCode).toBe(400);
    expect((await finance('POST', `/admin/withdrawals/${first}/approve`, { note: '已核对收款码' })).statusCode).toBe(200);
    expect((await byToken('POST', `/admin/withdrawals/${second}/reject`, { note: '收款码模糊' })).statusCode).toBe(200);
    // Refused and failed calls change nothing and leave no entry.
    expect((await content('POST', `/admin/withdrawals/${second}/approve`, { note: 'x' })).statusCode).toBe(403);

    const log = (await owner('GET', '/admin/audit')).json().data as { items: AuditEntry[]; nextCursor: string | null };
    const steps = log.items.map((entry) => [entry.actor, entry.action]).reverse();
    expect(steps).toEqual([
      ['test', 'test'],
      ['olga', 'POST /admin/session/totp/confirm'],
      ['olga', 'POST /admin/operators'],
      ['test', 'test'],
      ['test', 'test'],
      ['fred', 'POST /admin/session/totp/confirm'],
      ['cora', 'POST /admin/topics'],
      ['olga', 'PUT /admin/config'],
      ['fred', 'POST /admin/members/:code/adjust'],
      ['fred', 'POST /admin/withdrawals/:id/approve'],
      ['ADMIN_TOKEN', 'POST /admin/withdrawals/:id/reject'],
    ]);
    const byAction = (action: string) => log.items.find((entry) => entry.action === action)!;
    expect(byAction('POST /admin/operators')).toMatchObject({ target: 'operator:carl', after: { name: 'carl', role: 'content', disabled: false } });
    expect(JSON.stringify(log.items)).not.toContain('carl-long-password');
    expect(byAction('PUT /admin/config')).toMatchObject({ before: { shikan: expect.any(Number) }, after: { shikan: 45 } });
    expect(byAction('POST /admin/members/:code/adjust')).toMatchObject({ target: `code:${m.memberCode}`, before: { account: 'balance', balance: 0 }, after: { balance: 500 }, reason: '佣金' });
    expect(byAction('POST /admin/withdrawals/:id/approve')).toMatchObject({ target: `id:${first}`, before: { state: 'pending' }, after: { state: 'approved' }, reason: '已核对收款码' });
    expect(byAction('POST /admin/withdrawals/:id/reject')).toMatchObject({ reason: '收款码模糊', after: { state: 'rejected' } });
    expect(Date.parse(log.items[0]!.at)).toBe(t.clock.now().getTime());

    const fred = (await owner('GET', '/admin/audit?actor=fred')).json().data.items as AuditEntry[];
    expect(fred.map((entry) => entry.actor)).toEqual(['fred', 'fred', 'fred']);
    const page1 = (await owner('GET', '/admin/audit?limit=2')).json().data;
    const page2 = (await owner('GET', `/admin/audit?limit=2&cursor=${page1.nextCursor}`)).json().data;
    expect([...page1.items, ...page2.items].map((entry: AuditEntry) => entry.id)).toEqual(log.items.slice(0, 4).map((entry) => entry.id));
    expect((await finance('GET', '/admin/audit')).statusCode).toBe(403);
  });

  test('cannot be edited: no path updates or deletes it, and the database refuses both', async () => {
    const owner = await signedInOperator(t, db, 'owner');
    await owner('PUT', '/admin/config', { shikan: 40 });
    await expect(db.query("UPDATE operator_audit SET reason = 'forged'")).rejects.toThrow(/append-only/);
    await expect(db.query('DELETE FROM operator_audit')).rejects.toThrow(/append-only/);
    expect((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM operator_audit'))[0]!.n).toBeGreaterThan(0);
    const sources = readdirSync(path.join(import.meta.dirname, '../src'), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts'));
    for (const file of sources) {
      expect(readFileSync(path.join(import.meta.dirname, '../src', file), 'utf8'), file).not.toMatch(/(UPDATE|DELETE FROM)\s+operator_audit/i);
    }
  });
});

describe('suspension', () => {
  test('a suspended member hears so on every call and cannot sign in; restored, it goes on; both in the log with the reason', async () => {
    const owner = await signedInOperator(t, db, 'owner');
    const m = await registerMember(t.app);
    const memberCall = () => call(t.app, 'POST', api.memberByCode.path, { memberCode: m.memberCode }, { token: m.token });
    expect((await memberCall()).json().code).toBe(0);
    expect((await owner('POST', `/admin/members/${m.memberCode}/suspend`, {})).statusCode).toBe(400);
    expect((await owner('POST', `/admin/members/${m.memberCode}/suspend`, { reason: '   ' })).statusCode).toBe(400);
    expect((await owner('POST', '/admin/members/00000000/suspend', { reason: '刷单' })).statusCode).toBe(404);
    expect((await owner('POST', `/admin/members/${m.memberCode}/suspend`, { reason: '刷单' })).statusCode).toBe(200);

    expect((await owner('GET', `/admin/members/${m.memberCode}`)).json().data.suspension).toEqual({ suspended: true, reason: '刷单' });
    // Member calls answer HTTP 200 (the original client reads only the envelope) with the code and sentence.
    const refused = await memberCall();
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toMatchObject({ code: FORBIDDEN_CODE, msg: zhCNOperator.memberSuspended });
    const login = await call(t.app, 'POST', api.login.path, { loginName: m.memberName, loginPwd: m.memberPwdTemp, type: 'login' });
    expect(login.json()).toMatchObject({ code: FORBIDDEN_CODE, msg: zhCNOperator.memberSuspended });
    const wrong = await call(t.app, 'POST', api.login.path, { loginName: m.memberName, loginPwd: 'wrong-one', type: 'login' });
    expect(wrong.json().code).not.toBe(FORBIDDEN_CODE);

    expect((await owner('POST', `/admin/members/${m.memberCode}/restore`, { reason: '申诉通过' })).statusCode).toBe(200);
    expect((await memberCall()).json().code).toBe(0);
    const log = (await owner('GET', `/admin/audit?target=member:${m.memberCode}`)).json().data.items as AuditEntry[];
    expect(log.map((entry) => [entry.action, entry.before, entry.after, entry.reason])).toEqual([
      ['POST /admin/members/:code/restore', { suspended: true, reason: '刷单' }, { suspended: false, reason: '' }, '申诉通过'],
      ['POST /admin/members/:code/suspend', { suspended: false, reason: '' }, { suspended: true, reason: '刷单' }, '刷单'],
    ]);
  });

  test('support reads members but may not suspend them', async () => {
    const support = await signedInOperator(t, db, 'support');
    const m = await registerMember(t.app);
    expect((await support('GET', `/admin/members/${m.memberCode}`)).statusCode).toBe(200);
    expect(failureOf(await support('POST', `/admin/members/${m.memberCode}/suspend`, { reason: '刷单' }))).toEqual({
      status: 403,
      code: FORBIDDEN_CODE,
      msg: zhCNOperator.roleForbidden,
    });
  });
});
