import { ALREADY_CLAIMED_CODE, api, type SignState, type TaskState, zhCNSign } from '@nocturne/core';
import { describe, expect, test } from 'vitest';
import type { Db } from '../src/db/db.ts';
import { call, envelope, registerMember, serverPerFile, type TestApp } from './harness.ts';
import { IDEMPOTENCY_WINDOW_MS } from '../src/http/idempotent.ts';
import { balancesOf, ledgerDrift, memberIdOf } from './money.ts';

let db: Db;
let t: TestApp;

const DAY_MS = 86_400_000;
/** 12:00 in Shanghai. */
const NOON = new Date('2026-06-01T04:00:00Z');

serverPerFile((server) => ({ db, t } = server), () => t.clock.set(NOON));

async function member() {
  const m = await registerMember(t.app);
  return { token: m.token, id: await memberIdOf(db, m.memberCode) };
}

function sign(token: string, amount = 1) {
  return call(t.app, 'POST', api.signIn.path, { amount, commodityType: 1, date: '2026-06-01' }, { token });
}

async function vipExpiry(memberId: number): Promise<number | null> {
  const rows = await db.query<{ vip_expires_at: Date | null }>('SELECT vip_expires_at FROM members WHERE id = $1', [memberId]);
  return rows[0]!.vip_expires_at?.getTime() ?? null;
}

describe('daily sign-in', () => {
  test('pays day 1 once a business day, whatever amount the client claims', async () => {
    const m = await member();
    const first = envelope<SignState>(await sign(m.token, 999), t.config);
    expect(first).toMatchObject({ code: 0, msg: zhCNSign.succeeded, data: { count: 1, signedToday: true, signedDates: ['2026-06-01'] } });
    expect((await balancesOf(db, m.id)).coins).toBe(1);

    const again = envelope(await sign(m.token), t.config);
    expect(again).toMatchObject({ code: ALREADY_CLAIMED_CODE, msg: zhCNSign.failed });
    expect((await balancesOf(db, m.id)).coins).toBe(1);
  });

  test('a 7-day run pays 1, 1, 1 VIP day, 2, 2, 3 coins and 3 VIP days', async () => {
    const m = await member();
    for (let day = 0; day < 7; day += 1) {
      expect(envelope(await sign(m.token), t.config).code).toBe(0);
      if (day < 6) t.clock.advance(DAY_MS);
    }
    expect((await balancesOf(db, m.id)).coins).toBe(1 + 1 + 2 + 2 + 3);
    // Day 3's VIP day had run out by day 7, whose 3 days count from day 7's noon.
    expect(await vipExpiry(m.id)).toBe(NOON.getTime() + 6 * DAY_MS + 3 * DAY_MS);
    const state = envelope<SignState>(await call(t.app, 'GET', api.signState.path, undefined, { token: m.token }), t.config).data;
    expect(state.count).toBe(7);
    expect(state.signedDates).toHaveLength(7);
    expect(envelope<number>(await call(t.app, 'GET', api.signCount.path, undefined, { token: m.token }), t.config).data).toBe(7);
    expect(await ledgerDrift(db)).toEqual([]);
  });

  test('a missed day starts the run again at day 1', async () => {
    const m = await member();
    await sign(m.token);
    t.clock.advance(DAY_MS);
    await sign(m.token);
    t.clock.advance(2 * DAY_MS);
    expect(envelope<number>(await call(t.app, 'GET', api.signCount.path, undefined, { token: m.token }), t.config).data).toBe(0);
    expect(envelope<SignState>(await sign(m.token), t.config).data.count).toBe(1);
  });

  test('the business day turns at midnight in Shanghai', async () => {
    const m = await member();
    t.clock.set(new Date('2026-06-01T15:59:00Z'));
    expect(envelope(await sign(m.token), t.config).code).toBe(0);
    t.clock.set(new Date('2026-06-01T16:00:00Z'));
    expect(envelope<SignState>(await sign(m.token), t.config).data.count).toBe(2);
  });

  test('20 parallel sign-ins reward once', async () => {
    const m = await member();
    // Distinct requests (an ignored field differs; identical ones are one request, repeatedCalls.test.ts).
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => call(t.app, 'POST', api.signIn.path, { amount: i, commodityType: 1, date: '2026-06-01' }, { token: m.token })),
    );
    expect(answers.filter((r) => envelope(r, t.config).code === 0)).toHaveLength(1);
    // The others are told it is done already, never 服务器繁忙 (a deadlock between their claims and the member's lock).
    expect(answers.filter((r) => envelope(r, t.config).code !== 0).map((r) => envelope(r, t.config).msg)).toEqual(Array.from({ length: 19 }, () => zhCNSign.failed));
    expect((await balancesOf(db, m.id)).coins).toBe(1);
    expect(await ledgerDrift(db)).toEqual([]);
  });

  test('bad input is a 400 and a member is needed', async () => {
    const m = await member();
    expect((await call(t.app, 'POST', api.signIn.path, { amount: 'lots' }, { token: m.token })).json().code).toBe(400);
    expect((await call(t.app, 'POST', api.signIn.path, { amount: 1, commodityType: 1, date: '2026-06-01' })).json().code).toBe(8000);
  });
});

