/**
 * The original client's configuration call, the first thing every page of it asks.
 */
import { describe, expect, test } from 'vitest';
import { openTestDb, resetDb, testApp, type TestApp } from '../harness.ts';
import type { Db } from '../../src/db/db.ts';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { originalClient, originalClientConfig } from './originalClient.ts';

let db: Db;
let t: TestApp;
beforeAll(async () => {
  db = await openTestDb();
  t = await testApp(db, { config: originalClientConfig() });
});
beforeEach(() => resetDb(db));
afterAll(async () => {
  await t.app.close();
  await db.close();
});

describe('getConfig', () => {
  test('answers the switches the client copies into its store, in plain JSON', async () => {
    const res = await originalClient(t.app).post('/app-api/ajax/getConfig', {});
    expect(res.code).toBe(0);
    const data = res.data as Record<string, unknown>;
    for (const key of ['showAd', 'showDarksideAd', 'showMeAd', 'showPaihangAd', 'showPlayAd', 'showRandomAd', 'showSonType', 'showSquareAd', 'showSwiperAd']) {
      expect(typeof data[key], key).toBe('boolean');
    }
    expect(typeof data.popupContent).toBe('string');
    expect(typeof data.shikan).toBe('number');
  });
});
