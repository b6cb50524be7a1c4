/**
 * An owner resets another operator's password: a generated one answered once, the operator's
 * sessions end, the new password signs in, the audit log says so (never the password), and
 * only the operators right may do it.
 */
import { zhCNOperator } from '@nocturne/core';
import { expect, test } from 'vitest';
import type { Db } from '../src/db/db.ts';
import { serverPerFile, type TestApp } from './harness.ts';
import { failureOf, OPERATOR_PASSWORD, signedInOperator, signInRequest } from './operators.ts';

let db: Db;
let t: TestApp;
serverPerFile((server) => ({ db, t } = server));

const idOf = async (name: string) => Number((await db.query<{ id: number }>('SELECT id FROM operators WHERE name = $1', [name]))[0]!.id);

test("a reset answers a new password once, ends the operator's sessions, and the new password signs in", async () => {
  const owner = await signedInOperator(t, db, 'owner');
  const sam = await signedInOperator(t, db, 'support', 'sam');
  const reset = await owner('POST', `/admin/operators/${await idOf('sam')}/password`);
  expect(reset.statusCode, reset.body).toBe(200);
  const { password } = reset.json().data as { password: string };
  expect(password).toMatch(/^[A-Za-z0-9_-]{16}$/);
  expect((await sam('GET', '/admin/session')).statusCode).toBe(401);
  expect((await signInRequest(t, { name: 'sam', password: OPERATOR_PASSWORD })).statusCode).toBe(401);
  expect((await signInRequest(t, { name: 'sam', password })).statusCode).toBe(200);
  const audit = await db.query<{ actor: string; action: string; target: string; after: unknown }>("SELECT actor, action, target, after FROM operator_audit WHERE target = 'operator:sam' AND actor = 'owner'");
  expect(audit).toEqual([{ actor: 'owner', action: 'POST /admin/operators/:id/password', target: 'operator:sam', after: { passwordReset: true } }]);
  expect(JSON.stringify(await db.query('SELECT * FROM operator_audit'))).not.toContain(password);
  // Each reset is a new password.
  const again = (await owner('POST', `/admin/operators/${await idOf('sam')}/password`)).json().data.password;
  expect(again).not.toBe(password);
});

test('other roles may not reset; an owner changes its own password on the account page; unknown and junk ids are 404 and 400', async () => {
  const owner = await signedInOperator(t, db, 'owner');
  const finance = await signedInOperator(t, db, 'finance');
  expect((await finance('POST', `/admin/operators/${await idOf('owner')}/password`)).statusCode).toBe(403);
  expect(failureOf(await owner('POST', `/admin/operators/${await idOf('owner')}/password`))).toMatchObject({ status: 400, msg: zhCNOperator.resetOwnPassword });
  expect((await owner('POST', '/admin/operators/999/password')).statusCode).toBe(404);
  for (const id of ['abc', '-1', '1.5', '99999999999999999999']) expect((await owner('POST', `/admin/operators/${id}/password`)).statusCode, id).toBe(400);
});