describe('tasks', () => {
  const get = (path: string, token: string) => call(t.app, 'GET', path, undefined, { token });

  test('daily login pays 1 coin once a business day, code 500 when already claimed', async () => {
    const m = await member();
    expect(envelope(await get(api.dailyLogin.path, m.token), t.config)).toMatchObject({ code: 0, msg: zhCNSign.claimed });
    // Within the repeat window the same call is the same request (its answer again); after it, a new claim.
    t.clock.advance(IDEMPOTENCY_WINDOW_MS + 1);
    expect(envelope(await get(api.dailyLogin.path, m.token), t.config).code).toBe(ALREADY_CLAIMED_CODE);
    expect((await balancesOf(db, m.id)).coins).toBe(1);
    t.clock.advance(DAY_MS);
    expect(envelope(await get(api.dailyLogin.path, m.token), t.config).code).toBe(0);
    expect((await balancesOf(db, m.id)).coins).toBe(2);
  });

  test('the watch task pays 2 coins once 20 minutes were watched today', async () => {
    const m = await member();
    await db.query("INSERT INTO watch_time (member_id, day, seconds) VALUES ($1, '2026-06-01', 1199)", [m.id]);
    const early = envelope(await get(api.watchVideoDaily.path, m.token), t.config);
    expect(early.code).not.toBe(0);
    expect(early.msg).toBe(zhCNSign.watchNotReached);
    await db.query("UPDATE watch_time SET seconds = 1200 WHERE member_id = $1", [m.id]);
    expect(envelope<TaskState>(await get(api.watchVideoDaily.path, m.token), t.config).data).toMatchObject({ watchClaimed: true, watchedSeconds: 1200 });
    t.clock.advance(IDEMPOTENCY_WINDOW_MS + 1);
    expect(envelope(await get(api.watchVideoDaily.path, m.token), t.config)).toMatchObject({ code: ALREADY_CLAIMED_CODE, msg: zhCNSign.watchAlreadyClaimed });
    expect((await balancesOf(db, m.id)).coins).toBe(2);
  });

  test('the first VIP purchase pays 5 coins once, only after a paid VIP order; the call answers whether it is claimed', async () => {
    const m = await member();
    expect(envelope(await get(api.firstRechargeVip.path, m.token), t.config)).toMatchObject({ code: 0, data: false });
    await db.query(
      `INSERT INTO pay_orders (order_no, member_id, kind, amount_fen, vip_days, channel, provider, subject, state)
       VALUES ('P1', $1, 'vip', 3000, 30, 1, 'sandbox', '30天VIP会员', 'paid')`,
      [m.id],
    );
    expect(envelope(await get(api.firstRechargeVip.path, m.token), t.config)).toMatchObject({ code: 0, data: true });
    // The client asks on every visit of the task page: still true, paid once.
    expect(envelope(await get(api.firstRechargeVip.path, m.token), t.config)).toMatchObject({ code: 0, data: true });
    expect((await balancesOf(db, m.id)).coins).toBe(5);
  });

  test('the task states claim nothing', async () => {
    const m = await member();
    await get(api.dailyLogin.path, m.token);
    const state = envelope<TaskState>(await get(api.tasks.path, m.token), t.config).data;
    expect(state).toEqual({
      dailyLoginClaimed: true,
      watchedSeconds: 0,
      watchClaimed: false,
      firstVipDone: false,
      firstVipClaimed: false,
      invitedCount: 0,
    });
    expect((await balancesOf(db, m.id)).coins).toBe(1);
  });

  test('parallel daily-login claims pay once', async () => {
    const m = await member();
    await Promise.all(Array.from({ length: 20 }, () => get(api.dailyLogin.path, m.token)));
    expect((await balancesOf(db, m.id)).coins).toBe(1);
  });
});
