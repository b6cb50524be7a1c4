import {
  api,
  type GoodsLists,
  type Member,
  type RecordItem,
  DEFAULT_VIP_PLANS,
  vipPlanComSpec,
  
  zhCNCashier,
  zhCNLedger,
  zhCNPurchase,
} from '@nocturne/core';
import { describe, expect, test } from 'vitest';
import type { Db } from '../src/db/db.ts';
import { cashierPath, notifyPath } from '../src/payments/paths.ts';
import { SandboxProvider, sandboxSecret } from '../src/payments/sandbox.ts';
import { createOrder, expireOrders, newOrderNo, ORDER_NO_PATTERN } from '../src/payments/payments.ts';
import { call, envelope, registerMember, serverPerFile, type TestApp } from './harness.ts';
import { balancesOf, ledgerDrift, memberIdOf, restorePaymentDefaults } from './money.ts';

let db: Db;
let t: TestApp;
let sandbox: SandboxProvider;

serverPerFile(
  (server) => {
    ({ db, t } = server);
    sandbox = new SandboxProvider({ secret: sandboxSecret(t.config.mediaSecret), publicUrl: '' });
  },
  () => restorePaymentDefaults(db),
);

const DAY_MS = 86_400_000;

async function member() {
  const m = await registerMember(t.app);
  return { token: m.token, code: m.memberCode, id: await memberIdOf(db, m.memberCode) };
}

/** The coin options on offer (test/money.ts): what the coin page sends for each. */
const OPTION = [
  { comSpec: '10', money: 10 },
  { comSpec: '32', money: 30 },
] as const;

/** What the VIP page sends for plan `index`: its days and its price. */
function plan(index: number) {
  const picked = DEFAULT_VIP_PLANS[index]!;
  return { typesOf: 2, index, comSpec: vipPlanComSpec(picked), money: picked.price };
}

function payBody(overrides: Record<string, unknown>) {
  return { ...OPTION[0], index: 0, type: 1, typesOf: 1, userId: 'someone-else', ...overrides };
}

/** Creates an order; answers the order number and the path of its payurl. */
async function order(token: string, overrides: Record<string, unknown>) {
  const body = envelope<string>(await call(t.app, 'POST', api.payOrder.path, payBody(overrides), { token }), t.config);
  expect(body.code).toBe(0);
  const data = JSON.parse(body.data) as { payurl: string; orderNo: string };
  return { orderNo: data.orderNo, payurl: data.payurl, path: new URL(data.payurl, 'http://x').pathname };
}

async function amountOf(orderNo: string): Promise<number> {
  const rows = await db.query<{ amount_fen: number }>('SELECT amount_fen FROM pay_orders WHERE order_no = $1', [orderNo]);
  return Number(rows[0]!.amount_fen);
}

