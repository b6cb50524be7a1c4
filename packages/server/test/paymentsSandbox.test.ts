/**
 * The sandbox is a development tool, not a door: off in production unless configured, and
 * with it off (and no real provider) nothing can be paid for free.
 */
import { api, zhCNPurchase } from '@nocturne/core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import type { Db } from '../src/db/db.ts';
import { notifyPath } from '../src/payments/paths.ts';
import { SandboxProvider, sandboxSecret } from '../src/payments/sandbox.ts';
import { call, envelope, openTestDb, registerMember, resetDb, testApp, testConfig, type TestApp } from './harness.ts';
import { balancesOf, memberIdOf, restorePaymentDefaults } from './money.ts';

describe('PAYMENT_SANDBOX', () => {
  const epay = { EPAY_PID: '1001', EPAY_KEY: 'epay-test-merchant-key-0123456789', EPAY_GATEWAY: 'https://pay.example.com', PUBLIC_URL: 'https://n.example' };

  test.each([
    ['development (no NODE_ENV)', {}, true],
    ['tests', { NODE_ENV: 'test' }, true],
    ['production', { NODE_ENV: 'production' }, false],
    ['production, asked for', { NODE_ENV: 'production', PAYMENT_SANDBOX: 'true' }, true],
    ['development, turned off', { PAYMENT_SANDBOX: 'false' }, false],
    ['a real provider configured', epay, false],
    ['a real provider configured, asked for', { ...epay, PAYMENT_SANDBOX: 'true' }, true],
  ])('%s: %s', (_name, env, on) => {
    expect(loadConfig(env).paymentSandbox).toBe(on);
  });

  test('a value that is not a flag refuses to start', () => {
    expect(() => loadConfig({ PAYMENT_SANDBOX: 'maybe' })).toThrow(ConfigError);
  });
});

describe('with the sandbox off and no real provider', () => {
  let db: Db;
  let on: TestApp;
  let off: TestApp;
  beforeAll(async () => {
    db = await openTestDb();
    await resetDb(db);
    await restorePaymentDefaults(db);
    on = await testApp(db);
    off = await testApp(db, { config: testConfig({ paymentSandbox: false }) });
  });
  afterAll(async () => {
    await on?.app.close();
    await off?.app.close();
    await db.close();
  });

  const body = { comSpec: '10', money: 10, index: 0, type: 1, typesOf: 1, userId: '' };

  test('an order is refused with a message, and nothing is stored', async () => {
    const m = await registerMember(off.app);
    const answer = envelope(await call(off.app, 'POST', api.payOrder.path, body, { token: m.token }), off.config);
    expect(answer).toMatchObject({ code: 1, msg: zhCNPurchase.channelNotFound });
    expect(await db.query('SELECT 1 FROM pay_orders')).toHaveLength(0);
  });

  test("a sandbox order's cashier is gone and a sandbox-signed notification credits nothing", async () => {
    const m = await registerMember(on.app);
    const id = await memberIdOf(db, m.memberCode);
    const created = envelope<string>(await call(on.app, 'POST', api.payOrder.path, body, { token: m.token }), on.config);
    const { payurl, orderNo } = JSON.parse(created.data) as { payurl: string; orderNo: string };
    expect((await off.app.inject({ method: 'GET', url: payurl })).statusCode).toBe(404);
    const paid = await off.app.inject({ method: 'POST', url: payurl, payload: 'result=success', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(paid.statusCode).toBe(404);
    const sandbox = new SandboxProvider({ secret: sandboxSecret(off.config.mediaSecret), publicUrl: '' });
    const notified = await off.app.inject({
      method: 'POST',
      url: notifyPath('sandbox'),
      payload: new URLSearchParams(sandbox.sign({ orderNo, outcome: 'paid', amountFen: 1000 })).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(notified.statusCode).toBe(400);
    expect((await balancesOf(db, id)).coins).toBe(0);
  });
});
