/**
 * The 易支付 (epay) provider against a local gateway written from the protocol's public
 * documentation (submit.php checkout, notify_url / return_url with the same signed fields,
 * MD5 over the sorted non-empty fields followed by the merchant key), driven over real HTTP:
 * the member's browser opens the payurl at the gateway, the gateway calls our notify_url and
 * sends the browser back to our return_url. Our server listens on 127.0.0.1.
 */
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { api, DEFAULT_VIP_PLANS, vipPlanComSpec } from '@nocturne/core';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import type { Db } from '../src/db/db.ts';
import { SandboxProvider, sandboxSecret } from '../src/payments/sandbox.ts';
import { expireOrders } from '../src/payments/payments.ts';
import { call, envelope, openTestDb, registerMember, resetDb, testApp, testConfig, type TestApp } from './harness.ts';
import { balancesOf, ledgerDrift, memberIdOf, restorePaymentDefaults } from './money.ts';

const PID = '1001';
const KEY = 'epay-test-merchant-key-0123456789';

/** The gateway's own signing, from the documentation (not our provider's code). */
function gatewaySign(fields: Record<string, string>, key = KEY): string {
  const text = Object.entries(fields)
    .filter(([name, value]) => name !== 'sign' && name !== 'sign_type' && value !== '')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  return createHash('md5').update(text + key).digest('hex');
}

