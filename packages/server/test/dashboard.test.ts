/**
 * The dashboard (GET /admin/dashboard): each figure of today against yesterday, in
 * the business time zone (Asia/Shanghai: the test clock's 2026-06-01T04:00Z is noon of June
 * 1st there), playback quality over the last 7 business days, and the most played videos.
 */
import { operatorApi, OPERATOR_ROLES, type DashboardView } from '@nocturne/core';
import { expect, test } from 'vitest';
import type { Db } from '../src/db/db.ts';
import { serverPerFile, TEST_ADMIN_TOKEN, type TestApp } from './harness.ts';
import { videoWithEpisodes } from './money.ts';
import { signedInOperator } from './operators.ts';

let db: Db;
let t: TestApp;
serverPerFile((server) => ({ db, t } = server));

/** Instants of the two days (UTC; Shanghai is 8 hours ahead). */
const TODAY = '2026-06-01T01:00:00Z';
/** 00:30 on June 1st in Shanghai, still May 31st in UTC: today. */
const TODAY_JUST_AFTER_MIDNIGHT = '2026-05-31T16:30:00Z';
/** 23:30 on May 31st in Shanghai: yesterday. */
const YESTERDAY_LATE = '2026-05-31T15:30:00Z';
const YESTERDAY = '2026-05-31T02:00:00Z';
const TWO_DAYS_AGO = '2026-05-30T02:00:00Z';

async function member(code: string, createdAt: string): Promise<number> {
  const rows = await db.query<{ id: number }>(
    "INSERT INTO members (member_code, member_name, password_hash, nickname, created_at) VALUES ($1, $1, 'x', $1, $2) RETURNING id",
    [code, createdAt],
  );
  return Number(rows[0]!.id);
}

