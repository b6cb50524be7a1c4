/**
 * Double taps move money once: a repeated identical withdrawal, buy or order
 * within the window answers the first request's envelope and never runs again, across
 * processes (the stored answer is in the database); a different body is another request.
 */
import { api, SINGLE_EPISODE_COINS, zhCNPurchase, zhCNServer, zhCNWithdrawal } from '@nocturne/core';
import { describe, expect, test } from 'vitest';
import type { Db } from '../src/db/db.ts';
import { IDEMPOTENCY_WINDOW_MS, requestHash } from '../src/http/idempotent.ts';
import { call, envelope, registerMember, serverPerFile, testApp, type TestApp } from './harness.ts';
import { balancesOf, credit, ledgerDrift, memberIdOf, restorePaymentDefaults, uploadPaymentCode, videoWithEpisodes } from './money.ts';

let db: Db;
let t: TestApp;

serverPerFile(
  (server) => ({ db, t } = server),
  async () => {
    await restorePaymentDefaults(db);
    t.clock.reset();
  },
);

async function member(balanceFen = 0, coins = 0) {
  const m = await registerMember(t.app);
  const id = await memberIdOf(db, m.memberCode);
  if (balanceFen > 0) await credit(db, id, 'balance', balanceFen);
  if (coins > 0) await credit(db, id, 'coins', coins);
  return { token: m.token, id, code: m.memberCode };
}

const times = <T>(n: number, make: () => Promise<T>) => Promise.all(Array.from({ length: n }, make));
const count = async (sql: string) => (await db.query(sql)).length;

describe('a double tap on 确认提现', () => {
  test.each([2, 20])('%i identical requests at once file one withdrawal, and every answer is the first', async (n) => {
    const m = await member(10_000);
    const imgurl = await uploadPaymentCode(t.app, m.token);
    const answers = await times(n, () => call(t.app, 'POST', api.withdraw.path, { imgurl, index: 'wx', money: 30 }, { token: m.token }));
    expect(answers.map((r) => r.body)).toEqual(Array.from({ length: n }, () => answers[0]!.body));
    expect(envelope(answers[0]!, t.config)).toMatchObject({ code: 0, msg: zhCNWithdrawal.submitted });
    expect(await count('SELECT 1 FROM withdrawals')).toBe(1);
    expect(await balancesOf(db, m.id)).toEqual({ coins: 0, balance_fen: 7000, held_fen: 3000 });
    expect(await ledgerDrift(db)).toEqual([]);
  });

  test('"5" and 5 are the same request (the validated body is hashed)', async () => {
    const m = await member(10_000);
    const imgurl = await uploadPaymentCode(t.app, m.token);
    const first = await call(t.app, 'POST', api.withdraw.path, { imgurl, index: 'wx', money: '5' }, { token: m.token });
    const second = await call(t.app, 'POST', api.withdraw.path, { money: 5, index: 'wx', imgurl }, { token: m.token });
    expect(second.body).toBe(first.body);
    expect(await count('SELECT 1 FROM withdrawals')).toBe(1);
  });

  test('a different amount is another request; the same one after the window runs again', async () => {
    const m = await member(10_000);
    const imgurl = await uploadPaymentCode(t.app, m.token);
    const withdraw = (money: number) => call(t.app, 'POST', api.withdraw.path, { imgurl, index: 'wx', money }, { token: m.token });
    await withdraw(10);
    await withdraw(20);
    expect(await count('SELECT 1 FROM withdrawals')).toBe(2);
    t.clock.advance(IDEMPOTENCY_WINDOW_MS + 1);
    expect(envelope(await withdraw(10), t.config).code).toBe(0);
    expect(await balancesOf(db, m.id)).toEqual({ coins: 0, balance_fen: 6000, held_fen: 4000 });
  });

  test('another member with the same body is another request', async () => {
    const a = await member(10_000);
    const b = await member(10_000);
    // Each with its own payment code, the same amount and channel.
    await call(t.app, 'POST', api.withdraw.path, { imgurl: await uploadPaymentCode(t.app, a.token), index: 'wx', money: 10 }, { token: a.token });
    await call(t.app, 'POST', api.withdraw.path, { imgurl: await uploadPaymentCode(t.app, b.token), index: 'wx', money: 10 }, { token: b.token });
    expect(await count('SELECT 1 FROM withdrawals')).toBe(2);
  });

  test('a refusal is not remembered: after a top-up the same request goes through', async () => {
    const m = await member(500);
    const imgurl = await uploadPaymentCode(t.app, m.token);
    const body = { imgurl, index: 'zfb', money: 10 };
    expect(envelope(await call(t.app, 'POST', api.withdraw.path, body, { token: m.token }), t.config).msg).toBe(zhCNWithdrawal.insufficient);
    await credit(db, m.id, 'balance', 1000);
    expect(envelope(await call(t.app, 'POST', api.withdraw.path, body, { token: m.token }), t.config).code).toBe(0);
    expect(await balancesOf(db, m.id)).toEqual({ coins: 0, balance_fen: 500, held_fen: 1000 });
  });

  test('the answer is kept in the database: another server process replays it', async () => {
    const m = await member(10_000);
    const imgurl = await uploadPaymentCode(t.app, m.token);
    const body = { imgurl, index: 'wx', money: 12 };
    const first = await call(t.app, 'POST', api.withdraw.path, body, { token: m.token });
    const other = await testApp(db);
    try {
      const second = await call(other.app, 'POST', api.withdraw.path, body, { token: m.token });
      expect(second.body).toBe(first.body);
    } finally {
      await other.app.close();
    }
    expect(await count('SELECT 1 FROM withdrawals')).toBe(1);
  });

  test('a claim committed without an answer (by the version before, which stored answers later) is refused with 请求处理中 within the window, never run', async () => {
    const m = await member(10_000);
    const imgurl = await uploadPaymentCode(t.app, m.token);
    const body = { imgurl, index: 'wx', money: 10 };
    await db.query('INSERT INTO idempotent_answers (member_id, call, body_hash, created_at) VALUES ($1, $2, $3, $4)', [
      m.id,
      'tixian',
      requestHash(m.token, body),
      t.clock.now(),
    ]);
    const answer = envelope(await call(t.app, 'POST', api.withdraw.path, body, { token: m.token }), t.config);
    expect(answer).toMatchObject({ code: 1, msg: zhCNServer.stillProcessing });
    expect(await count('SELECT 1 FROM withdrawals')).toBe(0);
    // Past the window it is taken over.
    t.clock.advance(IDEMPOTENCY_WINDOW_MS + 1);
    expect(envelope(await call(t.app, 'POST', api.withdraw.path, body, { token: m.token }), t.config).code).toBe(0);
  });

  test('answers past the window are swept after a later call, every member\'s at once (at most once a second, not on every call)', async () => {
    const a = await member(10_000);
    const b = await member(10_000);
    const withdraw = async (m: { token: string }) =>
      envelope(await call(t.app, 'POST', api.withdraw.path, { imgurl: await uploadPaymentCode(t.app, m.token), index: 'wx', money: 10 }, { token: m.token }), t.config);
    expect((await withdraw(a)).code).toBe(0);
    // Well past the sweeps of earlier tests on this file's database, too.
    t.clock.advance(IDEMPOTENCY_WINDOW_MS + 60_000);
    expect((await withdraw(b)).code).toBe(0);
    // b's upload and withdrawal are within the window; a's are gone.
    expect(await db.query('SELECT DISTINCT member_id FROM idempotent_answers')).toEqual([{ member_id: b.id }]);
  });

  test('the stored key tells nothing about the body without the caller\'s token (changePwd\'s bodies hold passwords)', async () => {
    const m = await member();
    const body = { memberCode: m.code, oldPwd: 'wrong-password', newPwd: 'new-password-1' };
    expect(requestHash(m.token, body)).not.toBe(requestHash('another-token', body));
    expect(requestHash(m.token, { ...body, oldPwd: 'other' })).not.toBe(requestHash(m.token, body));
  });
});

