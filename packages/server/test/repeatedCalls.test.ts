/**
 * Every member call that changes something is safe to send twice: a proxy resends a
 * call whose server died under it, and a phone double-taps. Each call below is sent twice as a
 * retry would be (the same body, the same token, after the first finished): what it changes
 * changes once, and the second answer is the first one, byte for byte. How each call is safe
 * (its natural key or the repeat window of http/idempotent.ts) is in docs/server.md,
 * "Every member call is safe to repeat"; this file is that table's test, and it fails when a
 * call is added to core's contract without a place in it.
 */
import { api, type EndpointName } from '@nocturne/core';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, test } from 'vitest';
import type { Db } from '../src/db/db.ts';
import { call, envelope, registerMember, serverPerFile, type TestApp } from './harness.ts';
import { imageMultipart, PNG } from './imageUpload.ts';
import { balancesOf, credit, ledgerDrift, memberIdOf, restorePaymentDefaults, uploadPaymentCode, videoWithEpisodes } from './money.ts';

let db: Db;
let t: TestApp;

serverPerFile(
  (server) => ({ db, t } = server),
  () => restorePaymentDefaults(db),
);

type Member = Awaited<ReturnType<typeof registerMember>>;

/** The same request twice, one after the other, as a proxy's retry sends it. */
async function twice(send: () => Promise<LightMyRequestResponse>): Promise<[LightMyRequestResponse, LightMyRequestResponse]> {
  const first = await send();
  const second = await send();
  return [first, second];
}

const post = (path: string, body: unknown, m: Member) => () => call(t.app, 'POST', path, body, { token: m.token });
const get = (path: string, m: Member) => () => call(t.app, 'GET', path, undefined, { token: m.token });
const upload = (path: string, m: Member) => () => {
  const { payload, headers } = imageMultipart(PNG, 'a.png');
  return t.app.inject({ method: 'POST', url: path, payload, headers: { ...headers, token: m.token } });
};
const rows = async (sql: string, params: unknown[] = []) => (await db.query(sql, params as never[])).length;

/** Sends twice; the first must succeed, the second must be the very same answer. */
async function sameAnswerTwice(send: () => Promise<LightMyRequestResponse>): Promise<void> {
  const [first, second] = await twice(send);
  expect(first.json(), first.body).toMatchObject({ code: 0 });
  expect(second.statusCode).toBe(first.statusCode);
  expect(second.body).toBe(first.body);
}

async function member(coins = 0, balanceFen = 0): Promise<Member & { id: number }> {
  const m = await registerMember(t.app);
  const id = await memberIdOf(db, m.memberCode);
  if (coins) await credit(db, id, 'coins', coins);
  if (balanceFen) await credit(db, id, 'balance', balanceFen);
  return { ...m, id };
}

async function publishedVideo(): Promise<{ code: number; episodeIds: number[] }> {
  const video = await videoWithEpisodes(db);
  await db.query('UPDATE videos SET duration_seconds = 600 WHERE id = $1', [video.code]);
  return video;
}

