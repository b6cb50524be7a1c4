/**
 * The money races on a real PostgreSQL server, where transactions truly run side by side
 * (PGlite runs one at a time, so only this file proves the locking). Uses a schema of its
 * own (./postgresSchema.ts: skipped without a server, except under CI=true).
 */
import { api, SINGLE_EPISODE_COINS } from '@nocturne/core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { Db } from '../src/db/db.ts';
import { notifyPath } from '../src/payments/paths.ts';
import { SandboxProvider, sandboxSecret } from '../src/payments/sandbox.ts';
import { call, envelope, registerMember, resetDb, testApp, type TestApp } from './harness.ts';
import { openPostgresSchema } from './postgresSchema.ts';
import { balancesOf, credit, ledgerDrift, memberIdOf, restorePaymentDefaults, uploadPaymentCode, videoWithEpisodes } from './money.ts';

// Top-level, so the whole file is skipped (or, under CI=true, fails) without a server.
const opened = await openPostgresSchema('money');
const available = typeof opened !== 'string';
let db: Db;
let t: TestApp;

beforeAll(async () => {
  if (typeof opened === 'string') return;
  db = opened;
  t = await testApp(db);
});
afterAll(async () => {
  if (!available) return;
  await t.app.close();
  await db.close();
});
beforeEach(async () => {
  if (!available) return;
  await resetDb(db);
  await restorePaymentDefaults(db);
});
afterEach(async () => {
  // Whatever raced, every balance still equals the sum of its ledger rows.
  if (available) expect(await ledgerDrift(db)).toEqual([]);
});

async function member() {
  const m = await registerMember(t.app);
  return { token: m.token, id: await memberIdOf(db, m.memberCode) };
}

const codeOf = (response: Awaited<ReturnType<typeof call>>) => envelope(response, t.config).code;

describe.skipIf(!available)('money under real concurrency (PostgreSQL)', () => {
  test('50 parallel buys with coins for one: one succeeds, nothing overdrawn', async () => {
    const m = await member();
    await credit(db, m.id, 'coins', SINGLE_EPISODE_COINS);
    const video = await videoWithEpisodes(db, 50);
    const answers = await Promise.all(
      video.episodeIds.map((id) => call(t.app, 'POST', api.buy.path, { cartoonCode: video.code, moviesInfoId: id, type: 0 }, { token: m.token })),
    );
    expect(answers.map(codeOf).filter((code) => code === 0)).toHaveLength(1);
    expect((await balancesOf(db, m.id)).coins).toBe(0);
    expect(await db.query('SELECT 1 FROM episode_purchases')).toHaveLength(1);
  });

  test('the same payment notification 100 times in parallel credits once', async () => {
    const m = await member();
    const created = envelope<string>(
      await call(t.app, 'POST', api.payOrder.path, { comSpec: '', index: 0, money: 10, type: 1, typesOf: 1, userId: '' }, { token: m.token }),
      t.config,
    );
    const { orderNo } = JSON.parse(created.data) as { orderNo: string };
    const sandbox = new SandboxProvider({ secret: sandboxSecret(t.config.mediaSecret), publicUrl: '' });
    const payload = new URLSearchParams(sandbox.sign({ orderNo, outcome: 'paid', amountFen: 1000 })).toString();
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        t.app.inject({ method: 'POST', url: notifyPath('sandbox'), payload, headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
      ),
    );
    expect(answers.every((response) => response.statusCode === 200)).toBe(true);
    expect((await balancesOf(db, m.id)).coins).toBe(10);
  });

  test('parallel sign-ins and daily claims reward once', async () => {
    const m = await member();
    // Distinct requests (an ignored field differs): only the day's sign_ins row keeps them apart.
    const signs = await Promise.all(
      Array.from({ length: 20 }, (_, i) => call(t.app, 'POST', api.signIn.path, { amount: i, commodityType: 1, date: '2026-06-01' }, { token: m.token })),
    );
    expect(signs.map(codeOf).filter((code) => code === 0)).toHaveLength(1);
    await Promise.all(Array.from({ length: 20 }, () => call(t.app, 'GET', api.dailyLogin.path, undefined, { token: m.token })));
    expect((await balancesOf(db, m.id)).coins).toBe(2);
  });

  test('parallel withdrawals never overdraw', async () => {
    const m = await member();
    await credit(db, m.id, 'balance', 5000);
    const imgurl = await uploadPaymentCode(t.app, m.token);
    const answers = await Promise.all(
      // Different amounts (10.00-10.09 yuan; identical ones are one request): any 4 fit in 50, no 5.
      Array.from({ length: 10 }, (_, i) => call(t.app, 'POST', api.withdraw.path, { imgurl, index: 'wx', money: 10 + i / 100 }, { token: m.token })),
    );
    expect(answers.map(codeOf).filter((code) => code === 0)).toHaveLength(4);
    const after = await balancesOf(db, m.id);
    expect(after.balance_fen + after.held_fen).toBe(5000);
  });

  test('a double tap: 20 identical withdrawals at once file one, every answer the same', async () => {
    const m = await member();
    await credit(db, m.id, 'balance', 5000);
    const imgurl = await uploadPaymentCode(t.app, m.token);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call(t.app, 'POST', api.withdraw.path, { imgurl, index: 'wx', money: 10 }, { token: m.token })),
    );
    expect(new Set(answers.map((r) => r.body)).size).toBe(1);
    expect(answers.map(codeOf)[0]).toBe(0);
    expect(await balancesOf(db, m.id)).toEqual({ coins: 0, balance_fen: 4000, held_fen: 1000 });
  });
});
