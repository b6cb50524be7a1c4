// Login and password abuse: limits that keep a guesser out without
// letting a stranger lock a member out (a device that signed in before keeps its way in, as
// in OWASP's device-cookie pattern), an unknown account as slow as a wrong password, and
// password changes limited and never all blank.
import { api, type Member } from '@nocturne/core';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, test } from 'vitest';
import type { Db } from '../src/db/db.ts';
import { DEVICE_COOKIE } from '../src/members/deviceCookie.ts';
import { KNOWN_DEVICE_DAYS } from '../src/members/knownDevices.ts';
import { LOGIN_WINDOW_MS } from '../src/members/loginLimits.ts';
import { PASSWORD_CHANGES_PER_HOUR } from '../src/members/routes.ts';
import { call, envelope, registerMember, serverPerFile, testApp, testConfig, type TestApp } from './harness.ts';

let db: Db;
let t: TestApp;

serverPerFile((server) => ({ db, t } = server), () => t.clock.reset());

const LOCKED = { code: 429, msg: '密码错误次数过多，请15分钟后再试' };
const WRONG = { code: 1, msg: '账号或密码错误' };
const SIGNED_IN = { code: 0 };

function login(app: TestApp['app'], loginName: string, loginPwd: string, remoteAddress = '198.51.100.7', deviceKey?: string) {
  return app.inject({ method: 'POST', url: api.login.path, payload: { loginName, loginPwd }, remoteAddress, ...(deviceKey ? { cookies: { [DEVICE_COOKIE]: deviceKey } } : {}) });
}

/** The device key a sign-in handed out. */
function deviceKeyOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === DEVICE_COOKIE);
  if (!cookie) throw new Error(`no device cookie: ${JSON.stringify(response.headers['set-cookie'])}`);
  return cookie.value;
}

/** A member registered from its phone, which keeps the device key registration gave it. */
async function memberWithPhone(address = '198.51.100.20'): Promise<{ member: Member & { token: string }; phone: string }> {
  const response = await t.app.inject({ method: 'POST', url: api.autoRegister.path, payload: { deviceType: 0, uuid: crypto.randomUUID() }, remoteAddress: address });
  return { member: envelope<Member & { token: string }>(response, t.config).data, phone: deviceKeyOf(response) };
}