/** A tiny 易支付 gateway: accepts signed checkouts, then notifies and returns like the real one. */
class LocalGateway {
  readonly checkouts = new Map<string, Record<string, string>>();
  refusedCheckouts = 0;
  #tradeNo = 2026060100000;
  readonly server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://gateway');
    const fields = Object.fromEntries(url.searchParams);
    const valid = url.pathname === '/submit.php' && fields.pid === PID && fields.sign_type === 'MD5' && fields.sign === gatewaySign(fields);
    if (!valid) {
      this.refusedCheckouts += 1;
      response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('签名校验失败');
      return;
    }
    this.checkouts.set(fields.out_trade_no!, fields);
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<p>收银台</p>');
  });
  url = '';

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** The signed fields of a paid trade of an order it took, as notify and return carry them. */
  paid(orderNo: string, change: Record<string, string> = {}, key = KEY): Record<string, string> {
    const checkout = this.checkouts.get(orderNo);
    if (!checkout) throw new Error(`the gateway never saw ${orderNo}`);
    this.#tradeNo += 1;
    const fields = {
      pid: PID,
      trade_no: String(this.#tradeNo),
      out_trade_no: orderNo,
      type: checkout.type!,
      name: checkout.name!,
      money: checkout.money!,
      trade_status: 'TRADE_SUCCESS',
      ...change,
    };
    return { ...fields, sign: gatewaySign(fields, key), sign_type: 'MD5' };
  }

  /** Calls the order's notify_url over HTTP (GET with the query, as documented, or a POST form); answers the text. */
  async notify(orderNo: string, fields: Record<string, string>, method: 'GET' | 'POST' = 'GET'): Promise<{ status: number; text: string }> {
    const target = new URL(this.checkouts.get(orderNo)!.notify_url!);
    const query = new URLSearchParams(fields).toString();
    const response =
      method === 'GET'
        ? await fetch(`${target.href}?${query}`)
        : await fetch(target, { method: 'POST', body: query, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    return { status: response.status, text: await response.text() };
  }

  /** Where it sends the member's browser back: the order's return_url with the signed fields. */
  returnUrl(orderNo: string, fields: Record<string, string>): string {
    return `${this.checkouts.get(orderNo)!.return_url!}?${new URLSearchParams(fields).toString()}`;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** A free port on 127.0.0.1 for our server, so PUBLIC_URL (the notify_url's origin) is known up front. */
async function freePort(): Promise<number> {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

let db: Db;
let t: TestApp;
let publicUrl: string;
const gateway = new LocalGateway();

beforeAll(async () => {
  await gateway.start();
  const port = await freePort();
  publicUrl = `http://127.0.0.1:${port}`;
  // Configured as production would be: the three EPAY_* variables and PUBLIC_URL.
  const { epay, paymentSandbox } = loadConfig({ EPAY_PID: PID, EPAY_KEY: KEY, EPAY_GATEWAY: `${gateway.url}/submit.php`, PUBLIC_URL: publicUrl });
  db = await openTestDb();
  t = await testApp(db, { config: testConfig({ epay, paymentSandbox, publicUrl }) });
  await t.app.listen({ port, host: '127.0.0.1' });
});
beforeEach(async () => {
  await resetDb(db);
  await restorePaymentDefaults(db);
  t.clock.reset();
});
afterAll(async () => {
  await t.app.close();
  await db.close();
  await gateway.close();
});

async function member() {
  const m = await registerMember(t.app);
  return { token: m.token, id: await memberIdOf(db, m.memberCode) };
}

/** Orders (¥30 coin option by default), and opens the payurl at the gateway over HTTP, as the client's browser does. */
async function checkout(token: string, body: Record<string, unknown> = {}): Promise<{ orderNo: string; payurl: string }> {
  const answer = envelope<string>(
    await call(t.app, 'POST', api.payOrder.path, { comSpec: '32', money: 30, index: 0, type: 1, typesOf: 1, userId: '', ...body }, { token }),
    t.config,
  );
  expect(answer.code, answer.msg).toBe(0);
  const { payurl, orderNo } = JSON.parse(answer.data) as { payurl: string; orderNo: string };
  const page = await fetch(payurl);
  expect(page.status).toBe(200);
  return { orderNo, payurl };
}

async function stateOf(orderNo: string): Promise<string> {
  return (await db.query<{ state: string }>('SELECT state FROM pay_orders WHERE order_no = $1', [orderNo]))[0]!.state;
}

describe('checkout', () => {
  test('the payurl is a GET of the gateway submit.php with the order, the amount in yuan, the channel and a signature it accepts', async () => {
    const m = await member();
    const { orderNo, payurl } = await checkout(m.token);
    expect(payurl.startsWith(`${gateway.url}/submit.php?`)).toBe(true);
    expect(gateway.checkouts.get(orderNo)).toMatchObject({
      pid: PID,
      type: 'alipay',
      out_trade_no: orderNo,
      notify_url: `${publicUrl}/renren-api/pay/notify/epay`,
      return_url: `${publicUrl}/renren-api/pay/return/epay`,
      name: '32金币',
      money: '30.00',
      sign_type: 'MD5',
    });
    // The signature covers the amount: a payurl with a lower price is refused by the gateway.
    const refused = gateway.refusedCheckouts;
    expect((await fetch(payurl.replace('money=30.00', 'money=0.01'))).status).toBe(400);
    expect(gateway.refusedCheckouts).toBe(refused + 1);
  });

  test('微信支付 is wxpay, and a VIP plan is its name and price', async () => {
    const m = await member();
    const plan = DEFAULT_VIP_PLANS[1]!;
    const { orderNo } = await checkout(m.token, { typesOf: 2, index: plan.index, comSpec: vipPlanComSpec(plan), money: plan.price, type: '微信支付' });
    expect(gateway.checkouts.get(orderNo)).toMatchObject({ type: 'wxpay', money: `${plan.price}.00`, name: `${plan.days}天VIP会员` });
  });

  test('the sandbox is off: no cashier page, and a sandbox-signed notification is refused', async () => {
    const m = await member();
    const { orderNo } = await checkout(m.token);
    const sandbox = new SandboxProvider({ secret: sandboxSecret(t.config.mediaSecret), publicUrl: '' });
    const forged = await fetch(`${publicUrl}/renren-api/pay/notify/sandbox`, {
      method: 'POST',
      body: new URLSearchParams(sandbox.sign({ orderNo, outcome: 'paid', amountFen: 3000 })).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(forged.status).toBe(400);
    expect((await fetch(`${publicUrl}/renren-api/pay/sandbox/${orderNo}/${'A'.repeat(22)}`)).status).toBe(404);
    expect((await balancesOf(db, m.id)).coins).toBe(0);
  });
});

describe('the asynchronous notification', () => {
  test('a paid trade is credited and answered success; the same notification 5 more times (GET and POST, 3 at once) credits nothing more', async () => {
    const m = await member();
    const { orderNo } = await checkout(m.token);
    const fields = gateway.paid(orderNo);
    expect(await gateway.notify(orderNo, fields)).toEqual({ status: 200, text: 'success' });
    expect((await balancesOf(db, m.id)).coins).toBe(32);
    const replays = [
      await gateway.notify(orderNo, fields, 'POST'),
      await gateway.notify(orderNo, fields),
      ...(await Promise.all([gateway.notify(orderNo, fields), gateway.notify(orderNo, fields, 'POST'), gateway.notify(orderNo, fields)])),
    ];
    expect(replays).toEqual(Array.from({ length: 5 }, () => ({ status: 200, text: 'success' })));
    expect((await balancesOf(db, m.id)).coins).toBe(32);
    expect(await stateOf(orderNo)).toBe('paid');
    expect(await ledgerDrift(db)).toEqual([]);
  });

  test('a bad signature is refused: a garbled sign, another key, another merchant, a field changed after signing', async () => {
    const m = await member();
    const { orderNo } = await checkout(m.token);
    const genuine = gateway.paid(orderNo);
    const bad = [
      { ...genuine, sign: 'f'.repeat(32) },
      { ...genuine, sign: '' },
      { ...genuine, sign: 'not-hex' },
      gateway.paid(orderNo, {}, 'another-merchant-key-0123456789ab'),
      { ...gateway.paid(orderNo, { pid: '1002' }) },
      { ...genuine, money: '300.00' },
      { ...genuine, out_trade_no: `${orderNo}X` },
      { ...genuine, sign_type: 'RSA' },
    ];
    for (const fields of bad) {
      const answer = await gateway.notify(orderNo, fields);
      expect(answer.text).toBe('fail');
      expect(answer.status).toBeLessThan(500);
    }
    expect((await balancesOf(db, m.id)).coins).toBe(0);
    expect(await stateOf(orderNo)).toBe('pending');
    // The genuine one still goes through afterwards.
    expect((await gateway.notify(orderNo, genuine)).text).toBe('success');
    expect((await balancesOf(db, m.id)).coins).toBe(32);
  });

  test('a correctly signed notification with another amount is refused and credits nothing', async () => {
    const m = await member();
    const { orderNo } = await checkout(m.token);
    for (const money of ['0.01', '29.99', '30.01', '3000']) {
      expect(await gateway.notify(orderNo, gateway.paid(orderNo, { money }))).toEqual({ status: 400, text: 'fail' });
    }
    expect((await balancesOf(db, m.id)).coins).toBe(0);
    expect(await stateOf(orderNo)).toBe('pending');
    // "30" is the same amount as "30.00".
    expect((await gateway.notify(orderNo, gateway.paid(orderNo, { money: '30' }))).text).toBe('success');
    expect((await balancesOf(db, m.id)).coins).toBe(32);
  });

  test('an unknown order is refused', async () => {
    const m = await member();
    const { orderNo } = await checkout(m.token);
    const unknown = `P20260601040000${'Z'.repeat(16)}`;
    expect(await gateway.notify(orderNo, gateway.paid(orderNo, { out_trade_no: unknown }))).toEqual({ status: 404, text: 'fail' });
    expect((await balancesOf(db, m.id)).coins).toBe(0);
  });

  test('a trade that is not TRADE_SUCCESS credits nothing', async () => {
    const m = await member();
    const { orderNo } = await checkout(m.token);
    expect((await gateway.notify(orderNo, gateway.paid(orderNo, { trade_status: 'WAIT_BUYER_PAY' }))).text).toBe('fail');
    expect((await balancesOf(db, m.id)).coins).toBe(0);
  });

  test('a notification after the order expired is still credited (the member paid), once', async () => {
    const m = await member();
    const { orderNo } = await checkout(m.token);
    t.clock.advance(t.config.orderTtlSeconds * 1000 + 60_000);
    expect(await expireOrders(db, t.clock.now(), t.config.orderTtlSeconds)).toBe(1);
    expect(await stateOf(orderNo)).toBe('expired');
    const fields = gateway.paid(orderNo);
    const answers = await Promise.all([gateway.notify(orderNo, fields), gateway.notify(orderNo, fields)]);
    expect(answers.map((answer) => answer.text)).toEqual(['success', 'success']);
    expect(await stateOf(orderNo)).toBe('paid');
    expect((await balancesOf(db, m.id)).coins).toBe(32);
    expect(await ledgerDrift(db)).toEqual([]);
  });

  test('bodies that are not text fields (arrays, JSON values, junk) are refused: never a 5xx, never a coin', async () => {
    const m = await member();
    const { orderNo } = await checkout(m.token);
    const genuine: Record<string, unknown> = gateway.paid(orderNo);
    const notifyUrl = `${publicUrl}/renren-api/pay/notify/epay`;
    const json = (body: unknown) => fetch(notifyUrl, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
    const form = (body: string) => fetch(notifyUrl, { method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    const odd: unknown[] = [1, 1e308, true, null, [], ['a', 'b'], {}, { sign: 'x' }];
    const responses = [
      ...(await Promise.all(Object.keys(genuine).flatMap((key) => odd.map((value) => json({ ...genuine, [key]: value }))))),
      await json([genuine]),
      await json(null),
      await json('success'),
      await json(42),
      await fetch(notifyUrl, { method: 'POST', body: '{"sign":', headers: { 'content-type': 'application/json' } }),
      await fetch(notifyUrl, { method: 'POST', body: 'sign=x', headers: { 'content-type': 'text/plain' } }),
      await form(`${new URLSearchParams(genuine as Record<string, string>).toString()}&sign=${'0'.repeat(32)}`),
      await form(`money[]=1&money[]=2&${new URLSearchParams({ ...(genuine as Record<string, string>), money: '' }).toString()}`),
      await form('%%%&&&==='),
      await form(`out_trade_no=${'9'.repeat(100 * 1024)}`),
      await fetch(`${notifyUrl}?${new URLSearchParams(genuine as Record<string, string>).toString()}&sign=abc`),
      await fetch(`${notifyUrl}?sign[a]=1&pid[]=2`),
      await fetch(`${publicUrl}/renren-api/pay/return/epay?sign=a&sign=b&out_trade_no=${orderNo}`, { redirect: 'manual' }),
      await fetch(`${publicUrl}/renren-api/pay/notify/nobody?${new URLSearchParams(genuine as Record<string, string>).toString()}`),
    ];
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    const texts = await Promise.all(responses.map((response) => response.text()));
    expect(texts.filter((text) => text === 'success')).toEqual([]);
    expect((await balancesOf(db, m.id)).coins).toBe(0);
    expect(await ledgerDrift(db)).toEqual([]);
  });
});

describe('the synchronous return', () => {
  test('a verified return lands on the result page and credits once together with the notification', async () => {
    const m = await member();
    const { orderNo } = await checkout(m.token);
    const fields = gateway.paid(orderNo);
    const back = await fetch(gateway.returnUrl(orderNo, fields), { redirect: 'manual' });
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`${publicUrl}/pay?pay=success&orderNo=${orderNo}`);
    expect((await balancesOf(db, m.id)).coins).toBe(32);
    expect((await gateway.notify(orderNo, fields)).text).toBe('success');
    await fetch(gateway.returnUrl(orderNo, fields), { redirect: 'manual' });
    expect((await balancesOf(db, m.id)).coins).toBe(32);
    expect(await ledgerDrift(db)).toEqual([]);
  });

  test('a VIP order returns to /vip', async () => {
    const m = await member();
    const plan = DEFAULT_VIP_PLANS[0]!;
    const { orderNo } = await checkout(m.token, { typesOf: 2, index: plan.index, comSpec: vipPlanComSpec(plan), money: plan.price });
    const back = await fetch(gateway.returnUrl(orderNo, gateway.paid(orderNo)), { redirect: 'manual' });
    expect(back.headers.get('location')).toBe(`${publicUrl}/vip?pay=success&orderNo=${orderNo}`);
  });

  test('an unverified return credits nothing and says it failed', async () => {
    const m = await member();
    const { orderNo } = await checkout(m.token);
    for (const fields of [{ ...gateway.paid(orderNo), sign: 'f'.repeat(32) }, gateway.paid(orderNo, { money: '0.01' }), {}]) {
      const back = await fetch(gateway.returnUrl(orderNo, fields), { redirect: 'manual' });
      expect(back.status).toBe(303);
      expect(back.headers.get('location')).toMatch(/\?pay=fail/);
    }
    expect((await balancesOf(db, m.id)).coins).toBe(0);
    expect(await stateOf(orderNo)).toBe('pending');
  });
});

describe('configuration', () => {
  const full = { EPAY_PID: PID, EPAY_KEY: KEY, EPAY_GATEWAY: 'https://pay.example.com', PUBLIC_URL: 'https://nocturne.example' };

  test('all three EPAY_* make epay the provider and turn the sandbox off by default', () => {
    const config = loadConfig(full);
    expect(config.epay).toEqual({ pid: PID, key: KEY, gateway: 'https://pay.example.com' });
    expect(config.paymentSandbox).toBe(false);
    expect(loadConfig({ ...full, EPAY_GATEWAY: 'https://pay.example.com/submit.php' }).epay?.gateway).toBe('https://pay.example.com');
    expect(loadConfig({}).epay).toBeNull();
  });

  test.each([
    ['only the merchant id', { EPAY_PID: PID, PUBLIC_URL: full.PUBLIC_URL }],
    ['no key', { ...full, EPAY_KEY: '' }],
    ['no gateway', { ...full, EPAY_GATEWAY: '' }],
    ['a short key', { ...full, EPAY_KEY: 'short' }],
    ['a merchant id with spaces', { ...full, EPAY_PID: '10 01' }],
    ['a gateway that is not a URL', { ...full, EPAY_GATEWAY: 'pay.example.com' }],
    ['a gateway that is not http(s)', { ...full, EPAY_GATEWAY: 'ftp://pay.example.com' }],
    ['a gateway with a query', { ...full, EPAY_GATEWAY: 'https://pay.example.com/?x=1' }],
    ['no PUBLIC_URL for the notify_url', { ...full, PUBLIC_URL: '' }],
  ])('refuses to start with %s', (_name, env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
  });
});
