// Login and password abuse (issue 11): limits per account and per address that never lock
// out a right password by themselves, an unknown account as slow as a wrong password, and
// password changes limited and never all blank.
import { api, type Member } from '@nocturne/core';
import { describe, expect, test } from 'vitest';
import type { Db } from '../src/db/db.ts';
import { LOGIN_WINDOW_MS, PASSWORD_CHANGES_PER_HOUR } from '../src/members/routes.ts';
import { call, envelope, registerMember, serverPerFile, testApp, testConfig, type TestApp } from './harness.ts';

let db: Db;
let t: TestApp;

serverPerFile((server) => ({ db, t } = server), () => t.clock.reset());

const LOCKED = { code: 429, msg: '密码错误次数过多，请15分钟后再试' };
const WRONG = { code: 1, msg: '账号或密码错误' };

function login(app: TestApp['app'], loginName: string, loginPwd: string, remoteAddress = '198.51.100.7') {
  return app.inject({ method: 'POST', url: api.login.path, payload: { loginName, loginPwd }, remoteAddress });
}

describe('login limits', () => {
  test('10 wrong passwords from one address lock that account, not the others behind the address', async () => {
    const [target, neighbour] = [await registerMember(t.app), await registerMember(t.app)];
    for (let i = 0; i < 10; i += 1) await login(t.app, target.memberName, `guess-${i}`);
    // The neighbour on the same address (a campus, a carrier NAT) signs in with its password.
    expect((await login(t.app, neighbour.memberName, neighbour.memberPwdTemp)).json()).toMatchObject({ code: 0 });
    // The account under attack refuses even its right password until the window ends.
    expect((await login(t.app, target.memberName, target.memberPwdTemp)).json()).toMatchObject(LOCKED);
  });

  test('per account: 5 wrong passwords from 5 addresses lock it for the window, then the right one signs in', async () => {
    const member = await registerMember(t.app);
    for (let i = 0; i < t.config.loginFailuresPerAccount; i += 1) {
      expect((await login(t.app, member.memberName, `guess-${i}`, `203.0.113.${i + 1}`)).json()).toMatchObject(WRONG);
    }
    expect((await login(t.app, member.memberName, member.memberPwdTemp, '203.0.113.99')).json()).toMatchObject(LOCKED);
    t.clock.advance(LOGIN_WINDOW_MS);
    expect((await login(t.app, member.memberName, member.memberPwdTemp, '203.0.113.99')).json()).toMatchObject({ code: 0 });
  });

  test('per address: past its failures a guesser gets one try per account, while right passwords still sign in', async () => {
    const address = '192.0.2.50';
    // Spraying: one guess at many (here unknown) accounts.
    for (let i = 0; i < t.config.loginFailuresPerAddress; i += 1) {
      expect((await login(t.app, `nobody-${i}`, 'password1', address)).json()).toMatchObject(WRONG);
    }
    const [fresh, guessed] = [await registerMember(t.app), await registerMember(t.app)];
    expect((await login(t.app, fresh.memberName, fresh.memberPwdTemp, address)).json()).toMatchObject({ code: 0 });
    expect((await login(t.app, guessed.memberName, 'password1', address)).json()).toMatchObject(WRONG);
    expect((await login(t.app, guessed.memberName, 'password2', address)).json()).toMatchObject(LOCKED);
    // From elsewhere the account is not locked by one failure.
    expect((await login(t.app, guessed.memberName, guessed.memberPwdTemp, '192.0.2.51')).json()).toMatchObject({ code: 0 });
  });

  test('an unknown account costs the same scrypt as a wrong password (production cost)', async () => {
    const slow = await testApp(db, { config: testConfig({ scryptCost: 16384, loginFailuresPerAccount: 1000, loginFailuresPerAddress: 1000 }) });
    try {
      const member = await registerMember(slow.app);
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
