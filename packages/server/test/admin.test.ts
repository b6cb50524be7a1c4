import { type AdGroups, api, type ChatMessage, type Config, type Topic, zhCNServer } from '@nocturne/core';
import { describe, expect, test } from 'vitest';
import type { Db } from '../src/db/db.ts';
import { call, envelope, registerMember, serverPerFile, TEST_ADMIN_TOKEN, testApp, testConfig, type TestApp } from './harness.ts';
import { balancesOf, credit, ledgerDrift, memberIdOf, restorePaymentDefaults, videoWithEpisodes } from './money.ts';

let db: Db;
let t: TestApp;

serverPerFile((server) => ({ db, t } = server), () => restorePaymentDefaults(db));

const AUTH = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` };

function admin(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) {
  return t.app.inject({ method, url: `/admin${url}`, headers: AUTH, ...(body === undefined ? {} : { payload: body as object }) });
}

function data<T>(response: Awaited<ReturnType<typeof admin>>): T {
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: T }).data;
}

describe('operator access', () => {
  test('needs the bearer token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/admin/config' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/admin/config', headers: { authorization: 'Bearer wrong' } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/admin/config', headers: { authorization: TEST_ADMIN_TOKEN } })).statusCode).toBe(401);
    expect((await admin('GET', '/config')).statusCode).toBe(200);
  });

  test('without ADMIN_TOKEN no bearer token opens it (operators sign in instead)', async () => {
    const bare = await testApp(db, { config: testConfig({ adminToken: '' }) });
    expect((await bare.app.inject({ method: 'GET', url: '/admin/config', headers: { authorization: 'Bearer ' } })).statusCode).toBe(401);
    expect((await bare.app.inject({ method: 'GET', url: '/admin/config', headers: { authorization: 'Bearer x' } })).statusCode).toBe(401);
    await bare.app.close();
  });
});

describe('content', () => {
  test('config changes reach the member API; wrong keys or types are a 400', async () => {
    data(await admin('PUT', '/config', { popupContent: '维护通知', shikan: 30, showAd: false }));
    const config = envelope<Config>(await call(t.app, 'POST', api.config.path), t.config).data;
    expect(config).toMatchObject({ popupContent: '维护通知', shikan: 30, showAd: false });
    expect((await admin('PUT', '/config', { shikan: 'long' })).statusCode).toBe(400);
    expect((await admin('PUT', '/config', { shikan: -1 })).statusCode).toBe(400);
  });

  test('ads are created, edited and deleted by group', async () => {
    const ad = data<{ id: number }>(await admin('POST', '/ads', { group: 'banner', image: '/uploads/a.png', url: 'https://example.com' }));
    data(await admin('PUT', `/ads/${ad.id}`, { url: 'https://example.org' }));
    const groups = envelope<AdGroups>(await call(t.app, 'POST', api.ads.path), t.config).data;
    expect(groups.banner).toMatchObject([{ id: ad.id, h5Url: 'https://example.org' }]);
    expect((await admin('POST', '/ads', { group: 'nowhere' })).statusCode).toBe(400);
    data(await admin('DELETE', `/ads/${ad.id}`));
    expect((await admin('DELETE', `/ads/${ad.id}`)).statusCode).toBe(404);
  });

  test('topics are operator data', async () => {
    data(await admin('POST', '/topics', { title: '专题一', code: '30', sonTypeCode: '81,82' }));
    const topics = envelope<Topic[]>(await call(t.app, 'POST', api.topics.path), t.config).data;
    expect(topics).toMatchObject([{ title: '专题一', code: '30', sonTypeCode: '81,82' }]);
    expect((await admin('POST', '/topics', { code: '30' })).statusCode).toBe(400);
  });

  test('publishes a video on stored media, takes it down and restores it', async () => {
    const media = await db.query<{ id: number }>("INSERT INTO media (dir, duration_seconds) VALUES ('demo1', 42) RETURNING id");
    const { code } = data<{ code: number }>(
      await admin('POST', '/videos', { name: '新视频', episodes: [{ name: '第1集', mediaId: media[0]!.id }] }),
    );
    const listed = data<{ code: number; status: string }[]>(await admin('GET', '/videos?status=published'));
    expect(listed.map((v) => v.code)).toContain(code);
    data(await admin('POST', `/videos/${code}/take-down`, { reason: '测试下架' }));
    expect(data<unknown[]>(await admin('GET', '/videos?status=published'))).toEqual([]);
    data(await admin('POST', `/videos/${code}/restore`, { reason: '测试恢复' }));
    expect((await admin('POST', '/videos', { name: '空', episodes: [{ name: '1', mediaId: 999 }] })).statusCode).toBe(400);
    expect((await admin('POST', '/videos/999999/take-down', { reason: '测试下架' })).statusCode).toBe(404);
    // A video's code is its number.
    expect((await admin('POST', '/videos/nope/take-down', { reason: '测试下架' })).statusCode).toBe(400);
  });
});

describe('money and support', () => {
  test('withdrawals are listed, approved or rejected once; balances stay whole', async () => {
    const m = await registerMember(t.app);
    const id = await memberIdOf(db, m.memberCode);
    data(await admin('POST', `/members/${m.memberCode}/adjust`, { account: 'balance', delta: 10_000, note: '佣金' }));
    await db.query(
      `INSERT INTO withdrawals (member_id, amount_fen, image_url, channel) VALUES ($1, 3000, '/uploads/x.png', 'wx'), ($1, 2000, '/uploads/x.png', 'zfb')`,
      [id],
    );
    // Mirror the request's move to held, as the member call does.
    await db.query('UPDATE members SET balance_fen = balance_fen - 5000 WHERE id = $1', [id]);
    await credit(db, id, 'held', 5000);
    await db.query("INSERT INTO ledger (member_id, account, delta, balance_after, reason) VALUES ($1, 'balance', -5000, 5000, 'withdrawal')", [id]);

    const pending = data<{ id: number; memberCode: string }[]>(await admin('GET', '/withdrawals?state=pending'));
    expect(pending.map((w) => w.memberCode)).toEqual([m.memberCode, m.memberCode]);
    data(await admin('POST', `/withdrawals/${pending[0]!.id}/approve`, { note: '已核对' }));
    data(await admin('POST', `/withdrawals/${pending[1]!.id}/reject`, { note: '收款码模糊' }));
    expect((await admin('POST', `/withdrawals/${pending[1]!.id}/approve`, { note: '已核对' })).statusCode).toBe(409);
    expect(await balancesOf(db, id)).toEqual({ coins: 0, balance_fen: 7000, held_fen: 0 });
    expect(await ledgerDrift(db)).toEqual([]);
  });

  test('support sees a member with held cash and ledger, and the member\'s orders', async () => {
    const m = await registerMember(t.app);
    data(await admin('POST', `/members/${m.memberCode}/adjust`, { account: 'coins', delta: 12, note: '补偿' }));
    await call(t.app, 'POST', api.payOrder.path, { comSpec: '30', index: 0, money: 30, type: 1, typesOf: 2, userId: '' }, { token: m.token });
    const seen = data<{ member: { memberCode: string; memberCion: number }; heldFen: number; ledger: { delta: number; reason: string }[] }>(
      await admin('GET', `/members/${m.memberCode}`),
    );
    expect(seen).toMatchObject({ member: { memberCode: m.memberCode, memberCion: 12 }, heldFen: 0, ledger: [{ delta: 12, reason: 'operator' }] });
    const orders = data<{ items: { memberCode: string; state: string; amountFen: number }[] }>(await admin('GET', `/orders?state=pending&member=${m.memberCode}`));
    expect(orders).toEqual({ items: [expect.objectContaining({ memberCode: m.memberCode, state: 'pending', amountFen: 3000 })], nextCursor: null });
    expect(data(await admin('GET', '/orders?state=paid'))).toEqual({ items: [], nextCursor: null });
    expect((await admin('GET', '/members/00000000')).statusCode).toBe(404);
  });

  test('an adjustment never takes a balance below zero', async () => {
    const m = await registerMember(t.app);
    const response = await admin('POST', `/members/${m.memberCode}/adjust`, { account: 'coins', delta: -1, note: '更正' });
    expect((response.json() as { code: number }).code).not.toBe(0);
    expect((await admin('POST', `/members/${m.memberCode}/adjust`, { account: 'coins', delta: 0 })).statusCode).toBe(400);
    expect((await admin('POST', '/members/00000000/adjust', { account: 'coins', delta: 5, note: '更正' })).statusCode).toBe(404);
    // A money adjustment needs a reason (the audit log keeps it).
    expect((await admin('POST', `/members/${m.memberCode}/adjust`, { account: 'coins', delta: 5 })).statusCode).toBe(400);
    expect((await admin('POST', `/members/${m.memberCode}/adjust`, { account: 'coins', delta: 5, note: '  ' })).statusCode).toBe(400);
  });

  test('operators read chat threads and reply into them', async () => {
    const m = await registerMember(t.app);
    await call(t.app, 'POST', api.chatSend.path, { content: '在吗' }, { token: m.token });
    const threads = data<{ memberCode: string; unanswered: number }[]>(await admin('GET', '/chats'));
    expect(threads).toMatchObject([{ memberCode: m.memberCode, unanswered: 1 }]);
    data(await admin('POST', `/chats/${m.memberCode}`, { content: '您好，请问有什么可以帮您？' }));
    const thread = envelope<ChatMessage[]>(await call(t.app, 'GET', api.chatList.path, undefined, { token: m.token }), t.config).data;
    expect(thread.map((msg) => msg.sendReceive)).toEqual(['send', 'receive']);
    expect(data<{ unanswered: number }[]>(await admin('GET', '/chats'))[0]!.unanswered).toBe(0);
    expect((await admin('POST', `/chats/${m.memberCode}`, { content: ' ' })).statusCode).toBe(400);
  });

  test('a report leads to a take-down that hides the video from buying and closes its reports', async () => {
    const m = await registerMember(t.app);
    const video = await videoWithEpisodes(db);
    await call(t.app, 'POST', api.report.path, { cartoonCode: video.code, reason: '侵权' }, { token: m.token });
    const open = data<{ id: number; cartoonCode: string }[]>(await admin('GET', '/reports?state=open'));
    expect(open).toMatchObject([{ cartoonCode: video.code }]);
    data(await admin('POST', `/reports/${open[0]!.id}/take-down`, { reason: '内容违规' }));
    expect(data<unknown[]>(await admin('GET', '/reports?state=open'))).toEqual([]);
    const buy = await call(t.app, 'POST', api.buy.path, { cartoonCode: video.code, moviesInfoId: video.episodeIds[0], type: 0 }, { token: m.token });
    expect(envelope(buy, t.config).msg).toBe(zhCNServer.episodeNotFound);
  });
});