function cashier(path: string, result: string) {
  return t.app.inject({ method: 'POST', url: path, payload: `result=${result}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
}

function notify(fields: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: notifyPath('sandbox'),
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

async function memberInfo(token: string): Promise<Member> {
  return envelope<Member>(await call(t.app, 'POST', api.memberByCode.path, { memberCode: 'x' }, { token }), t.config).data;
}

describe('goods lists', () => {
  test('coin options and pay channels, without the client-added free option', async () => {
    const m = await member();
    const goods = envelope<GoodsLists>(await call(t.app, 'POST', api.goods.path, { type: 2 }, { token: m.token }), t.config).data;
    expect(goods.optionList.map((o) => [o.commoditySpecification, o.price])).toEqual(OPTION.map((o) => [o.comSpec, o.money]));
    expect(goods.optionList.every((o) => o.commodityToSort !== 9999)).toBe(true);
    expect(goods.payList).toEqual(['支付宝', '微信支付']);
  });

  test('never more than the two options the coin page can show', async () => {
    await db.exec('INSERT INTO coin_options (price_yuan, coins, sort) VALUES (50, 55, 3)');
    const m = await member();
    const goods = envelope<GoodsLists>(await call(t.app, 'POST', api.goods.path, { type: 2 }, { token: m.token }), t.config).data;
    expect(goods.optionList.map((o) => o.price)).toEqual([10, 30]);
    // Not shown, so not on the price list either.
    const body = envelope(await call(t.app, 'POST', api.payOrder.path, payBody({ comSpec: '55', money: 50 }), { token: m.token }), t.config);
    expect(body.msg).toBe(zhCNPurchase.optionNotFound);
  });

  test('type 1 lists the VIP plans of the spec', async () => {
    const m = await member();
    const goods = envelope<GoodsLists>(await call(t.app, 'POST', api.goods.path, { type: 1 }, { token: m.token }), t.config).data;
    expect(goods.optionList.map((o) => [o.time, o.price])).toEqual(DEFAULT_VIP_PLANS.map((p) => [p.days, p.price]));
  });
});

describe('creating an order', () => {
  test('prices a coin option from its comSpec at the server price, and refuses a price not on the list', async () => {
    const m = await member();
    const created = await order(m.token, OPTION[1]);
    expect(created.payurl).toMatch(/^\/renren-api\/pay\/sandbox\/P\d{14}[A-Z2-7]{16}\/[\w-]{22}$/);
    expect(created.payurl).toBe(cashierPath(created.orderNo, created.payurl.split('/').pop()!));
    expect(await amountOf(created.orderNo)).toBe(3000);
    const forged = envelope(await call(t.app, 'POST', api.payOrder.path, payBody({ ...OPTION[1], money: 0.01 }), { token: m.token }), t.config);
    expect(forged).toMatchObject({ code: 1, msg: zhCNPurchase.priceChanged });
  });

  test('prices a free amount (empty comSpec) of 10..5000 whole yuan and refuses others with a message', async () => {
    const m = await member();
    expect(await amountOf((await order(m.token, { comSpec: '', money: 123, index: 9999 })).orderNo)).toBe(12_300);
    for (const money of [9, 5001, 12.5, -1]) {
      const body = envelope(await call(t.app, 'POST', api.payOrder.path, payBody({ comSpec: '', money }), { token: m.token }), t.config);
      expect(body).toMatchObject({ code: 1, msg: zhCNPurchase.amountOutOfRange });
    }
  });

  test.each(DEFAULT_VIP_PLANS.map((picked) => [picked.index, picked.price]))('prices VIP plan %i at %i yuan', async (index, price) => {
    const m = await member();
    expect(await amountOf((await order(m.token, plan(index))).orderNo)).toBe(price * 100);
  });

  test('refuses an unknown plan, option or channel with a message', async () => {
    const m = await member();
    for (const overrides of [{ ...plan(0), index: 4 }, { comSpec: '9' }, { type: 7 }, { type: '银联' }]) {
      const body = envelope(await call(t.app, 'POST', api.payOrder.path, payBody(overrides), { token: m.token }), t.config);
      expect(body.code).not.toBe(0);
      expect(body.msg).toBeTruthy();
    }
    expect(await db.query('SELECT 1 FROM pay_orders')).toHaveLength(0);
  });

  test('bad input is a 400 and needs a member', async () => {
    const m = await member();
    expect((await call(t.app, 'POST', api.payOrder.path, { typesOf: 3 }, { token: m.token })).json().code).toBe(400);
    expect((await call(t.app, 'POST', api.payOrder.path, payBody({ typesOf: '1' }), { token: m.token })).json().code).toBe(400);
    expect((await call(t.app, 'POST', api.payOrder.path, payBody({}))).json().code).toBe(8000);
  });

  test('the order belongs to the member of the token, not the userId of the body', async () => {
    const m = await member();
    const other = await member();
    const created = await order(m.token, { userId: other.code });
    const rows = await db.query<{ member_id: number }>('SELECT member_id FROM pay_orders WHERE order_no = $1', [created.orderNo]);
    expect(rows[0]!.member_id).toBe(m.id);
  });
});

describe('the sandbox cashier', () => {
  test('shows the order and its amount with 支付成功 and 支付失败', async () => {
    const m = await member();
    const created = await order(m.token, OPTION[1]);
    const page = await t.app.inject({ method: 'GET', url: created.path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('¥30.00');
    expect(page.body).toContain(created.orderNo);
    expect(page.body).toContain(zhCNCashier.success);
    expect(page.body).toContain(zhCNCashier.fail);
    expect(page.body).toContain('name="viewport"');
  });

  test('an unknown order is a 404', async () => {
    const secret = 'A'.repeat(22);
    expect((await t.app.inject({ method: 'GET', url: cashierPath(`P20260601040000${'A'.repeat(16)}`, secret) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/renren-api/pay/sandbox/P00000000000000000000' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: cashierPath('nope', secret) })).statusCode).toBe(400);
  });

  test("pays only with the order's own payurl: no secret, a wrong one or another order's is a 404 and pays nothing", async () => {
    const m = await member();
    const created = await order(m.token, OPTION[1]);
    const other = await order((await member()).token, OPTION[1]);
    const secret = created.path.split('/').pop()!;
    const otherSecret = other.path.split('/').pop()!;
    const wrong = [
      `/renren-api/pay/sandbox/${created.orderNo}`,
      cashierPath(created.orderNo, `${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`),
      cashierPath(created.orderNo, otherSecret),
    ];
    for (const path of wrong) {
      const page = await t.app.inject({ method: 'GET', url: path });
      expect(page.statusCode).toBe(404);
      expect(page.body).not.toContain(created.orderNo);
      expect((await cashier(path, 'success')).statusCode).toBe(404);
    }
    expect((await balancesOf(db, m.id)).coins).toBe(0);
    // Only the hash is kept: the secret itself is nowhere in the database.
    const rows = await db.query<{ checkout_secret_hash: string }>('SELECT checkout_secret_hash FROM pay_orders WHERE order_no = $1', [created.orderNo]);
    expect(rows[0]!.checkout_secret_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.checkout_secret_hash).not.toContain(secret);
    // The payurl itself pays, once.
    expect((await cashier(created.path, 'success')).statusCode).toBe(303);
    await Promise.all([cashier(created.path, 'success'), cashier(created.path, 'success')]);
    expect((await balancesOf(db, m.id)).coins).toBe(32);
  });

  test('success credits the coins once, writes the ledger and returns the browser to /pay', async () => {
    const m = await member();
    const created = await order(m.token, OPTION[1]);
    const paid = await cashier(created.path, 'success');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/pay?pay=success&orderNo=${created.orderNo}`);
    expect((await balancesOf(db, m.id)).coins).toBe(32);
    // Paying again from a stale page changes nothing.
    await cashier(created.path, 'success');
    expect((await balancesOf(db, m.id)).coins).toBe(32);
    const settled = (await t.app.inject({ method: 'GET', url: created.path })).body;
    expect(settled).toContain(zhCNCashier.alreadyPaid);
    expect(settled).toContain(`href="/pay?pay=success&amp;orderNo=${created.orderNo}"`);
    expect(settled).not.toContain(zhCNCashier.fail);
    expect(await ledgerDrift(db)).toEqual([]);

    const topUps = envelope<RecordItem[]>(await call(t.app, 'POST', api.records.path, { index: 0 }, { token: m.token }), t.config, true);
    expect(topUps.data).toMatchObject([{ title: created.orderNo, price: 30 }]);
    const coins = envelope<RecordItem[]>(await call(t.app, 'POST', api.records.path, { index: 1 }, { token: m.token }), t.config, true);
    expect(coins.data).toMatchObject([{ title: created.orderNo, amountSource: zhCNLedger.topUp, price: 32 }]);
  });

  test('orderState tells the member where the order stands: pending, then paid; never another member\'s order', async () => {
    const m = await member();
    const created = await order(m.token, OPTION[1]);
    const state = async (token: string, orderNo: string) => (await call(t.app, 'POST', api.orderState.path, { orderNo }, { token })).json();
    expect(envelope(await call(t.app, 'POST', api.orderState.path, { orderNo: created.orderNo }, { token: m.token }), t.config).data).toEqual({
      orderNo: created.orderNo,
      state: 'pending',
      typesOf: 1,
      coins: 32,
      vipDays: 0,
    });
    await cashier(created.path, 'success');
    expect(envelope(await call(t.app, 'POST', api.orderState.path, { orderNo: created.orderNo }, { token: m.token }), t.config).data).toMatchObject({ state: 'paid' });

    const vip = await order(m.token, plan(1));
    await cashier(vip.path, 'fail');
    expect(envelope(await call(t.app, 'POST', api.orderState.path, { orderNo: vip.orderNo }, { token: m.token }), t.config).data).toMatchObject({
      state: 'failed',
      typesOf: 2,
      coins: 0,
      vipDays: DEFAULT_VIP_PLANS[1]!.days,
    });

    const other = await member();
    for (const orderNo of [created.orderNo, 'P00000000000000AAAAAAAAAAAAAAAA', 'nonsense']) {
      expect(await state(other.token, orderNo)).toMatchObject({ code: 404, msg: zhCNCashier.notFound });
    }
  });

  test('an order past its time reads expired', async () => {
    const m = await member();
    const created = await order(m.token, OPTION[0]);
    t.clock.advance((t.config.orderTtlSeconds + 1) * 1000);
    expect(envelope(await call(t.app, 'POST', api.orderState.path, { orderNo: created.orderNo }, { token: m.token }), t.config).data).toMatchObject({ state: 'expired' });
  });

  test('failure credits nothing and returns the browser with the failure', async () => {
    const m = await member();
    const created = await order(m.token, plan(0));
    const failed = await cashier(created.path, 'fail');
    expect(failed.headers.location).toBe(`/vip?pay=fail&orderNo=${created.orderNo}`);
    expect((await memberInfo(m.token)).vipDate).toBe('');
    const topUps = envelope<RecordItem[]>(await call(t.app, 'POST', api.records.path, { index: 0 }, { token: m.token }), t.config, true);
    expect(topUps.data).toEqual([]);
  });

  test('a VIP plan extends vipDate from the later of now and the current expiry, with the plan period', async () => {
    const m = await member();
    const now = t.clock.now().getTime();
    await cashier((await order(m.token, plan(0))).path, 'success');
    const once = await memberInfo(m.token);
    expect(once.vipPeriod).toBe(1);
    expect(once.memberVip).toBe(1);
    await cashier((await order(m.token, plan(2))).path, 'success');
    const twice = await memberInfo(m.token);
    expect(twice.vipPeriod).toBe(3);
    const expiry = await db.query<{ vip_expires_at: Date }>('SELECT vip_expires_at FROM members WHERE id = $1', [m.id]);
    expect(expiry[0]!.vip_expires_at.getTime()).toBe(now + (30 + 365) * DAY_MS);
  });
});

