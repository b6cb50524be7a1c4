/** Bodies served again (the read cache's) go out gzipped to clients that take gzip. */
import { gunzipSync } from 'node:zlib';
import { api, decryptJson, type HomeIndex } from '@nocturne/core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Db } from '../src/db/db.ts';
import { FEATURED_BATCHES } from '../src/catalogue/homeIndex.ts';
import { seedDemo } from '../src/seed/demo.ts';
import { call, openTestDb, registerMember, TEST_START, testApp, testConfig, type TestApp } from './harness.ts';

let db: Db;
let t: TestApp;

beforeAll(async () => {
  db = await openTestDb();
  // The read cache on, as in production: its values are the ones served again.
  t = await testApp(db, { config: testConfig({ catalogueCacheMs: 60_000 }) });
  await seedDemo(db, t.config, { media: false, now: TEST_START });
});
afterAll(async () => {
  await t.app.close();
  await db.close();
});

const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

test('the home index is gzipped for a browser, and is the same answer unzipped', async () => {
  const plain = await call(t.app, 'POST', api.homeIndex.path);
  // The index takes turns through its featured batches: come round to the same one again.
  for (let turn = 1; turn < FEATURED_BATCHES; turn += 1) await call(t.app, 'POST', api.homeIndex.path);
  const zipped = await call(t.app, 'POST', api.homeIndex.path, undefined, { headers: BROWSER });
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(zipped.headers['content-encoding']).toBe('gzip');
  expect(zipped.headers.vary).toBe('accept-encoding');
  expect(plain.headers.vary).toBe('accept-encoding');
  const unzipped = gunzipSync(zipped.rawPayload);
  expect(unzipped.equals(plain.rawPayload)).toBe(true);
  expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length * 0.85);
  const index = decryptJson<HomeIndex>((JSON.parse(unzipped.toString('utf8')) as { data: string }).data, t.config.aes);
  expect(index.typeList).toHaveLength(4);
});

test('a client that refuses gzip gets the plain body; a per-member answer is never zipped', async () => {
  const refused = await call(t.app, 'POST', api.homeIndex.path, undefined, { headers: { 'accept-encoding': 'gzip;q=0, br' } });
  expect(refused.headers['content-encoding']).toBeUndefined();
  expect(refused.json()).toMatchObject({ code: 0 });

  const member = await registerMember(t.app);
  const own = await call(t.app, 'POST', api.memberByCode.path, { memberCode: '' }, { token: member.token, headers: BROWSER });
  expect(own.headers['content-encoding']).toBeUndefined();
  expect(own.headers.vary).toBeUndefined();
  expect(own.json()).toMatchObject({ code: 0 });
});
