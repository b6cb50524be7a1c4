// A revoked session is refused by every process at once: after a password change
// on process A, the old token kept working on process B for B's 5-second session cache (92
// calls, a coin buy and a payment order among them). Two apps, each with connections of its
// own, on one PostgreSQL schema stand for two processes.
import { api, type Member } from '@nocturne/core';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { Db } from '../src/db/db.ts';
import { openPostgres } from '../src/db/postgres.ts';
import { MONEY_CALLS } from '../src/http/moneyCalls.ts';
import { openPostgresSchema, POSTGRES_URL } from './postgresSchema.ts';
import { call, envelope, resetDb, testApp, testConfig, type TestApp } from './harness.ts';
import { videoWithEpisodes } from './money.ts';

/** The target: a revoked token is refused everywhere within this. */
const REVOKED_EVERYWHERE_WITHIN_MS = 100;
const SESSION_CACHE_MS = 5000;

const opened = await openPostgresSchema('revoke');

describe.skipIf(typeof opened === 'string')('two processes on one PostgreSQL', () => {
  const first = opened as Db;
  let second: Db;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const [{ schema }] = (await first.query<{ schema: string }>('SELECT current_schema() AS schema')) as [{ schema: string }];
    second = await openPostgres(POSTGRES_URL, { schema, max: 5 });
    a = await testApp(first, { config: testConfig({ sessionCacheMs: SESSION_CACHE_MS }) });
    b = await testApp(second, { config: testConfig({ sessionCacheMs: SESSION_CACHE_MS }) });
  });
  afterAll(async () => {
    await a?.app.close();
    await b?.app.close();
    await second?.close();
    await first.close();
  });
  beforeEach(() => resetDb(first));

  const me = (t: TestApp, token: string) => call(t.app, 'POST', api.memberByCode.path, { memberCode: '' }, { token });

  /** The same device signing in twice with its generated password: two live sessions. */
  async function twoSessions(t: TestApp): Promise<[Member & { token: string }, string]> {
    const uuid = crypto.randomUUID();
    const register = async () => envelope<Member & { token: string }>(await call(t.app, 'POST', api.autoRegister.path, { deviceType: 0, uuid }), t.config).data;
    const member = await register();
    return [member, (await register()).token];
  }

  /** Milliseconds until `token` answers 8000 on `t`, asking every few ms; fails past `limitMs`. */
  async function refusedAfter(t: TestApp, token: string, limitMs: number): Promise<{ ms: number; msg: string }> {
    const started = performance.now();
    for (;;) {
      const answer = (await me(t, token)).json() as { code: number | string; msg: string };
      const ms = performance.now() - started;
      if (answer.code === 8000) return { ms, msg: answer.msg };
      if (ms > limitMs) throw new Error(`still accepted ${Math.round(ms)} ms after it was ended`);
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
  }

  test(`a password change on A: the member's other session is refused on B within ${REVOKED_EVERYWHERE_WITHIN_MS} ms, the changing one goes on`, async () => {
    const [member, other] = await twoSessions(a);
    // B has just answered the other session: its lookup is in B's cache.
    expect((await me(b, other)).json()).toMatchObject({ code: 0 });
    const changed = await call(a.app, 'POST', api.changePassword.path, { oldPwd: member.memberPwdTemp, newPwd: 'new-pass1' }, { token: member.token });
    expect(changed.json()).toMatchObject({ code: 0 });
    const refused = await refusedAfter(b, other, 1000);
    expect(refused.ms, `revoked on A, refused on B after ${refused.ms.toFixed(1)} ms`).toBeLessThan(REVOKED_EVERYWHERE_WITHIN_MS);
    expect((await me(b, member.token)).json()).toMatchObject({ code: 0 });
  });

  test(`a login on A supersedes the session B had cached within ${REVOKED_EVERYWHERE_WITHIN_MS} ms, saying why`, async () => {
    const [member, earlier] = await twoSessions(a);
    expect((await me(b, earlier)).json()).toMatchObject({ code: 0 });
    const login = await call(a.app, 'POST', api.login.path, { loginName: member.memberName, loginPwd: member.memberPwdTemp });
    expect(login.json()).toMatchObject({ code: 0 });
    const refused = await refusedAfter(b, earlier, 1000);
    expect(refused).toMatchObject({ msg: '账号已在其他设备登录' });
    expect(refused.ms, `superseded on A, refused on B after ${refused.ms.toFixed(1)} ms`).toBeLessThan(REVOKED_EVERYWHERE_WITHIN_MS);
  });

  test('money calls read the token from the database even where the news has not arrived', async () => {
    // A process that never hears of ended sessions: only its cache could let the token through.
    const deaf = await testApp({ ...second, listen: undefined }, { config: testConfig({ sessionCacheMs: SESSION_CACHE_MS }) });
    try {
      const [member, other] = await twoSessions(a);
      const video = await videoWithEpisodes(first);
      expect((await me(deaf, other)).json()).toMatchObject({ code: 0 });
      await call(a.app, 'POST', api.changePassword.path, { oldPwd: member.memberPwdTemp, newPwd: 'new-pass1' }, { token: member.token });
      // The cached lookup still answers a read (this process has not heard)...
      expect((await me(deaf, other)).json()).toMatchObject({ code: 0 });
      // ...but nothing that moves money goes through on it.
      const buy = await call(deaf.app, 'POST', api.buy.path, { cartoonCode: video.code, moviesInfoId: video.episodeIds[0], type: 0 }, { token: other });
      expect(buy.json()).toMatchObject({ code: 8000 });
      const order = await call(deaf.app, 'POST', api.payOrder.path, { comSpec: '10', money: 10, index: 0, type: 1, typesOf: 1, userId: '' }, { token: other });
      expect(order.json()).toMatchObject({ code: 8000 });
      const signIn = await call(deaf.app, 'POST', api.signIn.path, {}, { token: other });
      expect(signIn.json()).toMatchObject({ code: 8000 });
      expect([...MONEY_CALLS].map((endpoint) => endpoint.path)).toEqual(
        expect.arrayContaining([api.buy.path, api.payOrder.path, api.withdraw.path, api.signIn.path]),
      );
    } finally {
      await deaf.app.close();
    }
  });
});
