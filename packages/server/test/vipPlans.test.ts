/**
 * VIP plans the owner prices: a change is on the member's plan list and price list
 * at once, an order keeps the price and days it was made with, a plan switched off cannot be
 * bought, bad changes are a 4xx, and every change is in the audit log with before and after.
 */
import {
  api,
  DEFAULT_VIP_PLANS,
  operatorApi,
  VIP_PLAN_DAYS_MAX,
  VIP_PLAN_PRICE_MAX,
  vipPlanComSpec,
  zhCNPurchase,
  type AuditPage,
  type GoodsLists,
  type SitePrices,
  type VipPlan,
} from '@nocturne/core';
import { expect, test } from 'vitest';
import type { Db } from '../src/db/db.ts';
import { readMigrations } from '../src/db/migrate.ts';
import { call, envelope, registerMember, serverPerFile, TEST_START, type TestApp } from './harness.ts';
import { memberIdOf, restorePaymentDefaults } from './money.ts';
import { failureOf, signedInOperator } from './operators.ts';

let db: Db;
let t: TestApp;
serverPerFile(
  (server) => ({ db, t } = server),
  () => restorePaymentDefaults(db),
);

const DAY_MS = 86_400_000;

async function member() {
  const m = await registerMember(t.app);
  return { token: m.token, id: await memberIdOf(db, m.memberCode) };
}

/** The member API's VIP plan list (goods type 1) as [index, days, price]. */
async function plansOnOffer(token: string): Promise<number[][]> {
  const goods = envelope<GoodsLists>(await call(t.app, 'POST', api.goods.path, { type: 1 }, { token }), t.config).data;
  return goods.optionList.map((option) => [option.id, option.time, option.price]);
}

/** What the VIP page sends for a plan: its index, days and price, as the member saw them. */
function buy(token: string, plan: VipPlan) {
  const body = { typesOf: 2, index: plan.index, comSpec: vipPlanComSpec(plan), money: plan.price, type: 1, userId: 'x' };
  return call(t.app, 'POST', api.payOrder.path, body, { token });
}

test('migration 136 seeds the plans with core\'s defaults, all on offer', async () => {
  const migration = (await readMigrations()).find((each) => each.version === '136')!;
  await db.exec(`DROP TABLE vip_plans; ${migration.sql}`);
  const owner = await signedInOperator(t, db, 'owner');
  const prices = (await owner('GET', operatorApi.prices.path)).json<{ data: SitePrices }>().data;
  expect(prices.vipPlans).toEqual(DEFAULT_VIP_PLANS.map((plan) => ({ ...plan, enabled: true })));
});

test('a new price and length is on the member\'s plan list at once, and the old one is no longer sold', async () => {
  const owner = await signedInOperator(t, db, 'owner');
  const m = await member();
  const changed = await owner('PUT', '/admin/vip-plans/0', { price: 25, days: 31 });
  expect(changed.statusCode, changed.body).toBe(200);
  expect(changed.json().data).toEqual({ index: 0, days: 31, price: 25, enabled: true });

  expect((await plansOnOffer(m.token))[0]).toEqual([0, 31, 25]);
  expect(envelope(await buy(m.token, DEFAULT_VIP_PLANS[0]!), t.config)).toMatchObject({ code: 1, msg: zhCNPurchase.priceChanged });
  expect(envelope(await buy(m.token, { index: 0, days: 31, price: 25 }), t.config).code).toBe(0);
  const [order] = await db.query<{ amount_fen: number; vip_days: number }>('SELECT amount_fen, vip_days FROM pay_orders WHERE member_id = $1', [m.id]);
  expect(order).toEqual({ amount_fen: 2500, vip_days: 31 });
});

