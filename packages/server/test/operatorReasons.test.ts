/**
 * 下架 and restoring a video, a role change and a suspension say why: without a reason of at
 * least OPERATOR_REASON_MIN characters (spaces aside) the server answers 400 in words an
 * operator reads, never a 500; with one, the audit entry keeps it.
 */
import { contentApi, OPERATOR_REASON_MAX, OPERATOR_REASON_MIN, operatorApi, zhCNServer, type AuditPage, type OperatorView } from '@nocturne/core';
import { describe, expect, test } from 'vitest';
import type { Db } from '../src/db/db.ts';
import { registerMember, serverPerFile, type TestApp } from './harness.ts';
import { videoWithEpisodes } from './money.ts';
import { failureOf, signedInOperator, type OperatorClient } from './operators.ts';

let db: Db;
let t: TestApp;

serverPerFile((server) => ({ db, t } = server));

const path = (template: string, params: Record<string, string | number>) => template.replace(/:(\w+)/g, (_m, name: string) => String(params[name]));
const REFUSAL = { status: 400, msg: zhCNServer.reasonRequired(OPERATOR_REASON_MIN, OPERATOR_REASON_MAX) };

async function reasonsIn(owner: OperatorClient, target: string): Promise<string[]> {
  const response = await owner('GET', `${operatorApi.audit.path}?target=${encodeURIComponent(target)}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: AuditPage }).data.items.map((entry) => entry.reason);
}

const statusOf = async (code: number) => (await db.query<{ status: string }>('SELECT status FROM videos WHERE id = $1', [code]))[0]!.status;

describe('reasons', () => {
  test(`下架 and restoring need a reason of at least ${OPERATOR_REASON_MIN} characters besides spaces; the audit log keeps it`, async () => {
    const owner = await signedInOperator(t, db, 'owner');
    const { code } = await videoWithEpisodes(db);
    expect(await statusOf(code)).toBe('published');
    const takeDown = path(contentApi.takeDownVideo.path, { code });
    const restore = path(contentApi.restoreVideo.path, { code });
    for (const body of [undefined, {}, { reason: '' }, { reason: '   ' }, { reason: ' 侵 ' }, { reason: 7 }, { reason: 'x'.repeat(OPERATOR_REASON_MAX + 1) }]) {
      expect(failureOf(await owner('POST', takeDown, body)), JSON.stringify(body)).toMatchObject(body === undefined ? { status: 400 } : REFUSAL);
    }
    // Junk: not JSON, not an object.
    expect(failureOf(await owner('POST', takeDown, '{"reason":', { 'content-type': 'application/json', origin: 'http://localhost' })).status).toBe(400);
    expect(failureOf(await owner('POST', takeDown, ['侵权'])).status).toBe(400);
    expect(await statusOf(code)).toBe('published');

    expect((await owner('POST', takeDown, { reason: '侵权' })).statusCode).toBe(200);
    expect(failureOf(await owner('POST', restore, { reason: '' }))).toMatchObject(REFUSAL);
    expect((await owner('POST', restore, { reason: '版权方已授权' })).statusCode).toBe(200);
    expect(await reasonsIn(owner, `code:${code}`)).toEqual(['版权方已授权', '侵权']);
  });

  test('a role change needs a reason, kept in the audit log; disabling and a password alone do not', async () => {
    const owner = await signedInOperator(t, db, 'owner', 'reason-owner');
    await signedInOperator(t, db, 'support', 'sam');
    const list = (await owner('GET', operatorApi.operators.path)).json() as { data: OperatorView[] };
    const sam = list.data.find((operator) => operator.name === 'sam')!;
    const change = path(operatorApi.changeOperator.path, { id: sam.id });
    expect(failureOf(await owner('PUT', change, { role: 'content' }))).toMatchObject(REFUSAL);
    expect(failureOf(await owner('PUT', change, { role: 'content', reason: ' ' }))).toMatchObject(REFUSAL);
    // A reason alone is no change.
    expect((await owner('PUT', change, { reason: '调岗' })).statusCode).toBe(400);
    expect((await owner('PUT', change, { role: 'content', reason: '调到内容组' })).statusCode).toBe(200);
    expect((await owner('PUT', change, { disabled: true })).statusCode).toBe(200);
    expect((await reasonsIn(owner, 'operator:sam'))[1]).toBe('调到内容组');
  });

  test('a suspension needs a reason in the same words', async () => {
    const owner = await signedInOperator(t, db, 'owner', 'reason-owner-2');
    const m = await registerMember(t.app);
    const suspend = path(operatorApi.suspendMember.path, { code: m.memberCode });
    expect(failureOf(await owner('POST', suspend, { reason: '刷' }))).toMatchObject(REFUSAL);
    expect((await owner('POST', suspend, { reason: '刷单' })).statusCode).toBe(200);
    expect(await reasonsIn(owner, `member:${m.memberCode}`)).toEqual(['刷单']);
  });
});