describe('login limits', () => {
  test("a stranger's wrong passwords from anywhere never lock the member out", async () => {
    const { member, phone } = await memberWithPhone();
    for (let i = 0; i < t.config.loginFailuresPerAccount; i += 1) {
      expect((await login(t.app, member.memberName, `guess-${i}`, '203.0.113.66')).json()).toMatchObject(WRONG);
    }
    // The guesser's address is done with this account for the window, right password or not...
    expect((await login(t.app, member.memberName, member.memberPwdTemp, '203.0.113.66')).json()).toMatchObject(LOCKED);
    // ...the member's phone signs in, and so does the member on a new device elsewhere.
    expect((await login(t.app, member.memberName, member.memberPwdTemp, '198.51.100.20', phone)).json()).toMatchObject(SIGNED_IN);
    expect((await login(t.app, member.memberName, member.memberPwdTemp, '192.0.2.99')).json()).toMatchObject(SIGNED_IN);
    t.clock.advance(LOGIN_WINDOW_MS);
    expect((await login(t.app, member.memberName, member.memberPwdTemp, '203.0.113.66')).json()).toMatchObject(SIGNED_IN);
  });

  test(`strangers together: ${50} wrong passwords for one account from many addresses shut it to strangers, never to its devices`, async () => {
    expect(t.config.loginStrangerFailuresPerAccount).toBe(50);
    const { member, phone } = await memberWithPhone();
    // Four guesses an address stay under the per-address limit: a spread-out guesser.
    for (let i = 0; i < t.config.loginStrangerFailuresPerAccount; i += 1) {
      expect((await login(t.app, member.memberName, `guess-${i}`, `203.0.113.${Math.floor(i / 4) + 1}`)).json()).toMatchObject(WRONG);
    }
    expect((await login(t.app, member.memberName, member.memberPwdTemp, '192.0.2.200')).json()).toMatchObject(LOCKED);
    expect((await login(t.app, member.memberName, member.memberPwdTemp, '192.0.2.200', phone)).json()).toMatchObject(SIGNED_IN);
    t.clock.advance(LOGIN_WINDOW_MS);
    expect((await login(t.app, member.memberName, member.memberPwdTemp, '192.0.2.200')).json()).toMatchObject(SIGNED_IN);
  });

  test(`a known device is counted on its own: ${5} wrong passwords shut that device out for the window`, async () => {
    expect(t.config.loginFailuresPerAccount).toBe(5);
    const { member, phone } = await memberWithPhone();
    for (let i = 0; i < t.config.loginFailuresPerAccount; i += 1) {
      expect((await login(t.app, member.memberName, `guess-${i}`, '198.51.100.20', phone)).json()).toMatchObject(WRONG);
    }
    // A stolen device key buys no more guesses than the window allows.
    expect((await login(t.app, member.memberName, member.memberPwdTemp, '198.51.100.20', phone)).json()).toMatchObject(LOCKED);
    t.clock.advance(LOGIN_WINDOW_MS);
    expect((await login(t.app, member.memberName, member.memberPwdTemp, '198.51.100.20', phone)).json()).toMatchObject(SIGNED_IN);
  });

  test('per address: past its failures a guesser gets one try per account, while right passwords still sign in', async () => {
    expect(t.config.loginFailuresPerAddress).toBe(20);
    const address = '192.0.2.50';
    // Spraying: one guess at many (here unknown) accounts.
    for (let i = 0; i < t.config.loginFailuresPerAddress; i += 1) {
      expect((await login(t.app, `nobody-${i}`, 'password1', address)).json()).toMatchObject(WRONG);
    }
    const [fresh, guessed] = [(await memberWithPhone()).member, (await memberWithPhone()).member];
    expect((await login(t.app, fresh.memberName, fresh.memberPwdTemp, address)).json()).toMatchObject(SIGNED_IN);
    expect((await login(t.app, guessed.memberName, 'password1', address)).json()).toMatchObject(WRONG);
    expect((await login(t.app, guessed.memberName, 'password2', address)).json()).toMatchObject(LOCKED);
    // From elsewhere the account is not locked by one failure.
    expect((await login(t.app, guessed.memberName, guessed.memberPwdTemp, '192.0.2.51')).json()).toMatchObject(SIGNED_IN);
  });

  test(`the device key: an HttpOnly SameSite=Strict cookie for ${KNOWN_DEVICE_DAYS} days, one per device, known only to the accounts it signed in to`, async () => {
    const registered = await t.app.inject({ method: 'POST', url: api.autoRegister.path, payload: { deviceType: 0, uuid: crypto.randomUUID() } });
    const cookie = registered.cookies.find((c) => c.name === DEVICE_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/', maxAge: KNOWN_DEVICE_DAYS * 86_400 });
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const member = envelope<Member>(registered, t.config).data;
    // Signing in again keeps the device's key; a made-up one is replaced.
    expect(deviceKeyOf(await login(t.app, member.memberName, member.memberPwdTemp, '198.51.100.7', cookie.value))).toBe(cookie.value);
    const madeUp = deviceKeyOf(await login(t.app, member.memberName, member.memberPwdTemp, '198.51.100.7', 'not-a-key'));
    expect(madeUp).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only a digest is stored.
    expect(JSON.stringify(await db.query('SELECT * FROM login_devices'))).not.toContain(cookie.value);

    // At another account the same device is a stranger: its failures count for its address.
    const other = (await memberWithPhone()).member;
    for (let i = 0; i < t.config.loginFailuresPerAccount; i += 1) await login(t.app, other.memberName, `guess-${i}`, '198.51.100.7', cookie.value);
    expect((await login(t.app, other.memberName, other.memberPwdTemp, '198.51.100.7')).json()).toMatchObject(LOCKED);
  });

  test(`a device unseen for ${KNOWN_DEVICE_DAYS} days is a stranger again`, async () => {
    const { member, phone } = await memberWithPhone();
    t.clock.advance(KNOWN_DEVICE_DAYS * 86_400_000);
    for (let i = 0; i < t.config.loginFailuresPerAccount; i += 1) await login(t.app, member.memberName, `guess-${i}`, '198.51.100.20', phone);
    // Its failures were a stranger's: they shut its address, cookie or not.
    expect((await login(t.app, member.memberName, member.memberPwdTemp, '198.51.100.20')).json()).toMatchObject(LOCKED);
  });

  test('an unknown account costs the same scrypt as a wrong password (production cost)', async () => {
    const slow = await testApp(db, { config: testConfig({ scryptCost: 16384, loginFailuresPerAccount: 1000, loginFailuresPerAddress: 1000, loginStrangerFailuresPerAccount: 1000 }) });
    try {
      const member = envelope<Member>(await call(slow.app, 'POST', api.autoRegister.path, { deviceType: 0, uuid: crypto.randomUUID() }), slow.config).data;
      // Interleaved, so a busy machine slows both alike; the median of each.
      const [wrongTimes, unknownTimes]: [number[], number[]] = [[], []];
      const timed = async (name: string, times: number[]) => {
        const started = performance.now();
        expect((await login(slow.app, name, 'wrong-one')).json()).toMatchObject(WRONG);
        times.push(performance.now() - started);
      };
      for (let i = 0; i < 9; i += 1) {
        await timed(member.memberName, wrongTimes);
        await timed('no-such-account', unknownTimes);
      }
      const median = (times: number[]) => times.sort((a, b) => a - b)[4]!;
      const [wrongPassword, unknownAccount] = [median(wrongTimes), median(unknownTimes)];
      const figures = `scrypt N=16384: wrong password ${wrongPassword.toFixed(1)} ms, unknown account ${unknownAccount.toFixed(1)} ms (medians of 9)`;
      expect(unknownAccount, figures).toBeGreaterThan(wrongPassword * 0.6);
      expect(unknownAccount, figures).toBeLessThan(wrongPassword * 1.6);
    } finally {
      await slow.app.close();
    }
  }, 30_000);
});

describe('password changes', () => {
  test('a new password of spaces only is refused', async () => {
    const member = await registerMember(t.app);
    const blank = await call(t.app, 'POST', api.changePassword.path, { oldPwd: member.memberPwdTemp, newPwd: '        ' }, { token: member.token });
    expect(blank.json()).toMatchObject({ code: 400, msg: '新密码不能全是空格' });
    expect((await login(t.app, member.memberName, member.memberPwdTemp)).json()).toMatchObject({ code: 0 });
  });

  test(`at most ${PASSWORD_CHANGES_PER_HOUR} attempts a member an hour: guessing the old password through it stops`, async () => {
    const member = await registerMember(t.app);
    for (let i = 0; i < PASSWORD_CHANGES_PER_HOUR; i += 1) {
      const wrong = await call(t.app, 'POST', api.changePassword.path, { oldPwd: `guess-${i}`, newPwd: 'new-pass1' }, { token: member.token });
      expect(wrong.json()).toMatchObject({ code: 1, msg: '旧密码错误' });
    }
    const right = await call(t.app, 'POST', api.changePassword.path, { oldPwd: member.memberPwdTemp, newPwd: 'new-pass1' }, { token: member.token });
    expect(right.json()).toMatchObject({ code: 429 });
    t.clock.advance(3600_000);
    // The old token still works (nothing changed); an hour later the change goes through.
    const later = await call(t.app, 'POST', api.changePassword.path, { oldPwd: member.memberPwdTemp, newPwd: 'new-pass1' }, { token: member.token });
    expect(later.json()).toMatchObject({ code: 0 });
    const signedIn = envelope<Member>(await login(t.app, member.memberName, 'new-pass1'), t.config);
    expect(signedIn.code).toBe(0);
  });
});