describe('a double tap on buy and on pay', () => {
  test.each([2, 20])('%i identical buys at once charge once and all answer 购买成功', async (n) => {
    const m = await member(0, 10);
    const video = await videoWithEpisodes(db);
    const body = { cartoonCode: video.code, moviesInfoId: video.episodeIds[0]!, type: 0 };
    const answers = await times(n, () => call(t.app, 'POST', api.buy.path, body, { token: m.token }));
    expect(answers.map((r) => r.body)).toEqual(Array.from({ length: n }, () => answers[0]!.body));
    expect(envelope(answers[0]!, t.config, true)).toMatchObject({ code: 0, data: zhCNPurchase.succeeded });
    expect((await balancesOf(db, m.id)).coins).toBe(10 - SINGLE_EPISODE_COINS);
    expect(await ledgerDrift(db)).toEqual([]);
  });

  test.each([2, 20])('%i identical yianpay orders at once open one order with one payurl', async (n) => {
    const m = await member();
    const body = { comSpec: '', index: 0, money: 10, type: 1, typesOf: 1, userId: m.code };
    const answers = await times(n, () => call(t.app, 'POST', api.payOrder.path, body, { token: m.token }));
    expect(answers.map((r) => r.body)).toEqual(Array.from({ length: n }, () => answers[0]!.body));
    expect(envelope(answers[0]!, t.config).code).toBe(0);
    expect(await count('SELECT 1 FROM pay_orders')).toBe(1);
    // Another amount is another order.
    await call(t.app, 'POST', api.payOrder.path, { ...body, money: 20 }, { token: m.token });
    expect(await count('SELECT 1 FROM pay_orders')).toBe(2);
  });

  test('once the order is paid, the same order again within the window is a new purchase, not the paid one', async () => {
    const m = await member();
    const body = { comSpec: '', index: 0, money: 10, type: 1, typesOf: 1, userId: m.code };
    const first = JSON.parse(envelope<string>(await call(t.app, 'POST', api.payOrder.path, body, { token: m.token }), t.config).data) as { orderNo: string };
    await db.query("UPDATE pay_orders SET state = 'paid' WHERE order_no = $1", [first.orderNo]);
    const again = JSON.parse(envelope<string>(await call(t.app, 'POST', api.payOrder.path, body, { token: m.token }), t.config).data) as { orderNo: string };
    expect(again.orderNo).not.toBe(first.orderNo);
    expect(await count("SELECT 1 FROM pay_orders WHERE state = 'pending'")).toBe(1);
  });
});
