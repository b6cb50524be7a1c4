/**
 * Bad input on every operator route, taken from the published OpenAPI document so a
 * new route is swept the day it is documented: junk path parameters, junk and huge bodies in
 * every content type (JSON that does not parse, the wrong JSON, text, a form, a broken
 * multipart, megabytes), junk session cookies, and a forged cross-site request with a real
 * session. Never a 5xx; every refusal says what is wrong; a refused change leaves no audit
 * entry and no changed row behind.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CROSS_SITE_REQUEST_CODE } from '@nocturne/core';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, test } from 'vitest';
import type { Db } from '../../src/db/db.ts';
import { serverPerFile, TEST_ADMIN_TOKEN, type TestApp } from '../harness.ts';
import { COOKIE, signedInOperator, type OperatorClient } from '../operators.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD';
interface OperatorCall {
  method: Method;
  /** The document's path, `{id}` for a parameter. */
  path: string;
}

const DOCUMENT = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../../docs/openapi.json'), 'utf8')) as { paths: Record<string, Record<string, unknown>> };
const OPERATOR_CALLS: OperatorCall[] = Object.entries(DOCUMENT.paths)
  .filter(([url]) => url.startsWith('/admin/'))
  .flatMap(([url, methods]) => Object.keys(methods).map((method) => ({ method: method.toUpperCase() as Method, path: url })));
/**
 * Calls made before there is a session: signing in, and the first-run setup link's two (a
 * forged cross-site setup is refused in firstOwner.test.ts, with a body that passes its schema).
 */
const BEFORE_A_SESSION = new Set(['POST /admin/session', 'POST /admin/setup', 'POST /admin/setup/check']);
/** Calls that end the session making them (a junk body may still sign out): swept last, on a session of their own. */
const ENDS_SESSION = new Set(['DELETE /admin/session', 'DELETE /admin/sessions', 'PUT /admin/session/password']);
/** tus's own protocol answers its refusals in plain text (its status codes say what). */
const isTus = (call: OperatorCall) => call.path.startsWith('/admin/uploads') && !call.path.endsWith('/ingest');

const JUNK_PARAMETERS = ['x', '-1', '0', '1.5', '99999999999999999999999', "1'; DROP TABLE members; --", '%00', 'é'.repeat(300)];
const BODY_LIMIT_PROBE = 'x'.repeat(3 * 1024 * 1024);
const JUNK_BODIES: { name: string; type: string; payload: string }[] = [
  { name: 'JSON that does not parse', type: 'application/json', payload: '{"name": ' },
  { name: 'a JSON array', type: 'application/json', payload: '[1, 2, 3]' },
  { name: 'JSON null', type: 'application/json', payload: 'null' },
  { name: 'a JSON string', type: 'application/json', payload: '"x"' },
  { name: 'every field the wrong type', type: 'application/json', payload: JSON.stringify({ name: 1, role: [], password: {}, reason: 9, note: null, amount: 'many', coins: 'x', title: false, code: { a: 1 }, day: 5 }) },
  { name: '__proto__ and constructor keys', type: 'application/json', payload: '{"__proto__": {"admin": true}, "constructor": {"prototype": {"x": 1}}}' },
  { name: 'three megabytes of JSON', type: 'application/json', payload: JSON.stringify({ reason: BODY_LIMIT_PROBE }) },
  { name: 'plain text', type: 'text/plain', payload: 'junk' },
  { name: 'a form', type: 'application/x-www-form-urlencoded', payload: 'name=a&role=owner&password=b' },
  { name: 'a broken multipart', type: 'multipart/form-data; boundary=xyz', payload: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nnot an image' },
  { name: 'a multipart without a boundary', type: 'multipart/form-data', payload: 'junk' },
  { name: 'an unknown type', type: 'application/x-nocturne-junk', payload: '\u0000\u0001\u0002' },
];
const JUNK_COOKIES = ['junk', '', '%E0%A4%A', 'a'.repeat(4000), 's:forged.signature', '"quoted"'];

const urlOf = (call: OperatorCall, parameter = '1') => call.path.replace(/\{[^}]+\}/g, encodeURIComponent(parameter));
const named = (call: OperatorCall) => `${call.method} ${call.path}`;

/** A refusal a caller can act on: a 4xx with a message (tus's: its status and text). */
function expectClearRefusalOrSuccess(response: LightMyRequestResponse, what: string, call: OperatorCall): void {
  expect(response.statusCode, `${what}: ${response.statusCode} ${response.body.slice(0, 300)}`).toBeLessThan(500);
  if (response.statusCode < 400 || call.method === 'HEAD') return;
  if (isTus(call) && !response.headers['content-type']?.toString().includes('json')) {
    expect(response.body.length, `${what}: an empty refusal`).toBeGreaterThan(0);
    return;
  }
  const body = response.json() as { msg?: unknown };
  expect(typeof body.msg === 'string' && body.msg.length > 0, `${what}: no message in ${response.body.slice(0, 300)}`).toBe(true);
}

let db: Db;
let t: TestApp;
let owner: OperatorClient;

serverPerFile((server) => ({ db, t } = server));

/** What a refused request must leave alone: the audit log and the rows operators change. */
async function operatorState(): Promise<string> {
  const counts = await db.query(
    `SELECT (SELECT count(*) FROM operator_audit)::int AS audit, (SELECT count(*) FROM operators)::int AS operators,
            (SELECT count(*) FROM ads)::int AS ads, (SELECT count(*) FROM topics)::int AS topics,
            (SELECT count(*) FROM members WHERE suspended_at IS NOT NULL)::int AS suspended,
            (SELECT count(*) FROM ledger)::int AS ledger`,
  );
  return JSON.stringify(counts);
}

