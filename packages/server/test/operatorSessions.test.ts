/**
 * Operator sessions: signing in by name and password, the cookie, TOTP for owners
 * and finance, the same-origin rule for cookie-authenticated changes, the idle timeout,
 * sign-out and sign-out everywhere, login limits nobody else can trip, and junk that is never a 5xx.
 */
import {
  CROSS_SITE_REQUEST_CODE,
  FORBIDDEN_CODE,
  OPERATOR_SIGN_IN_REQUIRED_CODE,
  OPERATOR_TOTP_ENROLMENT_CODE,
  OPERATOR_TOTP_REQUIRED_CODE,
  RATE_LIMITED_CODE,
  zhCNOperator,
  zhCNServer,
} from '@nocturne/core';
import { describe, expect, test } from 'vitest';
import type { Db } from '../src/db/db.ts';
import { addOperator } from '../src/operators/management.ts';
import { OPERATOR_IDLE_MS } from '../src/operators/sessions.ts';
import { totpCode } from '../src/operators/totp.ts';
import { serverPerFile, TEST_ADMIN_TOKEN, testApp, testConfig, type TestApp } from './harness.ts';
import { clientOf, CONSOLE, COOKIE, failureOf, OPERATOR_PASSWORD, sessionCookie, signedInOperator, signInRequest } from './operators.ts';

let db: Db;
let t: TestApp;
serverPerFile((server) => ({ db, t } = server));

const add = (name: string, role: 'owner' | 'content' | 'finance' | 'support') =>
  addOperator({ db, config: t.config, now: t.clock.now }, { operatorId: null, name: 'test' }, { name, role, password: OPERATOR_PASSWORD }, 'test');