test('an order made before a change is paid and credited at its own price and days', async () => {
  const owner = await signedInOperator(t, db, 'owner');
  const m = await member();
  const made = envelope<string>(await buy(m.token, DEFAULT_VIP_PLANS[0]!), t.config);
  const { payurl } = JSON.parse(made.data) as { payurl: string };
  expect((await owner('PUT', '/admin/vip-plans/0', { price: 45, days: 7 })).statusCode).toBe(200);

  // The sandbox cashier pays the order's own amount: 30 yuan, not 45.
  const cashier = new URL(payurl, 'http://x').pathname;
  expect((await t.app.inject({ method: 'GET', url: cashier })).body).toContain('30.00');
  const paid = await t.app.inject({ method: 'POST', url: cashier, payload: 'result=success', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  expect(paid.statusCode).toBe(303);
  const [row] = await db.query<{ vip_expires_at: Date }>('SELECT vip_expires_at FROM members WHERE id = $1', [m.id]);
  expect(row!.vip_expires_at.getTime() - TEST_START.getTime()).toBe(30 * DAY_MS);
  const [order] = await db.query<{ amount_fen: number; state: string }>('SELECT amount_fen, state FROM pay_orders WHERE member_id = $1', [m.id]);
  expect(order).toEqual({ amount_fen: 3000, state: 'paid' });
});

test('a plan switched off leaves the member\'s list and cannot be bought; switched on, it sells again', async () => {
  const owner = await signedInOperator(t, db, 'owner');
  const m = await member();
  expect((await owner('PUT', '/admin/vip-plans/3', { enabled: false })).statusCode).toBe(200);
  expect(await plansOnOffer(m.token)).toEqual(DEFAULT_VIP_PLANS.slice(0, 3).map((plan) => [plan.index, plan.days, plan.price]));
  expect(envelope(await buy(m.token, DEFAULT_VIP_PLANS[3]!), t.config)).toMatchObject({ code: 1, msg: zhCNPurchase.planNotFound });
  expect(await db.query('SELECT order_no FROM pay_orders')).toEqual([]);
  // The owner still sees it, switched off.
  const prices = (await owner('GET', operatorApi.prices.path)).json<{ data: SitePrices }>().data;
  expect(prices.vipPlans[3]).toEqual({ ...DEFAULT_VIP_PLANS[3], enabled: false });

  expect((await owner('PUT', '/admin/vip-plans/3', { enabled: true })).statusCode).toBe(200);
  expect(envelope(await buy(m.token, DEFAULT_VIP_PLANS[3]!), t.config).code).toBe(0);
});

test('every change is audited with the plan before and after', async () => {
  const owner = await signedInOperator(t, db, 'owner');
  await owner('PUT', '/admin/vip-plans/1', { price: 88 });
  const audit = (await owner('GET', operatorApi.audit.path)).json<{ data: AuditPage }>().data.items;
  expect(audit.find((entry) => entry.action === 'PUT /admin/vip-plans/:index')).toMatchObject({
    actor: 'owner',
    target: 'vipPlan:1',
    before: { index: 1, days: 90, price: 100, enabled: true },
    after: { index: 1, days: 90, price: 88, enabled: true },
  });
});

test(`bad changes are a 4xx: price 1..${VIP_PLAN_PRICE_MAX} yuan, days 1..${VIP_PLAN_DAYS_MAX}, known plans, the owner's right`, async () => {
  const owner = await signedInOperator(t, db, 'owner');
  for (const body of [
    { price: 0 },
    { price: VIP_PLAN_PRICE_MAX + 1 },
    { price: 1.5 },
    { price: 'ten' },
    { days: 0 },
    { days: VIP_PLAN_DAYS_MAX + 1 },
    { enabled: 'yes' },
    { index: 2 },
    {},
  ]) {
    expect(failureOf(await owner('PUT', '/admin/vip-plans/0', body)).status, JSON.stringify(body)).toBe(400);
  }
  for (const index of ['abc', '-1', '01', '1.5']) {
    expect(failureOf(await owner('PUT', `/admin/vip-plans/${index}`, { price: 10 })).status, index).toBe(400);
  }
  expect(failureOf(await owner('PUT', '/admin/vip-plans/9', { price: 10 })).status).toBe(404);
  // The bounds themselves are allowed.
  expect((await owner('PUT', '/admin/vip-plans/0', { price: VIP_PLAN_PRICE_MAX, days: VIP_PLAN_DAYS_MAX })).statusCode).toBe(200);
  expect((await owner('PUT', '/admin/vip-plans/0', { price: 1, days: 1 })).statusCode).toBe(200);

  const finance = await signedInOperator(t, db, 'finance');
  expect(failureOf(await finance('PUT', '/admin/vip-plans/0', { price: 10 })).status).toBe(403);
  const prices = (await owner('GET', operatorApi.prices.path)).json<{ data: SitePrices }>().data;
  expect(prices.vipPlans[0]).toEqual({ index: 0, days: 1, price: 1, enabled: true });
});
