/**
 * The console's money pages, through the operator API as finance: withdrawals decided once
 * with a note (the member's records say so), the payment code for finance only, orders
 * filtered and paged, a day reconciled against the providers' notifications, and every
 * change committed with its audit entry.
 */
import { api, CROSS_SITE_REQUEST_CODE, moneyApi, zhCNOperator, type AuditPage, type OperatorPage, type OrderListing, type ReconcileDay, type RecordItem, type WithdrawalView } from '@nocturne/core';
import { describe, expect, test } from 'vitest';
import type { Db } from '../src/db/db.ts';
import { notifyPath } from '../src/payments/paths.ts';
import { SandboxProvider, sandboxSecret } from '../src/payments/sandbox.ts';
import { call, envelope, registerMember, serverPerFile, type TestApp } from './harness.ts';
import { balancesOf, credit, ledgerDrift, memberIdOf, restorePaymentDefaults, uploadPaymentCode } from './money.ts';
import { CONSOLE, failureOf, signedInOperator, type OperatorClient } from './operators.ts';
import { failingAudit } from './auditFailure.ts';

let db: Db;
let t: TestApp;

serverPerFile(
  (server) => ({ db, t } = server),
  () => restorePaymentDefaults(db),
);

const data = <T>(response: { json(): unknown; statusCode: number; body: string }): T => {
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: T }).data;
};

const path = (template: string, params: Record<string, string | number>) => template.replace(/:(\w+)/g, (_m, name: string) => String(params[name]));

/** A member with `fen` of withdrawable cash who has asked to withdraw `yuan`. */
async function memberWithdrawing(fen: number, yuan: number) {
  const m = await registerMember(t.app);
  const id = await memberIdOf(db, m.memberCode);
  await credit(db, id, 'balance', fen);
  const imgurl = await uploadPaymentCode(t.app, m.token);
  expect(envelope(await call(t.app, 'POST', api.withdraw.path, { imgurl, index: 'wx', money: yuan }, { token: m.token }), t.config).code).toBe(0);
  return { token: m.token, code: m.memberCode, id };
}

async function withdrawalRecords(token: string): Promise<RecordItem[]> {
  return envelope<RecordItem[]>(await call(t.app, 'POST', api.records.path, { index: 2 }, { token }), t.config, true).data;
}

async function pendingWithdrawals(finance: OperatorClient): Promise<WithdrawalView[]> {
  return data<WithdrawalView[]>(await finance('GET', `${moneyApi.withdrawals.path}?state=pending`));
}

