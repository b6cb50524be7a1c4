/**
 * The console's support pages through the operator API: chats awaiting an answer first, a
 * reply the member's thread then holds, reports dismissed or taken down, a video's danmaku
 * paged and deleted, each change committed with its audit entry, and the roles kept apart.
 */
import { api, moneyApi, OPERATOR_REASON_MAX, OPERATOR_REASON_MIN, supportApi, zhCNOperator, zhCNServer, type AuditPage, type ChatMessage, type ChatThreadSummary, type OperatorDanmu, type OperatorPage, type ReportView } from '@nocturne/core';
import { describe, expect, test } from 'vitest';
import type { Db } from '../src/db/db.ts';
import { call, envelope, registerMember, serverPerFile, type TestApp } from './harness.ts';
import { failingAudit } from './auditFailure.ts';
import { videoWithEpisodes } from './money.ts';
import { failureOf, signedInOperator } from './operators.ts';

let db: Db;
let t: TestApp;

serverPerFile((server) => ({ db, t } = server));

const data = <T>(response: { json(): unknown; statusCode: number; body: string }): T => {
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: T }).data;
};
const path = (template: string, params: Record<string, string | number>) => template.replace(/:(\w+)/g, (_m, name: string) => String(params[name]));
const memberThread = async (token: string) => envelope<ChatMessage[]>(await call(t.app, 'GET', api.chatList.path, undefined, { token }), t.config).data;
const say = (token: string, content: string) => call(t.app, 'POST', api.chatSend.path, { content }, { token });

