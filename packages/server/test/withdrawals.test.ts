import { api, type RecordItem, zhCNServer, zhCNWithdraw, zhCNWithdrawal } from '@nocturne/core';
import { describe, expect, test } from 'vitest';
import type { Db } from '../src/db/db.ts';
import { SessionCache } from '../src/http/sessionCache.ts';
import { decideWithdrawal } from '../src/withdrawals/withdrawals.ts';
import { call, envelope, registerMember, serverPerFile, type TestApp } from './harness.ts';
import { balancesOf, credit, ledgerDrift, memberIdOf, uploadPaymentCode } from './money.ts';
import { LocalObjectStore } from '../src/storage/localStore.ts';

let db: Db;
let t: TestApp;

serverPerFile((server) => ({ db, t } = server));

async function funded(fen: number) {
  const m = await registerMember(t.app);
  const id = await memberIdOf(db, m.memberCode);
  if (fen > 0) await credit(db, id, 'balance', fen);
  return { token: m.token, id, image: await uploadPaymentCode(t.app, m.token) };
}

function withdraw(token: string, body: Record<string, unknown>) {
  return call(t.app, 'POST', api.withdraw.path, body, { token });
}

describe('withdrawal requests', () => {
  test('move the amount from the balance to held funds and show in the records', async () => {
    const m = await funded(10_000);
    const response = envelope(await withdraw(m.token, { imgurl: m.image, index: 'wx', money: 30.5 }), t.config);
    expect(response).toMatchObject({ code: 0, msg: zhCNWithdrawal.submitted });
    expect(await balancesOf(db, m.id)).toEqual({ coins: 0, balance_fen: 6950, held_fen: 3050 });
    const records = envelope<RecordItem[]>(await call(t.app, 'POST', api.records.path, { index: 2 }, { token: m.token }), t.config, true);
    expect(records.data).toMatchObject([{ title: 'W00000001', price: 30.5, amountSource: zhCNWithdraw.wx, status: 'pending' }]);
    expect(await ledgerDrift(db)).toEqual([]);
  });

  test.each([
    ['the text field of the original client', '5'],
    ['a number', 5],
    ['text with decimals', '0.5'],
  ])('take the amount as %s, in yuan', async (_name, money) => {
    const m = await funded(1000);
    expect(envelope(await withdraw(m.token, { imgurl: m.image, index: 'wx', money }), t.config).code).toBe(0);
    expect((await balancesOf(db, m.id)).held_fen).toBe(Number(money) * 100);
  });

  test('refuse more than the withdrawable balance and change nothing', async () => {
    const m = await funded(1000);
    const body = envelope(await withdraw(m.token, { imgurl: m.image, index: 'zfb', money: 10.01 }), t.config);
    expect(body).toMatchObject({ msg: zhCNWithdrawal.insufficient });
    expect(body.code).not.toBe(0);
    expect(await balancesOf(db, m.id)).toEqual({ coins: 0, balance_fen: 1000, held_fen: 0 });
    expect(await db.query('SELECT 1 FROM withdrawals')).toHaveLength(0);
  });

  test.each([
    ['a zero amount', { money: 0 }, zhCNWithdraw.amountRequired],
    // The original client posts even after telling the member to enter an amount.
    ['an empty amount', { money: '' }, zhCNWithdraw.amountRequired],
    ['a negative amount', { money: -5 }, zhCNWithdrawal.amountInvalid],
    ['a word for an amount', { money: 'ten' }, zhCNWithdrawal.amountInvalid],
    ['an amount with its unit', { money: '5元' }, zhCNWithdrawal.amountInvalid],
    ['a fraction of a fen in text', { money: '0.001' }, zhCNWithdrawal.amountInvalid],
    ['no payment code', { imgurl: '' }, zhCNWithdraw.codeRequired],
    ['an image that is not our upload', { imgurl: 'https://elsewhere.example/a.png' }, zhCNServer.paymentCodeNotOwnUpload],
    ['a chat picture or an upload path of another kind', { imgurl: '/uploads/chat/0123456789abcdef0123456789abcdef.png' }, zhCNServer.paymentCodeNotOwnUpload],
    ['more than two decimals', { money: 1.234 }, zhCNWithdrawal.amountInvalid],
    // The smallest denormal and other tiny amounts round to 0 fen: typed, so invalid, never a 5xx.
    ['the smallest denormal (5e-324)', { money: 5e-324 }, zhCNWithdrawal.amountInvalid],
    ['a tiny amount (1e-9)', { money: 1e-9 }, zhCNWithdrawal.amountInvalid],
    ['a tiny amount in text', { money: '0.0000000001' }, zhCNWithdrawal.amountInvalid],
  ])('refuse %s with a message', async (_name, change, msg) => {
    const m = await funded(10_000);
    const body = envelope(await withdraw(m.token, { imgurl: m.image, index: 'wx', money: 10, ...change }), t.config);
    expect(body.code).not.toBe(0);
    expect(body.msg).toBe(msg);
    expect((await balancesOf(db, m.id)).balance_fen).toBe(10_000);
  });

  test.each([
    ['an unknown channel', { index: 'bank' }],
    ['an object for an amount', { money: { yuan: 5 } }],
    ['a missing channel', { index: undefined }],
  ])('answer %s with a 400', async (_name, change) => {
    const m = await funded(10_000);
    const response = await withdraw(m.token, { imgurl: m.image, index: 'wx', money: 10, ...change });
    expect(response.json().code).toBe(400);
    expect((await balancesOf(db, m.id)).balance_fen).toBe(10_000);
  });

  test('parallel requests never overdraw: 10 of about 10 yuan against 50 yuan, 4 go through', async () => {
    const m = await funded(5000);
    // Different amounts (10.00 to 10.09 yuan): identical requests would be one (idempotency.test.ts).
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => withdraw(m.token, { imgurl: m.image, index: 'wx', money: 10 + i / 100 })),
    );
    // Any 4 of them fit in 50 yuan, no 5 do.
    expect(answers.filter((r) => envelope(r, t.config).code === 0)).toHaveLength(4);
    const after = await balancesOf(db, m.id);
    expect(after.balance_fen + after.held_fen).toBe(5000);
    expect(after.held_fen).toBeGreaterThanOrEqual(4000);
    expect(await ledgerDrift(db)).toEqual([]);
  });
});

describe('deciding withdrawals', () => {
  test('approval pays out the held amount; rejection returns it; neither happens twice', async () => {
    const m = await funded(10_000);
    await withdraw(m.token, { imgurl: m.image, index: 'wx', money: 20 });
    await withdraw(m.token, { imgurl: m.image, index: 'zfb', money: 30 });
    const deps = { db, config: t.config, now: t.clock.now, sessions: new SessionCache(0), store: new LocalObjectStore(t.config.dataDir) };
    await decideWithdrawal(deps, 1, 'approved', '');
    expect(await balancesOf(db, m.id)).toEqual({ coins: 0, balance_fen: 5000, held_fen: 3000 });
    await decideWithdrawal(deps, 2, 'rejected', '收款码无法识别');
    expect(await balancesOf(db, m.id)).toEqual({ coins: 0, balance_fen: 8000, held_fen: 0 });
    await expect(decideWithdrawal(deps, 2, 'approved', '')).rejects.toThrow();
    expect(await balancesOf(db, m.id)).toEqual({ coins: 0, balance_fen: 8000, held_fen: 0 });
    expect(await ledgerDrift(db)).toEqual([]);
  });
});