describe('withdrawals (finance)', () => {
  test('approve one and reject another with a note: once each, and the member records say so', async () => {
    const finance = await signedInOperator(t, db, 'finance', 'fiona');
    const first = await memberWithdrawing(10_000, 30);
    const second = await memberWithdrawing(5_000, 20);
    const [a, b] = await pendingWithdrawals(finance);
    expect([a!.memberCode, b!.memberCode]).toEqual([first.code, second.code]);
    expect(a).toMatchObject({ no: 'W00000001', amountFen: 3000, channel: 'wx', state: 'pending', note: '', decidedAt: null });
    expect(a).not.toHaveProperty('imageUrl');

    expect((await finance('POST', path(moneyApi.approveWithdrawal.path, { id: a!.id }), { note: '已转账' })).statusCode).toBe(200);
    expect((await finance('POST', path(moneyApi.rejectWithdrawal.path, { id: b!.id }), { note: '收款码无法识别' })).statusCode).toBe(200);

    // A second decision, either way, is a clear 409 and changes nothing.
    for (const [endpoint, id] of [
      [moneyApi.rejectWithdrawal, a!.id],
      [moneyApi.approveWithdrawal, a!.id],
      [moneyApi.approveWithdrawal, b!.id],
    ] as const) {
      expect(failureOf(await finance('POST', path(endpoint.path, { id }), { note: '再来一次' }))).toEqual({ status: 409, code: 409, msg: zhCNOperator.withdrawalDecided });
    }

    expect(await withdrawalRecords(first.token)).toMatchObject([{ title: 'W00000001', status: 'approved' }]);
    expect((await withdrawalRecords(first.token))[0]).not.toHaveProperty('note');
    expect(await withdrawalRecords(second.token)).toMatchObject([{ title: 'W00000002', status: 'rejected', note: '收款码无法识别' }]);
    expect(await balancesOf(db, first.id)).toEqual({ coins: 0, balance_fen: 7000, held_fen: 0 });
    expect(await balancesOf(db, second.id)).toEqual({ coins: 0, balance_fen: 5000, held_fen: 0 });
    expect(await ledgerDrift(db)).toEqual([]);
    expect(await pendingWithdrawals(finance)).toEqual([]);

    const owner = await signedInOperator(t, db, 'owner', 'olive');
    const audit = data<AuditPage>(await owner('GET', '/admin/audit?actor=fiona'));
    expect(audit.items.filter((entry) => entry.action.includes('withdrawals')).map(({ action, target, reason, after }) => ({ action, target, reason, after }))).toEqual([
      { action: 'POST /admin/withdrawals/:id/reject', target: `id:${b!.id}`, reason: '收款码无法识别', after: { state: 'rejected' } },
      { action: 'POST /admin/withdrawals/:id/approve', target: `id:${a!.id}`, reason: '已转账', after: { state: 'approved' } },
    ]);
  });

  test('a decision needs a note; junk ids and bodies are 400, an unknown withdrawal 404', async () => {
    const finance = await signedInOperator(t, db, 'finance');
    await memberWithdrawing(10_000, 10);
    const approve = path(moneyApi.approveWithdrawal.path, { id: 1 });
    for (const body of [{}, { note: '' }, { note: '   ' }, { note: 'x'.repeat(201) }, { note: { text: 'ok' } }]) {
      expect((await finance('POST', approve, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await finance('POST', approve, '{"note":', { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' })).statusCode).toBe(400);
    expect((await finance('POST', path(moneyApi.approveWithdrawal.path, { id: 'abc' }), { note: 'ok' })).statusCode).toBe(400);
    expect((await finance('POST', path(moneyApi.approveWithdrawal.path, { id: 99 }), { note: 'ok' })).statusCode).toBe(404);
    expect((await finance('GET', `${moneyApi.withdrawals.path}?state=lost`)).statusCode).toBe(400);
    // A forged cross-site request and a junk cookie decide nothing.
    expect(failureOf(await finance('POST', approve, { note: 'ok' }, { 'sec-fetch-site': 'cross-site' }))).toMatchObject({ status: 403, code: CROSS_SITE_REQUEST_CODE });
    const junk = await t.app.inject({ method: 'POST', url: approve, payload: { note: 'ok' }, headers: { ...CONSOLE, cookie: 'nocturne_operator=%00junk%ff' } });
    expect(junk.statusCode).toBe(401);
    expect((await pendingWithdrawals(finance))[0]!.state).toBe('pending');
  });

  test('the payment code is shown to finance only, never cached', async () => {
    await memberWithdrawing(10_000, 10);
    const finance = await signedInOperator(t, db, 'finance');
    const support = await signedInOperator(t, db, 'support');
    const url = path(moneyApi.withdrawalPaymentCode.path, { id: 1 });
    const image = await finance('GET', url);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('private, no-store');
    expect(failureOf(await support('GET', url))).toMatchObject({ status: 403, msg: zhCNOperator.roleForbidden });
    expect((await finance('GET', path(moneyApi.withdrawalPaymentCode.path, { id: 2 }))).statusCode).toBe(404);
  });

  test('a decision whose audit entry cannot be written is not made', async () => {
    const finance = await signedInOperator(t, db, 'finance');
    const m = await memberWithdrawing(10_000, 10);
    await failingAudit(db, 'POST /admin/withdrawals/:id/reject', async () => {
      expect((await finance('POST', path(moneyApi.rejectWithdrawal.path, { id: 1 }), { note: '不予通过' })).statusCode).toBe(500);
    });
    expect((await pendingWithdrawals(finance)).map((w) => w.id)).toEqual([1]);
    expect(await balancesOf(db, m.id)).toEqual({ coins: 0, balance_fen: 9000, held_fen: 1000 });
  });
});

describe('adjustments and the ledger (finance)', () => {
  test('an adjustment needs a reason, commits with its entry, and pages through the ledger', async () => {
    const finance = await signedInOperator(t, db, 'finance');
    const m = await registerMember(t.app);
    const adjust = path(moneyApi.adjust.path, { code: m.memberCode });
    expect((await finance('POST', adjust, { account: 'coins', delta: 5 })).statusCode).toBe(400);
    expect((await finance('POST', adjust, { account: 'coins', delta: 0, note: '补偿' })).statusCode).toBe(400);
    expect((await finance('POST', adjust, { account: 'held', delta: 5, note: '补偿' })).statusCode).toBe(400);
    for (let i = 1; i <= 3; i += 1) expect(data(await finance('POST', adjust, { account: 'coins', delta: i, note: `补偿${i}` }))).toEqual({ account: 'coins', balance: (i * (i + 1)) / 2 });

    await failingAudit(db, 'POST /admin/members/:code/adjust', async () => {
      expect((await finance('POST', adjust, { account: 'coins', delta: 100, note: '不会生效' })).statusCode).toBe(500);
    });
    expect((await balancesOf(db, await memberIdOf(db, m.memberCode))).coins).toBe(6);

    const ledger = path(moneyApi.ledger.path, { code: m.memberCode });
    const first = data<OperatorPage<{ delta: number }>>(await finance('GET', `${ledger}?limit=2`));
    expect(first.items.map((e) => e.delta)).toEqual([3, 2]);
    const second = data<OperatorPage<{ delta: number }>>(await finance('GET', `${ledger}?limit=2&cursor=${first.nextCursor}`));
    expect(second).toMatchObject({ items: [{ delta: 1 }], nextCursor: null });
    expect((await finance('GET', `${ledger}?limit=0`)).statusCode).toBe(400);
    expect((await finance('GET', path(moneyApi.ledger.path, { code: 'nobody' }))).statusCode).toBe(404);
    expect(first.items[0]).not.toHaveProperty('memberId');

    // Before a member is chosen, the page opens on every member's newest rows, each with its member.
    const other = await registerMember(t.app);
    await credit(db, await memberIdOf(db, other.memberCode), 'balance', 700);
    const recent = data<OperatorPage<{ memberCode: string; delta: number }>>(await finance('GET', `${moneyApi.recentLedger.path}?limit=2`));
    expect(recent.items.map((e) => [e.memberCode, e.delta])).toEqual([
      [other.memberCode, 700],
      [m.memberCode, 3],
    ]);
    expect(data<OperatorPage<{ delta: number }>>(await finance('GET', `${moneyApi.recentLedger.path}?limit=2&cursor=${recent.nextCursor}`)).items.map((e) => e.delta)).toEqual([2, 1]);
    const support = await signedInOperator(t, db, 'support', 'sue');
    expect((await support('GET', moneyApi.recentLedger.path)).statusCode).toBe(403);
  });
});

describe('orders and reconciling a day', () => {
  const sandbox = () => new SandboxProvider({ secret: sandboxSecret(t.config.mediaSecret), publicUrl: '' });

  async function order(memberId: number, orderNo: string, fen: number, state: string, kind = 'coins', at = '2026-06-01T04:00:00Z') {
    await db.query(
      `INSERT INTO pay_orders (order_no, member_id, kind, amount_fen, coins, channel, provider, subject, state, created_at)
       VALUES ($1, $2, $3, $4, 10, 1, 'sandbox', '测试', $5, $6)`,
      [orderNo, memberId, kind, fen, state, at],
    );
  }

  function notify(orderNo: string, amountFen: number) {
    return t.app.inject({
      method: 'POST',
      url: notifyPath('sandbox'),
      payload: new URLSearchParams(sandbox().sign({ orderNo, outcome: 'paid', amountFen })).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  }

  test('orders filter by state, kind and member, newest first in pages', async () => {
    const finance = await signedInOperator(t, db, 'finance');
    const a = await registerMember(t.app);
    const b = await registerMember(t.app);
    const aId = await memberIdOf(db, a.memberCode);
    await order(aId, 'P1', 1000, 'pending', 'coins', '2026-06-01T01:00:00Z');
    await order(aId, 'P2', 3000, 'paid', 'vip', '2026-06-01T02:00:00Z');
    await order(await memberIdOf(db, b.memberCode), 'P3', 1000, 'pending', 'coins', '2026-06-01T03:00:00Z');
    const list = async (query: string) => data<OperatorPage<OrderListing>>(await finance('GET', `${moneyApi.orders.path}?${query}`));
    expect((await list('')).items.map((o) => o.orderNo)).toEqual(['P3', 'P2', 'P1']);
    expect((await list('state=pending')).items.map((o) => o.orderNo)).toEqual(['P3', 'P1']);
    expect((await list('kind=vip')).items).toMatchObject([{ orderNo: 'P2', memberCode: a.memberCode, amountFen: 3000, createdAt: '2026-06-01T02:00:00.000Z' }]);
    expect((await list(`member=${a.memberCode}&state=pending`)).items.map((o) => o.orderNo)).toEqual(['P1']);
    const page = await list('limit=2');
    expect(page.nextCursor).toBe('P2');
    expect(await list('limit=2&cursor=P2')).toEqual({ items: [expect.objectContaining({ orderNo: 'P1' })], nextCursor: null });
    for (const bad of ['kind=gold', 'state=lost', 'limit=9999', 'cursor=nope']) expect((await finance('GET', `${moneyApi.orders.path}?${bad}`)).statusCode, bad).toBe(400);
  });

  test('a notification that cannot be kept pays nothing: the order, its credit and its record commit together', async () => {
    const m = await registerMember(t.app);
    const id = await memberIdOf(db, m.memberCode);
    await order(id, 'PK1', 1000, 'pending');
    const before = await balancesOf(db, id);
    await db.exec(`CREATE FUNCTION test_refuse_notification() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'notification refused for the test'; END $$;
      CREATE TRIGGER test_refuse_notification BEFORE INSERT ON pay_notifications FOR EACH ROW EXECUTE FUNCTION test_refuse_notification();`);
    try {
      // The provider hears a failure, so it delivers again later.
      expect((await notify('PK1', 1000)).statusCode).toBeGreaterThanOrEqual(500);
    } finally {
      await db.exec('DROP TRIGGER test_refuse_notification ON pay_notifications; DROP FUNCTION test_refuse_notification();');
    }
    expect(await db.query("SELECT state FROM pay_orders WHERE order_no = 'PK1'")).toEqual([{ state: 'pending' }]);
    expect(await balancesOf(db, id)).toEqual(before);
    // Delivered again, it pays once, with its record.
    expect((await notify('PK1', 1000)).statusCode).toBe(200);
    expect(await db.query("SELECT state FROM pay_orders WHERE order_no = 'PK1'")).toEqual([{ state: 'paid' }]);
    expect(await db.query("SELECT result FROM pay_notifications WHERE order_no = 'PK1'")).toEqual([{ result: 'applied' }]);
    expect(await ledgerDrift(db)).toEqual([]);
  });

  test("a day's paid orders against the providers' notifications: totals and every mismatch", async () => {
    const finance = await signedInOperator(t, db, 'finance');
    const m = await registerMember(t.app);
    const id = await memberIdOf(db, m.memberCode);
    await order(id, 'P1', 1000, 'pending');
    await order(id, 'P2', 3000, 'pending');
    await order(id, 'P3', 5000, 'paid');
    await db.query(`UPDATE pay_orders SET settled_at = $1 WHERE order_no = 'P3'`, [t.clock.now()]);
    expect((await notify('P1', 1000)).statusCode).toBe(200);
    expect((await notify('P1', 1000)).statusCode).toBe(200); // a repeat counts once
    expect((await notify('P2', 2999)).statusCode).toBe(400); // another amount: the order stays unpaid

    const day = data<ReconcileDay>(await finance('GET', `${moneyApi.reconcile.path}?day=2026-06-01`));
    expect(day).toEqual({
      day: '2026-06-01',
      paidOrders: 2,
      paidFen: 6000,
      notifiedOrders: 2,
      notifiedFen: 3999,
      channels: [{ channel: 1, name: '支付宝', paidOrders: 2, paidFen: 6000, notifiedOrders: 2, notifiedFen: 3999 }],
      mismatches: [
        { orderNo: 'P2', problem: 'notificationWithoutPaidOrder', orderState: 'pending', orderFen: 3000, notifiedFen: 2999, provider: 'sandbox' },
        { orderNo: 'P3', problem: 'paidWithoutNotification', orderState: 'paid', orderFen: 5000, notifiedFen: null, provider: 'sandbox' },
      ],
    });
    expect(data<ReconcileDay>(await finance('GET', `${moneyApi.reconcile.path}?day=2026-06-02`))).toMatchObject({ paidOrders: 0, notifiedOrders: 0, channels: [], mismatches: [] });
    // By channel: a second channel's paid order, and a notification of an order nobody has.
    await order(id, 'P4', 700, 'paid');
    await db.query(`UPDATE pay_orders SET channel = 2, settled_at = $1 WHERE order_no = 'P4'`, [t.clock.now()]);
    await db.query(`INSERT INTO pay_notifications (provider, order_no, outcome, amount_fen, result, received_at) VALUES ('sandbox', 'NOBODY', 'paid', 100, 'refused', $1)`, [t.clock.now()]);
    expect(data<ReconcileDay>(await finance('GET', `${moneyApi.reconcile.path}?day=2026-06-01`)).channels).toEqual([
      { channel: 1, name: '支付宝', paidOrders: 2, paidFen: 6000, notifiedOrders: 2, notifiedFen: 3999 },
      { channel: 2, name: '微信支付', paidOrders: 1, paidFen: 700, notifiedOrders: 0, notifiedFen: 0 },
      { channel: null, name: null, paidOrders: 0, paidFen: 0, notifiedOrders: 1, notifiedFen: 100 },
    ]);
    for (const bad of ['', 'day=2026-02-31', 'day=yesterday', 'day=2026-6-1']) expect((await finance('GET', `${moneyApi.reconcile.path}?${bad}`)).statusCode, bad).toBe(400);
    const support = await signedInOperator(t, db, 'support');
    expect(failureOf(await support('GET', `${moneyApi.reconcile.path}?day=2026-06-01`)).status).toBe(403);
  });
});
