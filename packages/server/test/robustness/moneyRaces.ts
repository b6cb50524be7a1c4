/**
 * The money races, as one suite run on each database: many copies of the same request at
 * once on one member must move money exactly as often as the rules allow, and after every
 * race each balance equals the sum of its ledger rows and none is negative.
 */
import { api, SINGLE_EPISODE_COINS } from '@nocturne/core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { Db } from '../../src/db/db.ts';
import { IDEMPOTENCY_WINDOW_MS } from '../../src/http/idempotent.ts';
import { notifyPath } from '../../src/payments/paths.ts';
import { SandboxProvider, sandboxSecret } from '../../src/payments/sandbox.ts';
import { call, envelope, registerMember, resetDb, testApp, type TestApp } from '../harness.ts';
import { balancesOf, credit, ledgerDrift, memberIdOf, restorePaymentDefaults, uploadPaymentCode, videoWithEpisodes } from '../money.ts';

/** A free-amount top-up of 10 yuan: 10 coins. */
const OPTION_0 = { coins: 10, amountFen: 1000 };
/** Withdrawal requests one member may make per hour (routes/withdrawals.ts). */
const WITHDRAWALS_PER_HOUR = 10;

/** `open` answers the database, or the reason there is none (the suite is then skipped). */
export function moneyRaces(name: string, open: () => Promise<Db | string>): void {
  let database: Db | string = 'not opened';
  let db: Db;
  let t: TestApp;

  beforeAll(async () => {
    database = await open();
    if (typeof database === 'string') {
      console.warn(`money races on ${name} skipped: ${database}`);
      return;
    }
    db = database;
    t = await testApp(db);
  });
  afterAll(async () => {
    if (typeof database === 'string') return;
    await t?.app.close();
    await database.close();
  });
  beforeEach(async (context) => {
    if (typeof database === 'string') return context.skip();
    await resetDb(db);
    await restorePaymentDefaults(db);
  });
  afterEach(async () => {
    if (typeof database === 'string') return;
    expect(await ledgerDrift(db)).toEqual([]);
    expect(await db.query('SELECT id FROM members WHERE coins < 0 OR balance_fen < 0 OR held_fen < 0')).toEqual([]);
  });

  async function member() {
    const m = await registerMember(t.app);
    return { token: m.token, id: await memberIdOf(db, m.memberCode) };
  }
  const codeOf = (response: Awaited<ReturnType<typeof call>>) => envelope(response, t.config).code;
  const successes = (responses: Awaited<ReturnType<typeof call>>[]) => responses.map(codeOf).filter((code) => code === 0).length;

  async function coinOrder(token: string): Promise<string> {
    const created = envelope<string>(await call(t.app, 'POST', api.payOrder.path, { comSpec: '', index: 0, money: 10, type: 1, typesOf: 1, userId: '' }, { token }), t.config);
    return (JSON.parse(created.data) as { orderNo: string }).orderNo;
  }
  function notify(orderNo: string) {
    const sandbox = new SandboxProvider({ secret: sandboxSecret(t.config.mediaSecret), publicUrl: '' });
    const payload = new URLSearchParams(sandbox.sign({ orderNo, outcome: 'paid', amountFen: OPTION_0.amountFen })).toString();
    return t.app.inject({ method: 'POST', url: notifyPath('sandbox'), payload, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  }
  const buy = (token: string, code: number, episodeId: number) => call(t.app, 'POST', api.buy.path, { cartoonCode: code, moviesInfoId: episodeId, type: 0 }, { token });
  const times = <T>(n: number, make: () => Promise<T>) => Promise.all(Array.from({ length: n }, make));
  /** Withdrawals of 10.00 to 10.09 yuan at once: different requests (identical ones are one, idempotency.test.ts). */
  const distinctWithdrawals = (token: string, imgurl: string) =>
    Promise.all(
      Array.from({ length: WITHDRAWALS_PER_HOUR }, (_, i) =>
        call(t.app, 'POST', api.withdraw.path, { imgurl, index: 'wx', money: 10 + i / 100 }, { token }),
      ),
    );

  describe(`money races on ${name}`, () => {
    test('50 parallel buys of distinct episodes with coins for one: exactly one succeeds', async () => {
      const m = await member();
      await credit(db, m.id, 'coins', SINGLE_EPISODE_COINS);
      const video = await videoWithEpisodes(db, 50);
      const answers = await Promise.all(video.episodeIds.map((id) => buy(m.token, video.code, id)));
      expect(successes(answers)).toBe(1);
      expect((await balancesOf(db, m.id)).coins).toBe(0);
      expect(await db.query('SELECT 1 FROM episode_purchases')).toHaveLength(1);
    });

    test('20 parallel buys of the same episode with coins for many: charged once', async () => {
      const m = await member();
      await credit(db, m.id, 'coins', 10 * SINGLE_EPISODE_COINS);
      const video = await videoWithEpisodes(db, 1);
      await times(20, () => buy(m.token, video.code, video.episodeIds[0]!));
      expect((await balancesOf(db, m.id)).coins).toBe(9 * SINGLE_EPISODE_COINS);
      expect(await db.query('SELECT 1 FROM episode_purchases')).toHaveLength(1);
    });

    test('the same payment notification 100 times in parallel credits once', async () => {
      const m = await member();
      const orderNo = await coinOrder(m.token);
      const answers = await times(100, () => notify(orderNo));
      expect(answers.filter((answer) => answer.statusCode >= 500)).toEqual([]);
      expect((await balancesOf(db, m.id)).coins).toBe(OPTION_0.coins);
    });

    test('5 orders each notified 5 times at once credit each order once', async () => {
      const m = await member();
      // One after another, each past the double-tap window: identical orders at once are one order.
      const orders: string[] = [];
      for (let i = 0; i < 5; i += 1) {
        orders.push(await coinOrder(m.token));
        t.clock.advance(IDEMPOTENCY_WINDOW_MS + 1);
      }
      await Promise.all(orders.flatMap((orderNo) => Array.from({ length: 5 }, () => notify(orderNo))));
      expect((await balancesOf(db, m.id)).coins).toBe(5 * OPTION_0.coins);
    });

    test('parallel sign-ins and daily-login claims reward once each', async () => {
      const m = await member();
      // Bodies that differ in a field the server ignores: distinct requests, which only the
      // day's one sign_ins row keeps apart (identical ones are one request, idempotency.test.ts).
      let n = 0;
      const signIns = await times(20, () => call(t.app, 'POST', api.signIn.path, { amount: (n += 1), commodityType: 1, date: '2026-06-01' }, { token: m.token }));
      expect(successes(signIns)).toBe(1);
      const afterSignIn = (await balancesOf(db, m.id)).coins;
      expect(afterSignIn).toBeGreaterThan(0);
      // A claim has no body: twenty at once are one request, and each answers the claim.
      const claims = await times(20, () => call(t.app, 'GET', api.dailyLogin.path, undefined, { token: m.token }));
      expect(new Set(claims.map((r) => r.body))).toEqual(new Set([claims[0]!.body]));
      expect(successes(claims)).toBe(20);
      expect(await db.query("SELECT 1 FROM ledger WHERE reason <> 'operator'")).toHaveLength(2);
    });

    test('parallel withdrawals never overdraw', async () => {
      const m = await member();
      await credit(db, m.id, 'balance', 5000);
      const imgurl = await uploadPaymentCode(t.app, m.token);
      const answers = await distinctWithdrawals(m.token, imgurl);
      // 10.00-10.09 yuan against 50: any 4 fit, no 5 do.
      expect(successes(answers)).toBe(4);
      const after = await balancesOf(db, m.id);
      expect(after.balance_fen + after.held_fen).toBe(5000);
    });

    test('buys, top-ups, sign-ins and withdrawals all at once keep the ledger whole', async () => {
      const m = await member();
      await credit(db, m.id, 'coins', 3 * SINGLE_EPISODE_COINS);
      await credit(db, m.id, 'balance', 2500);
      const video = await videoWithEpisodes(db, 20);
      const imgurl = await uploadPaymentCode(t.app, m.token);
      const orderNo = await coinOrder(m.token);
      const [buys, , , withdrawals] = await Promise.all([
        Promise.all(video.episodeIds.map((id) => buy(m.token, video.code, id))),
        times(30, () => notify(orderNo)),
        times(10, () => call(t.app, 'POST', api.signIn.path, { amount: 1, commodityType: 1, date: '2026-06-01' }, { token: m.token })),
        distinctWithdrawals(m.token, imgurl),
      ]);
      const bought = successes(buys);
      // At least the 3 episodes paid for up front; at most what the top-up and sign-in added.
      expect(bought).toBeGreaterThanOrEqual(3);
      expect(await db.query('SELECT 1 FROM episode_purchases')).toHaveLength(bought);
      // 10.00-10.09 yuan against 25: any 2 fit, no 3 do.
      expect(successes(withdrawals)).toBe(2);
      const after = await balancesOf(db, m.id);
      expect(after.balance_fen + after.held_fen).toBe(2500);
      expect(after.held_fen).toBeGreaterThan(2000);
    });
  });
}