describe('bad input on every operator route (from docs/openapi.json)', () => {
  beforeAll(() => {
    // The document lists the console's routes: an empty sweep would pass for nothing.
    expect(OPERATOR_CALLS.length).toBeGreaterThan(60);
  });

  test('junk path parameters: a 4xx with a message, never a 5xx', async () => {
    for (const call of OPERATOR_CALLS.filter((entry) => entry.path.includes('{'))) {
      for (const parameter of JUNK_PARAMETERS) {
        const response = await t.app.inject({ method: call.method, url: urlOf(call, parameter), headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` } });
        expectClearRefusalOrSuccess(response, `${named(call)} with ${JSON.stringify(parameter.slice(0, 40))}`, call);
        if (call.method !== 'GET' && call.method !== 'HEAD') expect(response.statusCode, `${named(call)} with ${parameter.slice(0, 40)}`).toBeGreaterThanOrEqual(400);
      }
    }
  });

  test('junk bodies in every content type, from a signed-in owner: a clear 4xx, nothing changed', async () => {
    owner = await signedInOperator(t, db, 'owner', 'sweeper');
    const before = await operatorState();
    for (const call of OPERATOR_CALLS.filter((entry) => entry.method !== 'GET' && entry.method !== 'HEAD' && !ENDS_SESSION.has(named(entry)))) {
      for (const body of JUNK_BODIES) {
        const response = await t.app.inject({
          method: call.method,
          url: urlOf(call),
          headers: { 'content-type': body.type, 'sec-fetch-site': 'same-origin', cookie: `${COOKIE}=${owner.cookie}` },
          payload: body.payload,
        });
        expectClearRefusalOrSuccess(response, `${named(call)} with ${body.name}`, call);
        expect(await operatorState(), `${named(call)} with ${body.name} changed something: ${response.statusCode} ${response.body.slice(0, 200)}`).toBe(before);
      }
    }
    // Calls that take no body (take down, restore, publish, sign-in's TOTP enrolment) may
    // answer a junk body as they answer none; none of them touches what is counted here
    // on an empty catalogue, and no change was accepted from junk.
    expect(await operatorState()).toBe(before);
    // The session survived the sweep: junk never signs an operator out.
    expect((await owner('GET', '/admin/session')).statusCode).toBe(200);
  });

  test('junk session cookies: 401 with a message on every route but those made before a session', async () => {
    for (const call of OPERATOR_CALLS.filter((entry) => !BEFORE_A_SESSION.has(named(entry)))) {
      for (const cookie of JUNK_COOKIES) {
        for (const name of [COOKIE, `__Host-${COOKIE}`]) {
          const response = await t.app.inject({ method: call.method, url: urlOf(call), headers: { cookie: `${name}=${cookie}`, 'sec-fetch-site': 'same-origin' } });
          expect(response.statusCode, `${named(call)} with ${name}=${cookie.slice(0, 20)}: ${response.body.slice(0, 200)}`).toBe(401);
          if (call.method !== 'HEAD') expectClearRefusalOrSuccess(response, named(call), call);
        }
      }
    }
  });

  test('a forged cross-site request with a real session: 403 CSRF on every change, nothing changed', async () => {
    const victim = await signedInOperator(t, db, 'owner', 'victim');
    const before = await operatorState();
    const forgeries = [
      { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      { 'sec-fetch-site': 'same-site', origin: 'https://sub.evil.example' },
      // An old browser without Fetch Metadata: the foreign Origin alone refuses it.
      { origin: 'https://evil.example' },
    ];
    for (const call of OPERATOR_CALLS.filter((entry) => entry.method !== 'GET' && entry.method !== 'HEAD' && !BEFORE_A_SESSION.has(named(entry)))) {
      for (const headers of forgeries) {
        const response = await t.app.inject({
          method: call.method,
          url: urlOf(call),
          headers: { ...headers, cookie: `${COOKIE}=${victim.cookie}`, 'content-type': 'application/json' },
          payload: JSON.stringify({ reason: 'forged', name: 'mallory', role: 'owner', password: 'forged-password-1' }),
        });
        expect(response.statusCode, `${named(call)} forged (${JSON.stringify(headers)}): ${response.body.slice(0, 200)}`).toBe(403);
        expect((response.json() as { code: unknown }).code).toBe(CROSS_SITE_REQUEST_CODE);
      }
    }
    expect(await operatorState()).toBe(before);
    expect((await victim('GET', '/admin/session')).statusCode).toBe(200);
  });

  test('the calls that end a session take junk bodies without a 5xx', async () => {
    for (const call of OPERATOR_CALLS.filter((entry) => ENDS_SESSION.has(named(entry)))) {
      for (const body of JUNK_BODIES) {
        const session = await signedInOperator(t, db, 'support', `leaver${Math.random().toString(36).slice(2, 8)}`);
        const response = await t.app.inject({
          method: call.method,
          url: urlOf(call),
          headers: { 'content-type': body.type, 'sec-fetch-site': 'same-origin', cookie: `${COOKIE}=${session.cookie}` },
          payload: body.payload,
        });
        expectClearRefusalOrSuccess(response, `${named(call)} with ${body.name}`, call);
      }
    }
  });
});