/** Each mutating call: sent twice, then what it changed is counted. */
const repeats: Partial<Record<EndpointName, () => Promise<void>>> = {
  async buy() {
    const m = await member(10);
    const video = await publishedVideo();
    await sameAnswerTwice(post(api.buy.path, { cartoonCode: video.code, moviesInfoId: video.episodeIds[0], type: 0 }, m));
    expect((await balancesOf(db, m.id)).coins).toBe(8);
  },
  async payOrder() {
    const m = await member();
    await sameAnswerTwice(post(api.payOrder.path, { comSpec: '', index: 0, money: 10, type: 1, typesOf: 1, userId: m.memberCode }, m));
    expect(await rows('SELECT 1 FROM pay_orders')).toBe(1);
  },
  async withdraw() {
    const m = await member(0, 10_000);
    const imgurl = await uploadPaymentCode(t.app, m.token);
    await sameAnswerTwice(post(api.withdraw.path, { imgurl, index: 'wx', money: '10' }, m));
    expect(await rows('SELECT 1 FROM withdrawals')).toBe(1);
    expect(await balancesOf(db, m.id)).toEqual({ coins: 0, balance_fen: 9000, held_fen: 1000 });
  },
  async signIn() {
    const m = await member();
    await sameAnswerTwice(post(api.signIn.path, { amount: 1, commodityType: 1, date: '2026-06-01' }, m));
    expect(await rows('SELECT 1 FROM sign_ins')).toBe(1);
    expect(await rows("SELECT 1 FROM ledger WHERE reason = 'signIn'")).toBeLessThanOrEqual(1);
  },
  async dailyLogin() {
    const m = await member();
    await sameAnswerTwice(get(api.dailyLogin.path, m));
    expect((await balancesOf(db, m.id)).coins).toBe(1);
  },
  async watchVideoDaily() {
    const m = await member();
    await db.query('INSERT INTO watch_time (member_id, day, seconds, last_credit_at) VALUES ($1, $2::date, 1200, $3)', [m.id, '2026-06-01', t.clock.now()]);
    await sameAnswerTwice(get(api.watchVideoDaily.path, m));
    expect(await rows("SELECT 1 FROM task_claims WHERE task = 'watch'")).toBe(1);
  },
  async firstRechargeVip() {
    const m = await member();
    await db.query(
      `INSERT INTO pay_orders (order_no, member_id, kind, amount_fen, vip_days, channel, provider, subject, created_at, state)
       VALUES ('P20260601000000AAAAAAAAAAAAAAAA', $1, 'vip', 3000, 30, 1, 'sandbox', 'VIP', $2, 'paid')`,
      [m.id, t.clock.now()],
    );
    await sameAnswerTwice(get(api.firstRechargeVip.path, m));
    expect(await rows("SELECT 1 FROM task_claims WHERE task = 'firstVip'")).toBe(1);
  },
  async bindInviteCode() {
    const inviter = await member();
    const m = await member();
    await sameAnswerTwice(post(api.bindInviteCode.path, { parentId: inviter.memberCode }, m));
    expect(await rows('SELECT 1 FROM invites')).toBe(1);
    expect(await rows('SELECT 1 FROM vip_grants WHERE member_id = $1', [inviter.id])).toBeLessThanOrEqual(1);
  },
  async feedback() {
    const m = await member();
    await sameAnswerTwice(post(api.feedback.path, { comment_content: '画面很清晰' }, m));
    expect(await rows('SELECT 1 FROM feedback')).toBe(1);
  },
  async updateMember() {
    const m = await member();
    await sameAnswerTwice(post(api.updateMember.path, { memberAvatar: '', memberCode: m.memberCode, memberNichen: '夜行者', memberSignature: '你好' }, m));
    expect(await rows("SELECT 1 FROM members WHERE nickname = '夜行者'")).toBe(1);
  },
  async uploadAvatar() {
    const m = await member();
    await sameAnswerTwice(upload(api.uploadAvatar.path, m));
    expect(await rows('SELECT 1 FROM member_uploads')).toBe(1);
  },
  async chatSend() {
    const m = await member();
    await sameAnswerTwice(post(api.chatSend.path, { content: '你好' }, m));
    expect(await rows('SELECT 1 FROM chat_messages')).toBe(1);
  },
  async chatSendPicture() {
    const m = await member();
    await sameAnswerTwice(upload(api.chatSendPicture.path, m));
    expect(await rows('SELECT 1 FROM chat_messages')).toBe(1);
  },
  async sendDanmaku() {
    const m = await member();
    const video = await publishedVideo();
    await sameAnswerTwice(post(api.sendDanmaku.path, { vid: video.code, text: '前方高能', time: 12 }, m));
    expect(await rows('SELECT 1 FROM danmu')).toBe(1);
  },
  async like() {
    const m = await member();
    const video = await publishedVideo();
    const body = { collectAuthor: '', collectCode: video.code, collectDuration: 0, collectHot: 0, collectImage: '', collectName: '', collectType: 1, sortNum: 0, type: 2 };
    const heat = async () => Number((await db.query<{ heat: number }>('SELECT heat FROM videos WHERE id = $1', [video.code]))[0]!.heat);
    const before = await heat();
    await sameAnswerTwice(post(api.like.path, body, m));
    expect(await rows('SELECT 1 FROM member_likes')).toBe(1);
    expect(await heat()).toBe(before + 1);
  },
  async playback() {
    const m = await member();
    const video = await publishedVideo();
    const body = { collectAuthor: '', collectCode: video.code, collectDuration: 42, collectHot: 0, collectImage: '', collectName: '', collectType: 1, sortNum: 0, type: 3 };
    await sameAnswerTwice(post(api.playback.path, body, m));
    expect(await db.query('SELECT position_seconds FROM playback_progress')).toEqual([{ position_seconds: 42 }]);
  },
  async report() {
    const m = await member();
    const video = await publishedVideo();
    await sameAnswerTwice(post(api.report.path, { cartoonCode: video.code, reason: '内容有误' }, m));
    expect(await rows('SELECT 1 FROM reports')).toBe(1);
  },
};