describe('signing in', () => {
  test('sets an HttpOnly, SameSite=Strict session cookie and answers who is signed in', async () => {
    await add('anna', 'content');
    const response = await signInRequest(t, { name: 'anna', password: OPERATOR_PASSWORD });
    expect(response.statusCode, response.body).toBe(200);
    const cookie = response.cookies.find((c) => c.name === COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    // Plain HTTP (development): no Secure, so the browser keeps it; over HTTPS it is __Host- and Secure (below).
    expect(cookie.secure).toBeFalsy();
    expect(response.json().data).toMatchObject({ operator: { name: 'anna', role: 'content', totpEnabled: false }, totpEnrolmentRequired: false, idleTimeoutSeconds: 1800 });
    const me = clientOf(t, 'anna', cookie.value);
    expect((await me('GET', '/admin/session')).json().data.operator.name).toBe('anna');
    expect((await me('GET', '/admin/videos')).statusCode).toBe(200);
  });

  test('over HTTPS (behind a trusted proxy) the cookie is __Host-nocturne_operator with Secure, and the plain one is not read', async () => {
    const https = await testApp(db, { config: testConfig({ trustProxy: ['127.0.0.1'] }) });
    try {
      await add('anna', 'content');
      const headers = { ...CONSOLE, 'x-forwarded-proto': 'https' };
      const response = await https.app.inject({ method: 'POST', url: '/admin/session', payload: { name: 'anna', password: OPERATOR_PASSWORD }, headers });
      const cookie = response.cookies.find((c) => c.name === '__Host-nocturne_operator')!;
      expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/' });
      expect(cookie).not.toHaveProperty('domain');
      const read = (name: string) => https.app.inject({ method: 'GET', url: '/admin/videos', headers: { ...headers, cookie: `${name}=${cookie.value}` } });
      expect((await read('__Host-nocturne_operator')).statusCode).toBe(200);
      expect((await read(COOKIE)).statusCode).toBe(401);
    } finally {
      await https.app.close();
    }
  });

  test('a wrong password, an unknown name and a disabled operator answer alike', async () => {
    await add('anna', 'content');
    const wrong = failureOf(await signInRequest(t, { name: 'anna', password: 'not-the-password' }));
    expect(wrong).toEqual({ status: 401, code: OPERATOR_SIGN_IN_REQUIRED_CODE, msg: zhCNOperator.loginFailed });
    expect(failureOf(await signInRequest(t, { name: 'nobody', password: OPERATOR_PASSWORD }))).toEqual(wrong);
    const anna = await signedInOperator(t, db, 'support', 'sam');
    await add('owner1', 'owner');
    const token = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` };
    const id = (await t.app.inject({ method: 'GET', url: '/admin/operators', headers: token })).json().data.find((o: { name: string }) => o.name === 'sam').id;
    expect((await t.app.inject({ method: 'PUT', url: `/admin/operators/${id}`, headers: token, payload: { disabled: true } })).statusCode).toBe(200);
    // Disabling ends its sessions and it cannot sign in again.
    expect((await anna('GET', '/admin/chats')).statusCode).toBe(401);
    expect(failureOf(await signInRequest(t, { name: 'sam', password: OPERATOR_PASSWORD }))).toEqual(wrong);
  });

  test('five wrong passwords shut that address out of the account, a known device still signs in, other accounts are untouched', async () => {
    await add('anna', 'content');
    await add('bert', 'support');
    const first = await signInRequest(t, { name: 'anna', password: OPERATOR_PASSWORD });
    const device = first.cookies.find((c) => c.name === 'nocturne_device')!.value;
    const stranger = (password: string, name = 'anna') =>
      t.app.inject({ method: 'POST', url: '/admin/session', payload: { name, password }, headers: CONSOLE, remoteAddress: '203.0.113.9' });
    for (let i = 0; i < 5; i += 1) expect((await stranger(`guess-${i}-xxxxxxx`)).statusCode).toBe(401);
    const locked = failureOf(await stranger(OPERATOR_PASSWORD));
    expect(locked).toEqual({ status: 429, code: RATE_LIMITED_CODE, msg: zhCNServer.loginLocked });
    expect((await stranger(OPERATOR_PASSWORD, 'bert')).statusCode).toBe(200);
    // The operator's own device (its device cookie), even from that same address, is not locked out.
    const own = await t.app.inject({
      method: 'POST',
      url: '/admin/session',
      payload: { name: 'anna', password: OPERATOR_PASSWORD },
      headers: { ...CONSOLE, cookie: `nocturne_device=${device}` },
      remoteAddress: '203.0.113.9',
    });
    expect(own.statusCode, own.body).toBe(200);
    // Members' counters are apart: a member login name "anna" is not slowed by this.
    const rows = await db.query<{ name: string }>("SELECT DISTINCT name FROM rate_limits WHERE name LIKE 'operator:%'");
    expect(rows.length).toBeGreaterThan(0);
  });
});

describe('one-time codes (TOTP)', () => {
  test('owner and finance must enrol before anything else; then every sign-in needs a fresh code', async () => {
    for (const role of ['owner', 'finance'] as const) {
      await add(`${role}1`, role);
      const me = clientOf(t, `${role}1`, sessionCookie(await signInRequest(t, { name: `${role}1`, password: OPERATOR_PASSWORD })));
      expect((await me('GET', '/admin/session')).json().data.totpEnrolmentRequired).toBe(true);
      const refused = failureOf(await me('GET', '/admin/orders'));
      expect(refused).toEqual({ status: 403, code: OPERATOR_TOTP_ENROLMENT_CODE, msg: zhCNOperator.totpEnrolmentRequired });
      expect(failureOf(await me('POST', '/admin/session/totp/confirm', { code: '123456' })).msg).toBe(zhCNOperator.totpNotStarted);
      const enrolment = (await me('POST', '/admin/session/totp')).json().data as { secret: string; uri: string };
      expect(enrolment.uri).toMatch(/^otpauth:\/\/totp\/Nocturne:.+secret=/);
      expect((await me('POST', '/admin/session/totp/confirm', { code: '000000' })).statusCode).toBe(400);
      const code = totpCode(enrolment.secret, `${role}1`, t.clock.now());
      expect((await me('POST', '/admin/session/totp/confirm', { code })).json().data.totpEnrolmentRequired).toBe(false);
      expect((await me('GET', '/admin/orders')).statusCode).toBe(200);

      const again = { name: `${role}1`, password: OPERATOR_PASSWORD };
      expect(failureOf(await signInRequest(t, again))).toEqual({ status: 401, code: OPERATOR_TOTP_REQUIRED_CODE, msg: zhCNOperator.totpRequired });
      // The code that confirmed the enrolment is spent.
      expect(failureOf(await signInRequest(t, { ...again, code }))).toEqual({ status: 401, code: OPERATOR_TOTP_REQUIRED_CODE, msg: zhCNOperator.totpWrong });
      t.clock.advance(30_000);
      const next = totpCode(enrolment.secret, `${role}1`, t.clock.now());
      expect((await signInRequest(t, { ...again, code: next })).statusCode).toBe(200);
      expect((await signInRequest(t, { ...again, code: next })).statusCode).toBe(401);
    }
  });

  test('content and support may turn it on, and are not asked to', async () => {
    const content = await signedInOperator(t, db, 'content');
    expect((await content('GET', '/admin/session')).json().data.totpEnrolmentRequired).toBe(false);
    const { secret } = (await content('POST', '/admin/session/totp')).json().data;
    await content('POST', '/admin/session/totp/confirm', { code: totpCode(secret, 'content', t.clock.now()) });
    expect((await signInRequest(t, { name: 'content', password: OPERATOR_PASSWORD })).json().code).toBe(OPERATOR_TOTP_REQUIRED_CODE);
  });
});

describe('cross-site requests', () => {
  test('a cookie-authenticated change from another site, or from nowhere said, is refused; reads are not', async () => {
    const content = await signedInOperator(t, db, 'content');
    const crossSite = { status: 403, code: CROSS_SITE_REQUEST_CODE, msg: zhCNOperator.crossSite };
    const topic = { title: '专题', code: '30' };
    expect(failureOf(await content('POST', '/admin/topics', topic, { 'sec-fetch-site': 'cross-site' }))).toEqual(crossSite);
    expect(failureOf(await content('POST', '/admin/topics', topic, { 'sec-fetch-site': 'same-site' }))).toEqual(crossSite);
    expect(failureOf(await content('POST', '/admin/topics', topic, { origin: 'https://evil.example' }))).toEqual(crossSite);
    expect(failureOf(await content('POST', '/admin/topics', topic, {}))).toEqual(crossSite);
    expect(failureOf(await content('DELETE', '/admin/session', undefined, { 'sec-fetch-site': 'cross-site' }))).toEqual(crossSite);
    // An older browser without Fetch Metadata: its Origin is the site's own.
    expect((await content('POST', '/admin/topics', topic, { origin: 'http://localhost' })).statusCode).toBe(200);
    expect((await content('POST', '/admin/topics', topic)).statusCode).toBe(200);
    expect((await content('GET', '/admin/topics', undefined, { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(200);
    // Nothing was written by the refused ones.
    expect((await content('GET', '/admin/topics')).json().data).toHaveLength(2);
  });

  test('another site cannot sign a browser in (login CSRF); a script without browser headers can', async () => {
    await add('anna', 'content');
    const body = { name: 'anna', password: OPERATOR_PASSWORD };
    expect(failureOf(await signInRequest(t, body, { 'sec-fetch-site': 'cross-site' })).code).toBe(CROSS_SITE_REQUEST_CODE);
    expect(failureOf(await signInRequest(t, body, { origin: 'https://evil.example' })).code).toBe(CROSS_SITE_REQUEST_CODE);
    expect((await signInRequest(t, body, {})).statusCode).toBe(200);
  });
});

describe('session lifetime', () => {
  test('ends after 30 idle minutes; activity keeps it going', async () => {
    const content = await signedInOperator(t, db, 'content');
    for (let i = 0; i < 3; i += 1) {
      t.clock.advance(OPERATOR_IDLE_MS - 60_000);
      expect((await content('GET', '/admin/videos')).statusCode).toBe(200);
    }
    t.clock.advance(OPERATOR_IDLE_MS);
    expect(failureOf(await content('GET', '/admin/videos'))).toEqual({ status: 401, code: OPERATOR_SIGN_IN_REQUIRED_CODE, msg: zhCNOperator.sessionIdle });
    // Ended for good, not only while idle.
    expect((await content('GET', '/admin/videos')).statusCode).toBe(401);
  });

  test('sign-out ends this session; sign-out everywhere ends them all, in every process', async () => {
    const first = await signedInOperator(t, db, 'content');
    const second = clientOf(t, 'content', sessionCookie(await signInRequest(t, { name: 'content', password: OPERATOR_PASSWORD })));
    const third = clientOf(t, 'content', sessionCookie(await signInRequest(t, { name: 'content', password: OPERATOR_PASSWORD })));
    const out = await first('DELETE', '/admin/session');
    expect(out.cookies.find((c) => c.name === COOKIE)?.value).toBe('');
    expect((await first('GET', '/admin/videos')).statusCode).toBe(401);
    expect((await second('GET', '/admin/videos')).statusCode).toBe(200);
    // Another server process on the same database agrees at once: sessions live in the database.
    const other = await testApp(db);
    try {
      const thirdThere = clientOf(other, 'content', third.cookie);
      expect((await thirdThere('GET', '/admin/videos')).statusCode).toBe(200);
      expect((await second('DELETE', '/admin/sessions')).statusCode).toBe(200);
      expect((await thirdThere('GET', '/admin/videos')).statusCode).toBe(401);
      expect((await third('GET', '/admin/videos')).statusCode).toBe(401);
    } finally {
      await other.app.close();
    }
  });

  test('an operator changes its own password: the old one first, its other sessions end, this one goes on', async () => {
    const me = await signedInOperator(t, db, 'support');
    const other = clientOf(t, 'support', sessionCookie(await signInRequest(t, { name: 'support', password: OPERATOR_PASSWORD })));
    const change = (oldPassword: string, newPassword: string) => me('PUT', '/admin/session/password', { oldPassword, newPassword });
    expect(failureOf(await change('wrong-old-password', 'a-new-long-password')).msg).toBe(zhCNOperator.oldPasswordWrong);
    expect(failureOf(await change(OPERATOR_PASSWORD, 'short')).msg).toBe(zhCNOperator.passwordTooShort);
    expect((await change(OPERATOR_PASSWORD, 'a-new-long-password')).statusCode).toBe(200);
    expect((await me('GET', '/admin/chats')).statusCode).toBe(200);
    expect((await other('GET', '/admin/chats')).statusCode).toBe(401);
    expect((await signInRequest(t, { name: 'support', password: 'a-new-long-password' })).statusCode).toBe(200);
    const entry = await db.query<{ actor: string; after: unknown }>("SELECT actor, after FROM operator_audit WHERE action = 'PUT /admin/session/password'");
    expect(entry).toEqual([{ actor: 'support', after: { passwordChanged: true } }]);
    for (let i = 0; i < 3; i += 1) await change('wrong-old-password', 'a-new-long-password');
    expect((await change('a-new-long-password', 'another-long-password')).statusCode).toBe(429);
  });

  test('a member token or the token header is no operator session', async () => {
    const member = await t.app.inject({ method: 'POST', url: '/renren-api/api/auto-register', payload: { deviceType: 0, uuid: crypto.randomUUID() } });
    const token = member.json().data.token as string;
    expect((await t.app.inject({ method: 'GET', url: '/admin/videos', headers: { token } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/admin/videos', headers: { cookie: `${COOKIE}=${token}` } })).statusCode).toBe(401);
  });
});

describe('junk never gives a 5xx', () => {
  test('cookies, bodies and multipart on every new route', async () => {
    const owner = await signedInOperator(t, db, 'owner');
    const cookies = [
      `${COOKIE}=`,
      `${COOKIE}=${'a'.repeat(43)}`,
      `${COOKIE}=${'x'.repeat(5000)}`,
      `${COOKIE}=%E0%A4%A`,
      `${COOKIE}="unterminated`,
      ';;;===;',
      `${COOKIE}=a; ${COOKIE}=b`,
      '\u0000',
    ];
    const routes = [
      ['GET', '/admin/session'],
      ['POST', '/admin/session'],
      ['DELETE', '/admin/session'],
      ['DELETE', '/admin/sessions'],
      ['POST', '/admin/session/totp'],
      ['PUT', '/admin/session/password'],
      ['POST', '/admin/session/totp/confirm'],
      ['GET', '/admin/operators'],
      ['POST', '/admin/operators'],
      ['PUT', '/admin/operators/1'],
      ['PUT', '/admin/operators/0'],
      ['PUT', '/admin/operators/99999999999999999999'],
      ['GET', '/admin/audit?limit=0&cursor=x'],
      ['GET', '/admin/audit?limit=99999'],
      ['POST', '/admin/members/123/suspend'],
      ['POST', '/admin/members/123/restore'],
    ] as const;
    const bodies: { payload?: string; type?: string }[] = [
      {},
      { payload: 'not json', type: 'application/json' },
      { payload: '[]', type: 'application/json' },
      { payload: '"text"', type: 'application/json' },
      { payload: '{"name":{"$ne":1},"password":[1],"role":"god","code":123456789012345,"reason":null,"disabled":"yes"}', type: 'application/json' },
      { payload: `{"name":"${'n'.repeat(100_000)}"}`, type: 'application/json' },
      { payload: '--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nxx\r\n--b--\r\n', type: 'multipart/form-data; boundary=b' },
      { payload: '--b\r\nbroken', type: 'multipart/form-data; boundary=b' },
      { payload: 'name=a&password=b', type: 'application/x-www-form-urlencoded' },
      { payload: '<xml/>', type: 'text/xml' },
    ];
    for (const [method, url] of routes) {
      for (const cookie of [...cookies, `${COOKIE}=${owner.cookie}`]) {
        for (const body of bodies) {
          const response = await t.app.inject({
            method,
            url,
            headers: { ...CONSOLE, cookie, ...(body.type ? { 'content-type': body.type } : {}) },
            ...(body.payload === undefined ? {} : { payload: body.payload }),
          });
          expect(response.statusCode, `${method} ${url} ${cookie.slice(0, 40)} ${body.type} ${response.body.slice(0, 200)}`).toBeLessThan(500);
        }
      }
    }
    // The owner's session survived all of it (a junk body to sign-out ended nothing but that session).
    expect([200, 401]).toContain((await owner('GET', '/admin/session')).statusCode);
  });

  test('a forbidden answer is a 403 with its code and sentence, never a 5xx', async () => {
    const support = await signedInOperator(t, db, 'support');
    expect(failureOf(await support('POST', '/admin/operators', { name: 'x', role: 'owner', password: 'y' }))).toEqual({
      status: 403,
      code: FORBIDDEN_CODE,
      msg: zhCNOperator.roleForbidden,
    });
  });
});