describe('chats', () => {
  test('threads awaiting an answer come first; a reply reaches the member through the call its chat page polls', async () => {
    const support = await signedInOperator(t, db, 'support', 'sam');
    const answered = await registerMember(t.app);
    const waiting = await registerMember(t.app);
    await say(waiting.token, '充值没到账');
    t.clock.advance(60_000);
    await say(answered.token, '你好');
    await support('POST', path(supportApi.reply.path, { code: answered.memberCode }), { content: '您好，请讲' });

    const threads = data<ChatThreadSummary[]>(await support('GET', supportApi.chats.path));
    expect(threads.map(({ memberCode, unanswered }) => ({ memberCode, unanswered }))).toEqual([
      { memberCode: waiting.memberCode, unanswered: 1 },
      { memberCode: answered.memberCode, unanswered: 0 },
    ]);

    const reply = data<ChatMessage>(await support('POST', path(supportApi.reply.path, { code: waiting.memberCode }), { content: '  已为您补发  ' }));
    expect(reply).toMatchObject({ sendReceive: 'receive', messageType: 'text', message: '已为您补发' });
    expect((await memberThread(waiting.token)).map((m) => [m.sendReceive, m.message])).toEqual([
      ['send', '充值没到账'],
      ['receive', '已为您补发'],
    ]);
    expect(data<ChatMessage[]>(await support('GET', path(supportApi.chatThread.path, { code: waiting.memberCode })))).toEqual(await memberThread(waiting.token));

    const owner = await signedInOperator(t, db, 'owner');
    const audit = data<AuditPage>(await owner('GET', '/admin/audit?actor=sam'));
    expect(audit.items.map(({ action, target, after }) => ({ action, target, after }))).toEqual([
      { action: 'POST /admin/chats/:code', target: `code:${waiting.memberCode}`, after: { content: '已为您补发' } },
      { action: 'POST /admin/chats/:code', target: `code:${answered.memberCode}`, after: { content: '您好，请讲' } },
    ]);
  });

  test('a reply whose audit entry cannot be written never reaches the member', async () => {
    const support = await signedInOperator(t, db, 'support');
    const m = await registerMember(t.app);
    await say(m.token, '在吗');
    await failingAudit(db, 'POST /admin/chats/:code', async () => {
      expect((await support('POST', path(supportApi.reply.path, { code: m.memberCode }), { content: '在的' })).statusCode).toBe(500);
    });
    expect((await memberThread(m.token)).map((message) => message.message)).toEqual(['在吗']);
  });

  test('bad replies are a clear 400, an unknown member 404', async () => {
    const support = await signedInOperator(t, db, 'support');
    const m = await registerMember(t.app);
    const url = path(supportApi.reply.path, { code: m.memberCode });
    for (const body of [{}, { content: '' }, { content: '   ' }, { content: 'x'.repeat(501) }, { content: { a: 1 } }]) {
      expect((await support('POST', url, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await support('POST', url, 'content=hi', { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' })).statusCode).toBe(415);
    expect((await support('POST', path(supportApi.reply.path, { code: 'nobody' }), { content: 'hi' })).statusCode).toBe(404);
    expect(await memberThread(m.token)).toEqual([]);
  });

  test('support is refused the money pages and finance the chats, with a clear message', async () => {
    const support = await signedInOperator(t, db, 'support');
    const finance = await signedInOperator(t, db, 'finance');
    for (const url of [moneyApi.withdrawals.path, moneyApi.orders.path, `${moneyApi.reconcile.path}?day=2026-06-01`]) {
      expect(failureOf(await support('GET', url)), url).toEqual({ status: 403, code: 403, msg: zhCNOperator.roleForbidden });
    }
    expect(failureOf(await finance('GET', supportApi.chats.path))).toEqual({ status: 403, code: 403, msg: zhCNOperator.roleForbidden });
    expect(failureOf(await finance('POST', path(supportApi.reply.path, { code: '1' }), { content: 'hi' }))).toEqual({ status: 403, code: 403, msg: zhCNOperator.roleForbidden });
  });
});

describe('reports and danmaku (content moderation)', () => {
  test('dismiss one report, take down another video: each with its entry, none without', async () => {
    const content = await signedInOperator(t, db, 'content', 'cora');
    const m = await registerMember(t.app);
    const kept = await videoWithEpisodes(db);
    const bad = await videoWithEpisodes(db);
    for (const video of [kept, bad]) await call(t.app, 'POST', api.report.path, { cartoonCode: video.code, reason: '内容违规' }, { token: m.token });
    const open = data<ReportView[]>(await content('GET', `${supportApi.reports.path}?state=open`));
    expect(open.map((r) => r.cartoonCode)).toEqual([kept.code, bad.code]);

    await failingAudit(db, 'POST /admin/reports/:id/take-down', async () => {
      expect((await content('POST', path(supportApi.takeDownReport.path, { id: open[1]!.id }), { reason: '内容违规' })).statusCode).toBe(500);
    });
    expect(data<ReportView[]>(await content('GET', `${supportApi.reports.path}?state=open`))).toHaveLength(2);
    expect((await db.query<{ status: string }>('SELECT status FROM videos WHERE id = $1', [bad.code]))[0]!.status).toBe('published');

    expect((await content('POST', path(supportApi.dismissReport.path, { id: open[0]!.id }))).statusCode).toBe(200);
    expect((await content('POST', path(supportApi.takeDownReport.path, { id: open[1]!.id }), { reason: '内容违规' })).statusCode).toBe(200);
    expect(data<ReportView[]>(await content('GET', supportApi.reports.path)).map((r) => [r.cartoonCode, r.state, r.videoStatus])).toEqual([
      [kept.code, 'dismissed', 'published'],
      [bad.code, 'taken_down', 'taken_down'],
    ]);
    expect((await content('POST', path(supportApi.dismissReport.path, { id: 99 }))).statusCode).toBe(404);
    expect((await content('GET', `${supportApi.reports.path}?state=gone`)).statusCode).toBe(400);

    const owner = await signedInOperator(t, db, 'owner');
    const audit = data<AuditPage>(await owner('GET', '/admin/audit?actor=cora'));
    expect(audit.items.filter((e) => e.action.includes('reports')).map((e) => [e.action, e.target])).toEqual([
      ['POST /admin/reports/:id/take-down', `id:${open[1]!.id}`],
      ['POST /admin/reports/:id/dismiss', `id:${open[0]!.id}`],
    ]);
  });

  test('a take-down from a report without a reason is refused, saying so; with one, the audit log keeps it', async () => {
    const content = await signedInOperator(t, db, 'content', 'cody');
    const m = await registerMember(t.app);
    const video = await videoWithEpisodes(db);
    await call(t.app, 'POST', api.report.path, { cartoonCode: video.code, reason: '内容违规' }, { token: m.token });
    const [report] = data<ReportView[]>(await content('GET', `${supportApi.reports.path}?state=open`));
    const url = path(supportApi.takeDownReport.path, { id: report!.id });

    for (const body of [undefined, {}, { reason: '' }, { reason: ` ${'x'.repeat(OPERATOR_REASON_MIN - 1)} ` }]) {
      expect(failureOf(await content('POST', url, body)), JSON.stringify(body)).toEqual({ status: 400, code: 400, msg: zhCNServer.reasonRequired(OPERATOR_REASON_MIN, OPERATOR_REASON_MAX) });
    }
    expect((await db.query<{ status: string }>('SELECT status FROM videos WHERE id = $1', [video.code]))[0]!.status).toBe('published');

    expect((await content('POST', url, { reason: '涉及侵权' })).statusCode).toBe(200);
    expect((await db.query<{ status: string }>('SELECT status FROM videos WHERE id = $1', [video.code]))[0]!.status).toBe('taken_down');
    const owner = await signedInOperator(t, db, 'owner');
    const audit = data<AuditPage>(await owner('GET', '/admin/audit?actor=cody'));
    expect(audit.items.map((e) => [e.action, e.target, e.reason])).toEqual([['POST /admin/reports/:id/take-down', `id:${report!.id}`, '涉及侵权']]);
  });

  test("a video's danmaku page newest first; a deletion keeps what was said in the log", async () => {
    const content = await signedInOperator(t, db, 'content', 'cora');
    const video = await videoWithEpisodes(db);
    await db.query("INSERT INTO danmu (video_id, text, time_seconds) SELECT $1, '弹幕' || n, n FROM generate_series(1, 5) n", [video.code]);
    const url = path(supportApi.danmaku.path, { code: video.code });
    const first = data<OperatorPage<OperatorDanmu>>(await content('GET', `${url}?limit=3`));
    expect(first.items.map((d) => d.text)).toEqual(['弹幕5', '弹幕4', '弹幕3']);
    const rest = data<OperatorPage<OperatorDanmu>>(await content('GET', `${url}?limit=3&cursor=${first.nextCursor}`));
    expect(rest).toMatchObject({ items: [{ text: '弹幕2' }, { text: '弹幕1' }], nextCursor: null });

    const doomed = first.items[0]!;
    await failingAudit(db, 'DELETE /admin/danmaku/:id', async () => {
      expect((await content('DELETE', path(supportApi.deleteDanmu.path, { id: doomed.id }))).statusCode).toBe(500);
    });
    expect(await db.query('SELECT id FROM danmu WHERE id = $1', [doomed.id])).toHaveLength(1);
    expect((await content('DELETE', path(supportApi.deleteDanmu.path, { id: doomed.id }))).statusCode).toBe(200);
    expect((await content('DELETE', path(supportApi.deleteDanmu.path, { id: doomed.id }))).statusCode).toBe(404);
    expect((await content('GET', `${url}?cursor=x`)).statusCode).toBe(400);
    expect((await content('GET', path(supportApi.danmaku.path, { code: 'abc' }))).statusCode).toBe(400);

    const owner = await signedInOperator(t, db, 'owner');
    const [entry] = data<AuditPage>(await owner('GET', '/admin/audit?action=DELETE%20%2Fadmin%2Fdanmaku%2F%3Aid')).items;
    expect(entry).toMatchObject({ actor: 'cora', target: `id:${doomed.id}`, before: { id: doomed.id, text: '弹幕5', time: 5 }, after: null });
  });
});