/** Every ad click counter: a click resent counts once and answers the same count. */
const adClicks = ['randomAdClick', 'squareAdClick', 'paihangAdClick', 'swiperAdClick', 'darkSideAdClick', 'meAdClick', 'playAdClick', 'indexAdClick'] as const;
for (const name of adClicks) {
  repeats[name] = async () => {
    const m = await member();
    const [ad] = await db.query<{ id: number }>(
      "INSERT INTO ads (ad_group, title, image, url, status, adtype, type, sort) VALUES ('banner', 'ad', '', '', 1, 1, 0, 0) RETURNING id",
    );
    await sameAnswerTwice(post(api[name].path, { id: ad!.id }, m));
    expect(await db.query('SELECT clicks FROM ad_clicks')).toEqual([{ clicks: 1 }]);
  };
}

/**
 * Calls whose repeat is safe without the window, each with its reason. Reading calls change
 * nothing (orderState may mark an expired order expired, which a repeat does again; a detail
 * view warms a video once per member and half hour, catalogue/heat.ts).
 */
const safeByNature: Partial<Record<EndpointName, string>> = {
  autoRegister: 'the uuid is the member: a repeat signs the same member in again (tested below)',
  login: 'a repeat signs the same member in again (tested below)',
  changePassword: 'the repeat window, behind a rate limit that counts every attempt (tested below)',
  playbackBeacon: 'anonymous statistics; deploy/nginx.conf never resends it',
  offlineLicence: 'its natural key (member, device, episode, rendition): a repeat renews the one licence, same id, one row (test/offline.test.ts)',
  offlineCheck: 'a repeat decides each licence again: a revocation is final and kept, a renewal moves the end by the same rule (test/offline.test.ts)',
};
const reading: EndpointName[] = [
  'memberByCode',
  'invitedList',
  'config',
  'ads',
  'homeIndex',
  'listPaging',
  'listIndexLike',
  'darkWebGroups',
  'changeBatch',
  'subjectMovies',
  'search',
  'categories',
  'videoDetail',
  'lookOk',
  'collectList',
  'topics',
  'hotSearch',
  'danmakuSince',
  'danmakuStretch',
  'goods',
  'orderState',
  'records',
  'signState',
  'signCount',
  'tasks',
  'chatList',
];

test('every call of the contract is classified: run once per request, safe by nature, or reading', () => {
  const classified = [...Object.keys(repeats), ...Object.keys(safeByNature), ...reading].sort();
  expect(classified).toEqual(Object.keys(api).sort());
});

describe('sent twice, a call changes things once and answers the same', () => {
  test.each(Object.keys(repeats))('%s', async (name) => {
    await repeats[name as EndpointName]!();
    expect(await ledgerDrift(db)).toEqual([]);
  });
});

describe('the calls safe by nature', () => {
  test('auto-register twice: one member, the same member both times, and the token of the repeat works', async () => {
    const body = { deviceType: 0, uuid: '5f0c2a7e-3b1d-4c8e-9a6f-2d4b8e1c7a93' };
    const [first, second] = await twice(() => call(t.app, 'POST', api.autoRegister.path, body));
    const a = envelope<{ memberCode: string; token: string }>(first, t.config);
    const b = envelope<{ memberCode: string; token: string }>(second, t.config);
    expect(b.data.memberCode).toBe(a.data.memberCode);
    expect(await rows('SELECT 1 FROM members')).toBe(1);
    expect((await call(t.app, 'POST', api.memberByCode.path, {}, { token: b.data.token })).json()).toMatchObject({ code: 0 });
  });

  test('login twice: the same member, and the repeat token (the one the client keeps) works', async () => {
    const m = await member();
    const body = { loginName: m.memberName, loginPwd: m.memberPwdTemp, type: 'login' };
    const [first, second] = await twice(() => call(t.app, 'POST', api.login.path, body));
    expect(envelope<{ memberCode: string }>(first, t.config).data.memberCode).toBe(m.memberCode);
    const repeat = envelope<{ memberCode: string; token: string }>(second, t.config);
    expect(repeat.data.memberCode).toBe(m.memberCode);
    expect((await call(t.app, 'POST', api.memberByCode.path, {}, { token: repeat.data.token })).json()).toMatchObject({ code: 0 });
  });

  test('changePwd twice: changed once; the repeat answers the change again, or 8000 where the change ended its session; never 原密码错误', async () => {
    const m = await member();
    const body = { memberCode: m.memberCode, oldPwd: m.memberPwdTemp, newPwd: 'mine-2026' };
    const [first, second] = await twice(post(api.changePassword.path, body, m));
    expect(first.json()).toMatchObject({ code: 0 });
    // PRODUCT keeps the session that made the change: the repeat then reaches the
    // window and gets the change's own answer. Where a change ends every session, the repeat
    // answers 8000, which sends the client to /login just as the change does.
    if (second.json().code !== 8000) expect(second.body).toBe(first.body);
    const login = await call(t.app, 'POST', api.login.path, { loginName: m.memberName, loginPwd: 'mine-2026', type: 'login' });
    expect(login.json()).toMatchObject({ code: 0 });
  });
});
