/**
 * Bad input on every foundation route: missing fields, wrong types, huge values, negative
 * numbers, odd unicode, arrays for objects. Always a 4xx with a message, never a 500, and
 * nothing changes.
 */
import { api, type Endpoint } from '@nocturne/core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Db } from '../src/db/db.ts';
import { seedDemo } from '../src/seed/demo.ts';
import { call, openTestDb, registerMember, TEST_START, testApp, type TestApp } from './harness.ts';

let db: Db;
let t: TestApp;
let token: string;

beforeAll(async () => {
  db = await openTestDb();
  t = await testApp(db);
  await seedDemo(db, t.config, { media: false, now: TEST_START });
  token = (await registerMember(t.app)).token;
});
afterAll(async () => {
  await t.app.close();
  await db.close();
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any entry of the contract table
type AnyEndpoint = Endpoint<any, any>;

/** Foundation calls with a JSON body, and a valid body for each. */
const VALID: [string, AnyEndpoint, Record<string, unknown>][] = [
  ['autoRegister', api.autoRegister, { deviceType: 0, uuid: '7c1e9b2a-4d3f-4a8b-b6e5-1f2a3c4d5e6f' }],
  ['memberByCode', api.memberByCode, { memberCode: '1' }],
  ['bindInviteCode', api.bindInviteCode, { parentId: '12345678' }],
  ['login', api.login, { loginName: 'someone', loginPwd: 'secret1' }],
  ['changePassword', api.changePassword, { memberCode: '1', oldPwd: 'abcdef', newPwd: 'abcdefg' }],
  ['updateMember', api.updateMember, { memberAvatar: '', memberCode: '1', memberNichen: 'n', memberSignature: '' }],
  ['feedback', api.feedback, { comment_content: 'hello' }],
  ['invitedList', api.invitedList, { currentPage: 1, parentId: '1' }],
  ['randomAdClick', api.randomAdClick, { id: 1 }],
  ['listPaging', api.listPaging, { currentPage: 1, type: '全部', typeCode: '0' }],
  ['listIndexLike', api.listIndexLike, { currentPage: 1 }],
  ['darkWebGroups', api.darkWebGroups, { dictName: '暗网', type: 0 }],
  ['changeBatch', api.changeBatch, { currentPage: 1, sonTypeCode: '', typeCode: '42' }],
  ['subjectMovies', api.subjectMovies, { currentPage: 1, sonTypeCode: '', typeCode: '30' }],
  ['search', api.search, { cartoonSonType: '', cartoonType: '', currentPage: 1, prop: 'cartoon_score', searchKey: 'a', title: '' }],
  ['categories', api.categories, { dictCode: '34', dictLevel: 1 }],
  ['videoDetail', api.videoDetail, { index: 0, vid: 1 }],
  ['lookOk', api.lookOk, { cartoonCode: 1, moviesInfoId: 1 }],
  [
    'like',
    api.like,
    { collectAuthor: '', collectCode: 1, collectDuration: 0, collectHot: 0, collectImage: '', collectName: '', collectType: 1, sortNum: 0, type: 2 },
  ],
];

function mutations(valid: Record<string, unknown>): [string, unknown][] {
  const keys = Object.keys(valid);
  const result: [string, unknown][] = [
    ['an array body', [valid]],
    ['a string body', 'hello'],
  ];
  for (const key of keys) {
    const value = valid[key];
    result.push([`${key} missing`, Object.fromEntries(Object.entries(valid).filter(([k]) => k !== key))]);
    result.push([`${key} as an object`, { ...valid, [key]: { $gt: '' } }]);
    result.push([`${key} huge`, { ...valid, [key]: typeof value === 'number' ? 1e300 : 'x'.repeat(100_000) }]);
    if (typeof value === 'number') result.push([`${key} negative`, { ...valid, [key]: -1 }]);
    if (typeof value === 'string') {
      result.push([`${key} with NUL`, { ...valid, [key]: 'a\u0000b' }]);
      result.push([`${key} with a lone surrogate and RTL marks`, { ...valid, [key]: 'a\ud800b\u202e\u200b' }]);
    }
  }
  return result;
}

async function snapshot(): Promise<string> {
  const rows = await db.query(
    `SELECT (SELECT count(*) FROM members) AS members, (SELECT count(*) FROM invites) AS invites, (SELECT count(*) FROM feedback) AS feedback,
            (SELECT count(*) FROM member_likes) AS likes, (SELECT coalesce(sum(clicks), 0) FROM ad_clicks) AS clicks,
            (SELECT string_agg(nickname || password_hash, ',' ORDER BY id) FROM members) AS profiles`,
  );
  return JSON.stringify(rows);
}

describe.each(VALID)('%s', (_name, endpoint, valid) => {
  test('bad bodies are a 4xx with a message, never a 500, and a refused one changes nothing', async () => {
    for (const [what, body] of mutations(valid)) {
      const before = await snapshot();
      const response = await call(t.app, endpoint.method, endpoint.path, body, { token });
      const label = `${what}: ${response.body.slice(0, 200)}`;
      // Some mutations are still valid input (an extra-long optional title is cut by nothing
      // but its limit); what matters is: never a 500, and a failure carries a message.
      expect(response.statusCode, label).toBeLessThan(500);
      const envelope = response.json() as { code: unknown; msg?: string };
      if (envelope.code !== 0) expect(envelope.msg, label).toBeTruthy();
      if (response.statusCode >= 400) {
        expect(envelope.code, label).not.toBe(0);
        expect(await snapshot(), label).toBe(before);
      }
    }
  });
});