describe('payment notifications', () => {
  test('the same notification 100 times in parallel credits once', async () => {
    const m = await member();
    const created = await order(m.token, OPTION[1]);
    const fields = sandbox.sign({ orderNo: created.orderNo, outcome: 'paid', amountFen: 3000 });
    const answers = await Promise.all(Array.from({ length: 100 }, () => notify(fields)));
    expect(answers.every((response) => response.statusCode === 200 && response.body === 'success')).toBe(true);
    expect((await balancesOf(db, m.id)).coins).toBe(32);
    expect(await ledgerDrift(db)).toEqual([]);
  });

  test('a bad signature, a changed amount or an unknown order changes nothing', async () => {
    const m = await member();
    const created = await order(m.token, { index: 0 });
    const fields = sandbox.sign({ orderNo: created.orderNo, outcome: 'paid', amountFen: 1000 });
    expect((await notify({ ...fields, sign: 'f'.repeat(64) })).statusCode).toBe(400);
    expect((await notify({ ...fields, amountFen: '1' })).statusCode).toBe(400);
    const forged = new SandboxProvider({ secret: 'guessed', publicUrl: '' });
    expect((await notify(forged.sign({ orderNo: created.orderNo, outcome: 'paid', amountFen: 1000 }))).statusCode).toBe(400);
    expect((await notify(sandbox.sign({ orderNo: created.orderNo, outcome: 'paid', amountFen: 1 }))).statusCode).toBe(400);
    expect((await notify(sandbox.sign({ orderNo: 'P99999999999999999999', outcome: 'paid', amountFen: 1000 }))).statusCode).toBe(404);
    expect((await balancesOf(db, m.id)).coins).toBe(0);
  });

  test('a paid order stays paid when a late failure arrives', async () => {
    const m = await member();
    const created = await order(m.token, { index: 0 });
    await notify(sandbox.sign({ orderNo: created.orderNo, outcome: 'paid', amountFen: 1000 }));
    await notify(sandbox.sign({ orderNo: created.orderNo, outcome: 'failed', amountFen: 1000 }));
    const rows = await db.query<{ state: string }>('SELECT state FROM pay_orders WHERE order_no = $1', [created.orderNo]);
    expect(rows[0]!.state).toBe('paid');
    expect((await balancesOf(db, m.id)).coins).toBe(10);
  });
});

