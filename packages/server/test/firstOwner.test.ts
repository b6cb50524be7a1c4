/**
 * The first owner through the one-time setup link (operators/firstOwner.ts): one good link
 * at a time across processes, 30 minutes, once; refused when used, expired, guessed or when
 * an operator exists; two uses at once make one owner; junk is a 400.
 */
import { zhCNOperator } from '@nocturne/core';
import { expect, test } from 'vitest';
import type { Db } from '../src/db/db.ts';
import { issueSetupLink, SETUP_LINK_TTL_MS } from '../src/operators/firstOwner.ts';
import { addOperator } from '../src/operators/management.ts';
import { totpCode } from '../src/operators/totp.ts';
import { serverPerFile, type TestApp } from './harness.ts';
import { clientOf, CONSOLE, failureOf, OPERATOR_PASSWORD, sessionCookie } from './operators.ts';

let db: Db;
let t: TestApp;
serverPerFile((server) => ({ db, t } = server));

async function issuedToken(): Promise<string> {
  const issued = await issueSetupLink(db, t.clock.now());
  if (issued.state !== 'issued') throw new Error(`no link: ${issued.state}`);
  return issued.token;
}

const setUp = (body: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/admin/setup', payload: body, headers: CONSOLE });
const check = (token: unknown) => t.app.inject({ method: 'POST', url: '/admin/setup/check', payload: { token }, headers: CONSOLE });
const owners = async () => db.query<{ name: string; role: string }>('SELECT name, role FROM operators ORDER BY id');

test('a link is good for 30 minutes', () => {
  expect(SETUP_LINK_TTL_MS).toBe(30 * 60_000);
});

test('the link makes the first owner, signed in and sent to TOTP enrolment; then it is dead', async () => {
  const token = await issuedToken();
  expect((await check(token)).statusCode).toBe(200);
  const made = await setUp({ token, name: 'olga', password: OPERATOR_PASSWORD });
  expect(made.statusCode, made.body).toBe(200);
  expect(made.json().data).toMatchObject({ operator: { name: 'olga', role: 'owner' }, totpEnrolmentRequired: true });
  const olga = clientOf(t, 'olga', sessionCookie(made));
  // Until TOTP is enrolled, an owner can do nothing else (the existing enrolment).
  expect((await olga('GET', '/admin/operators')).statusCode).toBe(403);
  const { secret } = (await olga('POST', '/admin/session/totp')).json().data as { secret: string };
  expect((await olga('POST', '/admin/session/totp/confirm', { code: totpCode(secret, 'olga', t.clock.now()) })).statusCode).toBe(200);
  expect((await olga('GET', '/admin/operators')).statusCode).toBe(200);

  expect(failureOf(await setUp({ token, name: 'mallory', password: OPERATOR_PASSWORD }))).toMatchObject({ status: 410, msg: zhCNOperator.setupLinkUsed });
  expect(failureOf(await check(token))).toMatchObject({ status: 410, msg: zhCNOperator.setupLinkUsed });
  expect(await owners()).toEqual([{ name: 'olga', role: 'owner' }]);
  const audit = await db.query<{ actor: string; action: string; target: string }>('SELECT actor, action, target FROM operator_audit');
  expect(audit).toEqual([expect.objectContaining({ actor: 'olga', action: 'POST /admin/setup', target: 'operator:olga' }), expect.anything()]);
  // Once an operator exists, a starting process issues no link.
  expect((await issueSetupLink(db, t.clock.now())).state).toBe('notNeeded');
});

test('a second process starting while the link is good issues none; after expiry a restart issues a new one and the old one is refused', async () => {
  const first = await issuedToken();
  expect((await issueSetupLink(db, t.clock.now())).state).toBe('elsewhere');
  t.clock.advance(SETUP_LINK_TTL_MS - 1000);
  expect((await check(first)).statusCode).toBe(200);
  t.clock.advance(1000);
  expect(failureOf(await setUp({ token: first, name: 'olga', password: OPERATOR_PASSWORD }))).toMatchObject({ status: 410, msg: zhCNOperator.setupLinkExpired });
  const second = await issuedToken();
  expect(second).not.toBe(first);
  expect(failureOf(await check(first))).toMatchObject({ status: 400, msg: zhCNOperator.setupLinkUnknown });
  expect((await setUp({ token: second, name: 'olga', password: OPERATOR_PASSWORD })).statusCode).toBe(200);
});

test('a guessed token is refused and creates nothing; so is a link once the command line made an operator', async () => {
  const token = await issuedToken();
  for (const guess of ['x', token.slice(0, -1), `${token}A`, 'A'.repeat(43)]) {
    expect(failureOf(await setUp({ token: guess, name: 'mallory', password: OPERATOR_PASSWORD }))).toMatchObject({ status: 400, msg: zhCNOperator.setupLinkUnknown });
  }
  expect(await owners()).toEqual([]);
  await addOperator({ db, config: t.config, now: t.clock.now }, { operatorId: null, name: 'cli' }, { name: 'cora', role: 'owner', password: OPERATOR_PASSWORD }, 'cli operator add');
  expect(failureOf(await setUp({ token, name: 'mallory', password: OPERATOR_PASSWORD }))).toMatchObject({ status: 409, msg: zhCNOperator.setupDone });
  expect(await owners()).toEqual([{ name: 'cora', role: 'owner' }]);
});

test('two uses at once make one owner', async () => {
  const token = await issuedToken();
  const answers = await Promise.all(['anna', 'bert', 'cara'].map((name) => setUp({ token, name, password: OPERATOR_PASSWORD })));
  expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 410, 410]);
  expect(await owners()).toHaveLength(1);
});

test('a bad name or password is a 400 that leaves the link usable; junk of any shape is a 400', async () => {
  const token = await issuedToken();
  expect(failureOf(await setUp({ token, name: 'olga', password: 'short' }))).toMatchObject({ status: 400, msg: zhCNOperator.passwordTooShort });
  expect(failureOf(await setUp({ token, name: '奥尔加', password: OPERATOR_PASSWORD }))).toMatchObject({ status: 400, msg: zhCNOperator.nameInvalid });
  for (const body of [{}, { token }, { token: 5, name: 'olga', password: OPERATOR_PASSWORD }, { token: 'x'.repeat(500), name: 'o', password: 'p' }]) {
    expect((await setUp(body)).statusCode, JSON.stringify(body)).toBe(400);
  }
  expect((await t.app.inject({ method: 'POST', url: '/admin/setup', payload: 'nonsense', headers: { ...CONSOLE, 'content-type': 'application/json' } })).statusCode).toBe(400);
  expect((await setUp({ token, name: 'olga', password: OPERATOR_PASSWORD })).statusCode).toBe(200);
});

test("another site's page cannot use a link", async () => {
  const token = await issuedToken();
  const response = await t.app.inject({ method: 'POST', url: '/admin/setup', payload: { token, name: 'olga', password: OPERATOR_PASSWORD }, headers: { 'sec-fetch-site': 'cross-site' } });
  expect(response.statusCode).toBe(403);
  expect(await owners()).toEqual([]);
});
