// Behind nginx: only the proxies TRUST_PROXY names are believed. nginx appends
// the address it saw to X-Forwarded-For, so everything left of it is the client's own
// writing: forged addresses there must never open a per-address limit.
import { randomInt } from 'node:crypto';
import { api } from '@nocturne/core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ADMIN_FAILURES_PER_MINUTE } from '../src/operators/guard.ts';
import { ConfigError, loadConfig, type ServerConfig } from '../src/config.ts';
import type { Db } from '../src/db/db.ts';
import { publicOrigin } from '../src/http/publicOrigin.ts';
import { DEVICE_COOKIE } from '../src/members/deviceCookie.ts';
import { allRoutes } from '../src/allRoutes.ts';
import { openTestDb, registerMember, resetDb, TEST_ADMIN_TOKEN, testApp, testConfig, type TestApp } from './harness.ts';

const PROXY = '127.0.0.1';
const CLIENT = '203.0.113.9';

/** What a client writes itself: a different made-up address every time. */
const forged = () => `${randomInt(1, 224)}.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
/** As nginx forwards it: the client's header with the address nginx saw appended. */
const throughProxy = () => ({ remoteAddress: PROXY, headers: { 'x-forwarded-for': `${forged()}, ${CLIENT}` } });

test('TRUST_PROXY: proxy addresses; "true" or a hop count refuses to start and says what to write instead', () => {
  expect(loadConfig({}).trustProxy).toBe(false);
  expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  expect(loadConfig({ TRUST_PROXY: '127.0.0.1' }).trustProxy).toEqual(['127.0.0.1']);
  expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, ::1,loopback' }).trustProxy).toEqual(['10.0.0.0/8', '::1', 'loopback']);
  expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY=true would believe any client's X-Forwarded-For.*TRUST_PROXY=127\.0\.0\.1/);
  // Fastify 5 ignores hop counts (fails closed): every member would be the proxy's address.
  expect(() => loadConfig({ TRUST_PROXY: '1' })).toThrow(/TRUST_PROXY=1: a hop count cannot tell a proxy from a client/);
  expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(ConfigError);
  expect(() => loadConfig({ TRUST_PROXY: 'nginx.internal' })).toThrow(ConfigError);
  expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/99' })).toThrow(ConfigError);
});

for (const setting of ['127.0.0.1', '127.0.0.0/8,::1']) {
  describe(`TRUST_PROXY=${setting}: forged X-Forwarded-For never opens a per-address limit`, () => {
    let db: Db;
    let t: TestApp;
    const config = (): ServerConfig => ({ ...testConfig({ registerPerAddressPerHour: 3 }), trustProxy: loadConfig({ TRUST_PROXY: setting }).trustProxy });
    beforeAll(async () => {
      db = await openTestDb();
      t = await testApp(db, { config: config() });
    });
    afterAll(async () => {
      await t.app.close();
      await db.close();
    });

    test(`operator tokens: ${ADMIN_FAILURES_PER_MINUTE} wrong ones, then 429, whatever the client claims to be`, async () => {
      await resetDb(db);
      const admin = (token: string) => t.app.inject({ method: 'GET', url: '/admin/config', headers: { ...throughProxy().headers, authorization: `Bearer ${token}` }, remoteAddress: PROXY });
      const statuses = [];
      for (let i = 0; i < ADMIN_FAILURES_PER_MINUTE + 2; i += 1) statuses.push((await admin(`guess-${i}`)).statusCode);
      expect(statuses).toEqual([...Array(ADMIN_FAILURES_PER_MINUTE).fill(401), 429, 429]);
      // Counted against the client nginx saw, not against the proxy: another client is let in.
      const other = await t.app.inject({ method: 'GET', url: '/admin/config', headers: { 'x-forwarded-for': `${forged()}, 198.51.100.1`, authorization: `Bearer ${TEST_ADMIN_TOKEN}` }, remoteAddress: PROXY });
      expect(other.statusCode).toBe(200);
    });

    test('registrations per address', async () => {
      await resetDb(db);
      const register = () => t.app.inject({ method: 'POST', url: api.autoRegister.path, payload: { deviceType: 0, uuid: crypto.randomUUID() }, ...throughProxy() });
      const codes = [];
      for (let i = 0; i < 5; i += 1) codes.push((await register()).json().code);
      expect(codes).toEqual([0, 0, 0, 429, 429]);
    });

    test('login failures per address', async () => {
      await resetDb(db);
      const login = (loginName: string) => t.app.inject({ method: 'POST', url: api.login.path, payload: { loginName, loginPwd: 'guess-1' }, ...throughProxy() });
      for (let i = 0; i < t.config.loginFailuresPerAddress; i += 1) expect((await login(`nobody-${i}`)).json()).toMatchObject({ code: 1 });
      // Past the address's failures a second guess at an account it has tried is refused.
      expect((await login('nobody-0')).json()).toMatchObject({ code: 429 });
    });

    test('invite rewards per invitee address', async () => {
      await resetDb(db);
      const inviter = await registerMember(t.app, { address: '198.51.100.40' });
      for (let i = 0; i < 3; i += 1) {
        const invited = await t.app.inject({ method: 'POST', url: api.autoRegister.path, payload: { deviceType: 0, uuid: crypto.randomUUID(), inviteCode: inviter.memberCode }, ...throughProxy() });
        expect(invited.json().code).toBe(0);
      }
      expect(await db.query('SELECT rewarded FROM invites ORDER BY id')).toEqual([{ rewarded: true }, { rewarded: false }, { rewarded: false }]);
    });

    test('a client that reaches the server directly is its own address, whatever it writes', async () => {
      await resetDb(db);
      const statuses = [];
      for (let i = 0; i < ADMIN_FAILURES_PER_MINUTE + 1; i += 1) {
        const response = await t.app.inject({ method: 'GET', url: '/admin/config', headers: { 'x-forwarded-for': forged(), authorization: 'Bearer guess' }, remoteAddress: '198.51.100.77' });
        statuses.push(response.statusCode);
      }
      expect(statuses.at(-1)).toBe(429);
    });
  });
}

describe('the request origin without PUBLIC_URL believes X-Forwarded-Proto / -Host only from a trusted proxy', () => {
  let db: Db;
  let t: TestApp;
  beforeAll(async () => {
    db = await openTestDb();
    const config = { ...testConfig({ publicUrl: '' }), trustProxy: loadConfig({ TRUST_PROXY: PROXY }).trustProxy };
    const origin = (app: TestApp['app']) => void app.get('/origin', async (request) => ({ origin: publicOrigin(config, request), ip: request.ip }));
    t = await testApp(db, { config, routes: [...allRoutes, origin] });
  });
  afterAll(async () => {
    await t.app.close();
    await db.close();
  });
  const forwarded = { host: 'internal:8080', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'video.example', 'x-forwarded-for': CLIENT };

  test('through the proxy: the public origin nginx forwards', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/origin', headers: forwarded, remoteAddress: PROXY });
    expect(answer.json()).toEqual({ origin: 'https://video.example', ip: CLIENT });
  });

  test('the device cookie is Secure when the proxy says the member came over https, and only then', async () => {
    const register = (remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: api.autoRegister.path, payload: { deviceType: 0, uuid: crypto.randomUUID() }, headers: forwarded, remoteAddress });
    const secure = async (remoteAddress: string) => (await register(remoteAddress)).cookies.find((c) => c.name === DEVICE_COOKIE)?.secure ?? false;
    expect(await secure(PROXY)).toBe(true);
    expect(await secure('198.51.100.6')).toBe(false);
  });

  test('from anyone else: the Host it connected to, never the headers it wrote', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/origin', headers: forwarded, remoteAddress: '198.51.100.5' });
    expect(answer.json()).toEqual({ origin: 'http://internal:8080', ip: '198.51.100.5' });
  });
});
