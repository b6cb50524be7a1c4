/**
 * What differs on a real PostgreSQL server: migrations from nothing, BIGINT as numbers,
 * the seed, and races PGlite cannot have. (The whole API suite also runs on PostgreSQL:
 * see TEST_DATABASE in harness.ts.) A schema of its own: ./postgresSchema.ts.
 */
import { api, type HomeIndex, type Member, type Page, type Video, type VideoDetail } from '@nocturne/core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Db } from '../src/db/db.ts';
import { migrate } from '../src/db/migrate.ts';
import { openDatabase } from '../src/db/open.ts';
import { loadConfig } from '../src/config.ts';
import { seedDemo } from '../src/seed/demo.ts';
import { openPostgresSchema, POSTGRES_URL } from './postgresSchema.ts';
import { call, envelope, registerMember, TEST_START, testApp, type TestApp } from './harness.ts';

// Unmigrated: the first test of the migrations is here.
const opened = await openPostgresSchema('nocturne_test', { migrated: false, max: 10 });

describe.skipIf(typeof opened === 'string')('on PostgreSQL', () => {
  let db: Db;
  let t: TestApp;

  beforeAll(async () => {
    db = opened as Db;
    expect(await migrate(db)).toContain('001_members.sql');
    expect(await migrate(db)).toEqual([]);
    t = await testApp(db);
    await seedDemo(db, t.config, { media: false, now: TEST_START });
  });
  afterAll(async () => {
    await t?.app.close();
    await db?.close();
  });

  test('BIGINT and counts come back as numbers, as from PGlite', async () => {
    const [row] = await db.query<{ heat: number; n: number }>('SELECT heat, count(*) OVER () AS n FROM videos LIMIT 1');
    expect(typeof row!.heat).toBe('number');
    expect(typeof row!.n).toBe('number');
  });

  test('registration, login and the superseded session', async () => {
    const member = await registerMember(t.app);
    const login = envelope<Member>(await call(t.app, 'POST', api.login.path, { loginName: member.memberName, loginPwd: member.memberPwdTemp }), t.config);
    expect(login.code).toBe(0);
    const old = await call(t.app, 'POST', api.memberByCode.path, { memberCode: '' }, { token: member.token });
    expect(old.json()).toMatchObject({ code: 8000, msg: '账号已在其他设备登录' });
  });

  test('the same device registering 10 times at once is one member', async () => {
    const payload = { deviceType: 0, uuid: crypto.randomUUID() };
    const answers = await Promise.all(Array.from({ length: 10 }, () => call(t.app, 'POST', api.autoRegister.path, payload)));
    const codes = new Set(answers.map((answer) => (answer.json() as { data: Member }).data.memberCode));
    expect(codes.size).toBe(1);
  });

  test('home index, paged list, search and detail answer as on PGlite', async () => {
    const index = envelope<HomeIndex>(await call(t.app, 'POST', api.homeIndex.path), t.config, true).data;
    expect(index.typeList).toHaveLength(4);
    const page = envelope<Page<Video>>(await call(t.app, 'POST', api.listPaging.path, { currentPage: 1, type: '全部', typeCode: '0' }), t.config, true).data;
    expect(page.list).toHaveLength(10);
    const found = envelope<Video[]>(
      await call(t.app, 'POST', api.search.path, { cartoonSonType: '', cartoonType: '', currentPage: 1, prop: 'cartoon_score', searchKey: '夜色', title: '' }),
      t.config,
      true,
    ).data;
    expect(found.length).toBeGreaterThan(0);
    const member = await registerMember(t.app);
    const detail = envelope<VideoDetail>(await call(t.app, 'POST', api.videoDetail.path, { index: 0, vid: 1 }, { token: member.token }), t.config, true).data;
    const episodeId = detail.srcList[0]!.urlList[0]!.id;
    const look = envelope<boolean>(await call(t.app, 'POST', api.lookOk.path, { cartoonCode: 1, moviesInfoId: episodeId }, { token: member.token }), t.config, true);
    expect(look.data).toBe(false);
  });

  test('parallel invites from one address reward the inviter once', async () => {
    const inviter = await registerMember(t.app, { address: '10.1.0.1' });
    await Promise.all(Array.from({ length: 8 }, () => registerMember(t.app, { address: '10.1.0.2', inviteCode: inviter.memberCode })));
    const rows = await db.query<{ rewarded: boolean; n: number }>(
      `SELECT rewarded, count(*)::int AS n FROM invites i JOIN members m ON m.id = i.inviter_id WHERE m.member_code = $1 GROUP BY rewarded ORDER BY rewarded`,
      [inviter.memberCode],
    );
    expect(rows).toEqual([
      { rewarded: false, n: 7 },
      { rewarded: true, n: 1 },
    ]);
  });

  test('DATABASE_POOL_SIZE caps the server connections the app opens', async () => {
    const sizes: number[] = [];
    for (const size of ['2', '']) {
      const config = loadConfig({ DATABASE_URL: POSTGRES_URL, DATABASE_POOL_SIZE: size });
      const pooled = await openDatabase(config);
      try {
        // Eight sleeping queries at once: each connection runs one at a time.
        const rows = await Promise.all(Array.from({ length: 8 }, () => pooled.query<{ pid: number }>('SELECT pg_backend_pid() AS pid, pg_sleep(0.05)')));
        sizes.push(new Set(rows.map(([row]) => row!.pid)).size);
      } finally {
        await pooled.close();
      }
    }
    expect(sizes).toEqual([2, 5]);
  });
});