async function fetchDashboard(): Promise<DashboardView> {
  const answer = await t.app.inject({ method: 'GET', url: operatorApi.dashboard.path, headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` } });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<{ data: DashboardView }>().data;
}

test('new and active members: registered, and signed in, checked in, watched or played, by business day', async () => {
  const a = await member('10000001', TODAY);
  const b = await member('10000002', TODAY_JUST_AFTER_MIDNIGHT);
  const c = await member('10000003', YESTERDAY_LATE);
  const d = await member('10000004', YESTERDAY);
  await member('10000005', TWO_DAYS_AGO);
  const video = await videoWithEpisodes(db);
  // a: watched and checked in today (counted once); b: a new token today; c: checked in yesterday; d: moved a player yesterday.
  await db.query("INSERT INTO watch_time (member_id, day, seconds) VALUES ($1, '2026-06-01', 60), ($2, '2026-06-01', 0)", [a, c]);
  await db.query("INSERT INTO sign_ins (member_id, day, count, reward_kind, reward_amount) VALUES ($1, '2026-06-01', 1, 'coins', 1), ($2, '2026-05-31', 1, 'coins', 1)", [a, c]);
  await db.query("INSERT INTO member_tokens (token_hash, member_id, created_at, expires_at) VALUES ('t1', $1, $2, '2027-01-01')", [b, TODAY_JUST_AFTER_MIDNIGHT]);
  await db.query('INSERT INTO playback_progress (member_id, video_id, position_seconds, updated_at) VALUES ($1, $2, 10, $3)', [d, video.code, YESTERDAY]);
  const { today, figures } = await fetchDashboard();
  expect(today).toBe('2026-06-01');
  expect(figures.newMembers).toEqual({ today: 2, yesterday: 2 });
  expect(figures.activeMembers).toEqual({ today: 2, yesterday: 2 });
});

test('revenue: paid top-ups and VIP orders by the day they were paid; coins spent without operators\' adjustments', async () => {
  const m = await member('10000001', TWO_DAYS_AGO);
  const order = (no: string, kind: string, fen: number, state: string, settledAt: string | null) =>
    db.query("INSERT INTO pay_orders (order_no, member_id, kind, amount_fen, channel, provider, subject, state, created_at, settled_at) VALUES ($1, $2, $3, $4, 1, 'sandbox', 's', $5, $6, $7)", [
      no, m, kind, fen, state, YESTERDAY, settledAt,
    ]);
  await order('o1', 'coins', 1000, 'paid', TODAY);
  await order('o2', 'coins', 3000, 'paid', TODAY_JUST_AFTER_MIDNIGHT);
  await order('o3', 'vip', 2500, 'paid', TODAY);
  await order('o4', 'coins', 500, 'paid', YESTERDAY_LATE);
  await order('o5', 'coins', 9900, 'pending', null);
  await order('o6', 'vip', 9900, 'failed', null);
  await order('o7', 'vip', 700, 'paid', TWO_DAYS_AGO);
  const ledger = (delta: number, reason: string, at: string, account = 'coins') =>
    db.query('INSERT INTO ledger (member_id, account, delta, balance_after, reason, created_at) VALUES ($1, $2, $3, 1000, $4, $5)', [m, account, delta, reason, at]);
  await ledger(-30, 'episode', TODAY);
  await ledger(-20, 'vipPurchase', TODAY);
  await ledger(-100, 'operator', TODAY);
  await ledger(50, 'topUp', TODAY);
  await ledger(-500, 'withdrawal', TODAY, 'balance');
  await ledger(-7, 'episode', YESTERDAY);
  const { figures } = await fetchDashboard();
  expect(figures.topUpRevenueFen).toEqual({ today: 4000, yesterday: 500 });
  expect(figures.vipRevenueFen).toEqual({ today: 2500, yesterday: 0 });
  expect(figures.coinsSpent).toEqual({ today: 50, yesterday: 7 });
});

test('queues: withdrawals waiting, open reports and unanswered chats now, and as they stood when today began', async () => {
  const a = await member('10000001', TWO_DAYS_AGO);
  const b = await member('10000002', TWO_DAYS_AGO);
  const c = await member('10000003', TWO_DAYS_AGO);
  const d = await member('10000004', TWO_DAYS_AGO);
  const e = await member('10000005', TWO_DAYS_AGO);
  const withdrawal = (state: string, createdAt: string, decidedAt: string | null) =>
    db.query("INSERT INTO withdrawals (member_id, amount_fen, image_url, channel, state, created_at, decided_at) VALUES ($1, 100, '/u/x.png', 'wx', $2, $3, $4)", [a, state, createdAt, decidedAt]);
  await withdrawal('pending', YESTERDAY, null); // both
  await withdrawal('pending', TODAY, null); // now
  await withdrawal('approved', YESTERDAY, TODAY); // at the start of today
  await withdrawal('rejected', YESTERDAY, TODAY_JUST_AFTER_MIDNIGHT); // at the start of today
  await withdrawal('approved', TWO_DAYS_AGO, YESTERDAY); // neither
  const video = await videoWithEpisodes(db);
  const report = (who: number, state: string, createdAt: string, resolvedAt: string | null) =>
    db.query('INSERT INTO reports (member_id, video_id, state, created_at, resolved_at) VALUES ($1, $2, $3, $4, $5)', [who, video.code, state, createdAt, resolvedAt]);
  await report(a, 'open', TODAY, null); // now
  await report(b, 'dismissed', YESTERDAY, TODAY); // start
  await report(c, 'open', YESTERDAY, null); // both
  await report(d, 'taken_down', YESTERDAY, YESTERDAY_LATE); // neither
  const say = (who: number, sender: string, at: string) => db.query("INSERT INTO chat_messages (member_id, sender, kind, body, created_at) VALUES ($1, $2, 'text', '你好', $3)", [who, sender, at]);
  await say(a, 'member', YESTERDAY); // answered today: waiting at the start only
  await say(a, 'operator', TODAY);
  await say(b, 'member', TODAY); // now only
  await say(c, 'member', YESTERDAY); // both
  await say(d, 'member', YESTERDAY); // answered yesterday: neither
  await say(d, 'operator', YESTERDAY_LATE);
  await say(e, 'operator', YESTERDAY); // the member wrote back today: now only
  await say(e, 'member', TODAY);
  const { figures } = await fetchDashboard();
  expect(figures.withdrawalsWaiting).toEqual({ today: 2, yesterday: 3 });
  expect(figures.openReports).toEqual({ today: 2, yesterday: 2 });
  expect(figures.chatsWaiting).toEqual({ today: 3, yesterday: 2 });
});

test('offline downloads: licences granted by the business day first granted; a renewal is not another download', async () => {
  const m = await member('10000001', TWO_DAYS_AGO);
  const video = await videoWithEpisodes(db, 2);
  const grant = (id: string, episode: number, rendition: string, issuedAt: string, renewedAt: string) =>
    db.query(
      `INSERT INTO offline_licences (id, member_id, device, video_id, episode_id, rendition, issued_at, renewed_at, expires_at)
       VALUES ($1, $2, 'device-0001', $3, $4, $5, $6, $7, '2026-07-01')`,
      [id, m, video.code, episode, rendition, issuedAt, renewedAt],
    );
  await grant('a', video.episodeIds[0]!, '360p', TODAY, TODAY);
  await grant('b', video.episodeIds[1]!, '360p', TODAY_JUST_AFTER_MIDNIGHT, TODAY);
  await grant('c', video.episodeIds[0]!, '540p', YESTERDAY_LATE, TODAY); // granted yesterday, renewed today
  await grant('d', video.episodeIds[1]!, '540p', TWO_DAYS_AGO, TODAY);
  const { figures } = await fetchDashboard();
  expect(figures.offlineDownloads).toEqual({ today: 2, yesterday: 1 });
});

test('playback quality: 7 business days, oldest first, percentiles of all videos\' first frames and the rebuffer ratio; top videos by plays', async () => {
  const one = await videoWithEpisodes(db);
  const two = await videoWithEpisodes(db);
  await db.query("UPDATE videos SET name = '第二部' WHERE id = $1", [two.code]);
  const day = (date: string, video: number, plays: number, buckets: Record<string, number>, rebufferMs: number, watchedMs: number) =>
    db.query(
      `INSERT INTO playback_daily (day, video_id, beacons, plays, first_frame_ms, first_frame_buckets, rebuffers, rebuffer_ms, watched_ms, switches, errors, renditions)
       VALUES ($1, $2, $3, $3, 0, $4::text::jsonb, 0, $5, $6, 0, '{}'::jsonb, '{}'::jsonb)`,
      [date, video, plays, JSON.stringify(buckets), rebufferMs, watchedMs],
    );
  await day('2026-06-01', one.code, 4, { '500': 2, '1000': 1, '4000': 1 }, 1000, 9000);
  await day('2026-06-01', two.code, 2, { '1000': 2 }, 0, 1000);
  await day('2026-05-29', two.code, 10, { '250': 10 }, 0, 60_000);
  // Eight days back: outside the chart and the top list.
  await day('2026-05-25', one.code, 100, { '8000': 100 }, 5000, 5000);
  const { playback, topVideos } = await fetchDashboard();
  expect(playback.map((entry) => entry.day)).toEqual(['2026-05-26', '2026-05-27', '2026-05-28', '2026-05-29', '2026-05-30', '2026-05-31', '2026-06-01']);
  // Both videos' buckets together: 500:2, 1000:3, 4000:1 -> the 3rd of 6 plays is in 1000, the 5.4th in 4000.
  expect(playback[6]).toEqual({ day: '2026-06-01', plays: 6, firstFrameP50Ms: '1000', firstFrameP90Ms: '4000', rebufferRatio: 0.0909 });
  expect(playback[3]).toEqual({ day: '2026-05-29', plays: 10, firstFrameP50Ms: '250', firstFrameP90Ms: '250', rebufferRatio: 0 });
  expect(playback[0]).toEqual({ day: '2026-05-26', plays: 0, firstFrameP50Ms: null, firstFrameP90Ms: null, rebufferRatio: 0 });
  expect(topVideos).toEqual([
    { cartoonCode: two.code, name: '第二部', plays: 12 },
    { cartoonCode: one.code, name: '测试视频', plays: 4 },
  ]);
});

test('every role sees the dashboard; without a session it is a 401', async () => {
  for (const role of OPERATOR_ROLES) {
    const operator = await signedInOperator(t, db, role, `dash-${role}`);
    expect((await operator('GET', operatorApi.dashboard.path)).statusCode, role).toBe(200);
  }
  expect((await t.app.inject({ method: 'GET', url: operatorApi.dashboard.path })).statusCode).toBe(401);
});

test('money figures reach the owner and finance only; content and support get none (decision 0032)', async () => {
  const seen: Record<string, unknown> = {};
  for (const role of OPERATOR_ROLES) {
    const operator = await signedInOperator(t, db, role, `money-${role}`);
    const { figures } = (await operator('GET', operatorApi.dashboard.path)).json().data as DashboardView;
    seen[role] = [figures.topUpRevenueFen, figures.vipRevenueFen, figures.coinsSpent].map((pair) => pair !== null);
    expect(figures.newMembers, role).not.toBeNull();
  }
  expect(seen).toEqual({ owner: [true, true, true], finance: [true, true, true], content: [false, false, false], support: [false, false, false] });
});
