/**
 * Core's operatorApi table is the one place the console learns paths, methods and rights
 * from: every entry is a route of the server with that method and that right.
 */
import { operatorApi } from '@nocturne/core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Db } from '../src/db/db.ts';
import { openTestDb, testApp, type TestApp } from './harness.ts';

let db: Db;
let t: TestApp;
/** Every route as registered: `METHOD url` -> the right its config declares. */
const rights = new Map<string, unknown>();
beforeAll(async () => {
  db = await openTestDb();
  t = await testApp(db, {
    beforeRoutes: async (app) => {
      app.addHook('onRoute', (route) => {
        for (const method of [route.method].flat()) rights.set(`${method} ${route.url}`, route.config?.right);
      });
    },
  });
});
afterAll(async () => {
  await t.app.close();
  await db.close();
});

test('every call of the operator table is served with its method, path and right', () => {
  for (const [name, endpoint] of Object.entries(operatorApi)) {
    const key = `${endpoint.method} ${endpoint.path}`;
    expect(rights.has(key), `${name}: ${key}`).toBe(true);
    expect(rights.get(key), name).toBe(endpoint.right);
  }
});
