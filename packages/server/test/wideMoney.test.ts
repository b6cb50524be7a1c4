/**
 * Coins and cash are 64-bit (migration 080) and read as exact JS numbers: an operator's
 * adjust past 2^31 coins was a 500 (INTEGER overflow); a credit past
 * Number.MAX_SAFE_INTEGER is refused, not rounded.
 */
import { api, type Member } from '@nocturne/core';
import { describe, expect, test } from 'vitest';
import type { Db } from '../src/db/db.ts';
import { call, envelope, registerMember, serverPerFile, TEST_ADMIN_TOKEN, type TestApp } from './harness.ts';
import { balancesOf, credit, ledgerDrift, memberIdOf } from './money.ts';

let db: Db;
let t: TestApp;
serverPerFile((server) => ({ db, t } = server));

const adjust = (code: string, body: unknown) =>
  t.app.inject({ method: 'POST', url: `/admin/members/${code}/adjust`, payload: { note: '更正', ...(body as object) }, headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` } });

describe('64-bit coins and cash', () => {
  test('an adjust past 2^31 coins is booked and shown exactly', async () => {
    const m = await registerMember(t.app);
    for (const account of ['coins', 'balance'] as const) {
      const response = await adjust(m.memberCode, { account, delta: 1e12 });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ code: 0, data: { account, balance: 1e12 } });
    }
    expect((await adjust(m.memberCode, { account: 'coins', delta: 2 ** 31 })).json()).toMatchObject({ data: { balance: 1e12 + 2 ** 31 } });
    const id = await memberIdOf(db, m.memberCode);
    expect(await balancesOf(db, id)).toEqual({ coins: 1e12 + 2 ** 31, balance_fen: 1e12, held_fen: 0 });
    const seen = envelope<Member>(await call(t.app, 'POST', api.memberByCode.path, { memberCode: m.memberCode }, { token: m.token }), t.config);
    expect(seen.data).toMatchObject({ memberCion: 1e12 + 2 ** 31, balance: 1e10 });
    expect(await ledgerDrift(db)).toEqual([]);
  });

  test('a credit past Number.MAX_SAFE_INTEGER is refused and changes nothing', async () => {
    const m = await registerMember(t.app);
    const id = await memberIdOf(db, m.memberCode);
    await credit(db, id, 'coins', Number.MAX_SAFE_INTEGER - 10);
    const response = await adjust(m.memberCode, { account: 'coins', delta: 11 });
    expect(response.statusCode).toBeLessThan(500);
    expect((response.json() as { code: number }).code).not.toBe(0);
    expect((await balancesOf(db, id)).coins).toBe(Number.MAX_SAFE_INTEGER - 10);
    expect((await adjust(m.memberCode, { account: 'coins', delta: 10 })).json()).toMatchObject({ data: { balance: Number.MAX_SAFE_INTEGER } });
    expect(await ledgerDrift(db)).toEqual([]);
  });

  test('an adjust beyond the allowed delta, or numeric text of 400 digits, is a 400', async () => {
    const m = await registerMember(t.app);
    expect((await adjust(m.memberCode, { account: 'coins', delta: 1e13 })).statusCode).toBe(400);
    expect((await adjust(m.memberCode, { account: 'coins', delta: '9'.repeat(400) })).statusCode).toBe(400);
    expect((await adjust(m.memberCode, { account: 'coins', delta: 5e-324 })).statusCode).toBe(400);
    expect((await balancesOf(db, await memberIdOf(db, m.memberCode))).coins).toBe(0);
  });
});