describe('order expiry', () => {
  const TTL_MS = 30 * 60 * 1000;

  async function stateOf(orderNo: string): Promise<string> {
    return (await db.query<{ state: string }>('SELECT state FROM pay_orders WHERE order_no = $1', [orderNo]))[0]!.state;
  }

  test('an unpaid order can be paid for 30 minutes; then the cashier shows it expired and takes no payment', async () => {
    const m = await member();
    const created = await order(m.token, OPTION[1]);
    t.clock.advance(TTL_MS - 1000);
    const open = (await t.app.inject({ method: 'GET', url: created.path })).body;
    expect(open).toContain(zhCNCashier.success);
    expect(await stateOf(created.orderNo)).toBe('pending');

    t.clock.advance(1000);
    const page = (await t.app.inject({ method: 'GET', url: created.path })).body;
    expect(page).toContain(zhCNCashier.expired);
    expect(page).not.toContain(zhCNCashier.success);
    const paid = await cashier(created.path, 'success');
    expect(paid.headers.location).toBe(`/pay?pay=fail&orderNo=${created.orderNo}`);
    expect(await stateOf(created.orderNo)).toBe('expired');
    expect((await balancesOf(db, m.id)).coins).toBe(0);
  });

  test('the sweep expires only the orders past the limit', async () => {
    const m = await member();
    const old = await order(m.token, { index: 0 });
    t.clock.advance(TTL_MS / 2);
    const fresh = await order(m.token, { index: 0 });
    t.clock.advance(TTL_MS / 2);
    expect(await expireOrders(db, t.clock.now(), t.config.orderTtlSeconds)).toBe(1);
    expect(await stateOf(old.orderNo)).toBe('expired');
    expect(await stateOf(fresh.orderNo)).toBe('pending');
    expect(await expireOrders(db, t.clock.now(), t.config.orderTtlSeconds)).toBe(0);
  });

  test("a provider's success after the expiry is still credited, once", async () => {
    const m = await member();
    const created = await order(m.token, { index: 0 });
    t.clock.advance(TTL_MS);
    await expireOrders(db, t.clock.now(), t.config.orderTtlSeconds);
    const fields = sandbox.sign({ orderNo: created.orderNo, outcome: 'paid', amountFen: 1000 });
    await Promise.all([notify(fields), notify(fields)]);
    expect(await stateOf(created.orderNo)).toBe('paid');
    expect((await balancesOf(db, m.id)).coins).toBe(10);
    expect(await ledgerDrift(db)).toEqual([]);
  });
});

