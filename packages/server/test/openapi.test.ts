/**
 * The published OpenAPI document (docs/openapi.json) is what the code generates: a change to
 * core's contract, its types or a route's schema without `npm run openapi` fails here.
 */
import { readFileSync } from 'node:fs';
import { api, FIRST_SEGMENT_HEADER, FIRST_STREAM_HEADER, normalizePath, operatorApi, START_PLAYLIST_HEADER } from '@nocturne/core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { openApiDocument } from '../src/openapiGenerator/document.ts';
import { OPENAPI_FILE, openApiText } from '../src/openapi/file.ts';
import type { Db } from '../src/db/db.ts';
import { openTestDb, testApp, type TestApp } from './harness.ts';

type Document = Awaited<ReturnType<typeof openApiDocument>>;
let generated: Document;
let db: Db;
let t: TestApp;
beforeAll(async () => {
  generated = await openApiDocument();
  db = await openTestDb();
  t = await testApp(db);
}, 60_000);
afterAll(async () => {
  await t.app.close();
  await db.close();
});

test('docs/openapi.json is what the code generates (run `npm run openapi -w @nocturne/server` after changing the contract)', () => {
  expect(readFileSync(OPENAPI_FILE, 'utf8')).toBe(openApiText(generated));
});

test('every call of the contract is published with its encryption, its token and its answer', () => {
  const calls = Object.values(api);
  const operations = Object.entries(generated.paths)
    .filter(([url]) => !url.startsWith('/admin/'))
    .flatMap(([, methods]) => Object.values(methods));
  expect(operations).toHaveLength(calls.length);
  const lookOk = generated.paths[normalizePath(api.lookOk.path)]!.post!;
  expect(lookOk['x-encrypted']).toBe(true);
  // A visitor's call: the token when there is one, none otherwise.
  expect(lookOk.security).toEqual([{ Token: [] }, {}]);
  expect(generated.paths[normalizePath(api.buy.path)]!.post!.security).toEqual([{ Token: [] }]);
  expect(JSON.stringify(lookOk.responses)).toContain('"contentSchema":{"type":"boolean"}');
  const config = generated.paths[normalizePath(api.config.path)]!.post!;
  expect(config['x-encrypted']).toBe(false);
  // Public: declared as needing nothing.
  expect(config.security).toEqual([]);
  expect(JSON.stringify(config.responses)).toContain('#/components/schemas/Config');
});

test("the detail's answer documents the headers that name its first stream", () => {
  const detail = generated.paths[normalizePath(api.videoDetail.path)]!.post!;
  const headers = (detail.responses as Record<string, { headers?: Record<string, unknown> }>)['200']!.headers;
  expect(Object.keys(headers ?? {})).toEqual([FIRST_STREAM_HEADER, START_PLAYLIST_HEADER, FIRST_SEGMENT_HEADER]);
});

test('the server serves the document at /openapi.json', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/openapi.json' });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual(JSON.parse(openApiText(generated)));
});

test('every operation has a summary and declared security, and the document names its server (redocly lint: npm run lint:openapi)', () => {
  expect((generated as { servers?: unknown[] }).servers?.length).toBeGreaterThan(0);
  for (const [url, methods] of Object.entries(generated.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      expect(operation.summary, `${method} ${url}`).toEqual(expect.any(String));
      expect(operation.security, `${method} ${url}`).toBeDefined();
    }
  }
});

test('the operator API is published: the token or the session cookie on every route but sign-in', () => {
  const admin = Object.entries(generated.paths).filter(([url]) => url.startsWith('/admin/'));
  expect(admin.length).toBeGreaterThan(30);
  expect(generated.paths['/admin/session']!.post!.security).toEqual([]);
  expect(generated.paths['/admin/withdrawals/{id}/approve']!.post!.security).toEqual([{ AdminToken: [] }, { OperatorSession: [] }]);
  expect(generated.paths['/admin/audit']!.get!.summary).toBe(operatorApi.audit.summary);
});