describe('order numbers', () => {
  test('are P + the UTC second + 16 random base32 characters, all different within one second', () => {
    const now = new Date('2026-06-01T04:00:00Z');
    const numbers = new Set(Array.from({ length: 2000 }, () => newOrderNo(now)));
    expect(numbers.size).toBe(2000);
    for (const orderNo of numbers) expect(orderNo).toMatch(ORDER_NO_PATTERN);
    expect([...numbers][0]!.slice(0, 15)).toBe('P20260601040000');
  });

  test('a number already taken is retried, never a failure', async () => {
    const m = await member();
    const taken = (await order(m.token, { index: 0 })).orderNo;
    const fresh = newOrderNo(t.clock.now());
    const numbers = [taken, taken, fresh];
    const deps = { db, config: t.config, now: t.clock.now, sessions: undefined as never, store: undefined as never };
    const request = { comSpec: '10', money: 10, index: 0, type: 1, typesOf: 1 as const, userId: '' };
    const sandbox = new SandboxProvider({ secret: 'x', publicUrl: '' });
    const data = JSON.parse(await createOrder(deps, sandbox, m.id, request, () => numbers.shift()!)) as { orderNo: string };
    expect(data.orderNo).toBe(fresh);
    expect(await db.query('SELECT 1 FROM pay_orders')).toHaveLength(2);
  });
});

describe('records', () => {
  test('a member sees only its own records, and a bad tab is a 400', async () => {
    const m = await member();
    const other = await member();
    await cashier((await order(m.token, { index: 0 })).path, 'success');
    const theirs = envelope<RecordItem[]>(await call(t.app, 'POST', api.records.path, { index: 0 }, { token: other.token }), t.config, true);
    expect(theirs.data).toEqual([]);
    expect((await call(t.app, 'POST', api.records.path, { index: 3 }, { token: m.token })).json().code).toBe(400);
  });
});
