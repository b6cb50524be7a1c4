import { api, type RecordItem, SINGLE_EPISODE_COINS, zhCNLedger, zhCNPurchase } from '@nocturne/core';
import { describe, expect, test } from 'vitest';
import type { Db } from '../src/db/db.ts';
import { IDEMPOTENCY_WINDOW_MS } from '../src/http/idempotent.ts';
import { grantVipDays } from '../src/members/vip.ts';
import { call, envelope, registerMember, serverPerFile, type TestApp } from './harness.ts';
import { balancesOf, credit, ledgerDrift, memberIdOf, videoWithEpisodes } from './money.ts';

let db: Db;
let t: TestApp;

serverPerFile((server) => ({ db, t } = server));

async function buyer(coins: number) {
  const member = await registerMember(t.app);
  const id = await memberIdOf(db, member.memberCode);
  if (coins > 0) await credit(db, id, 'coins', coins);
  return { token: member.token, id };
}

function buy(token: string, cartoonCode: number | string, moviesInfoId: number) {
  return call(t.app, 'POST', api.buy.path, { cartoonCode, moviesInfoId, type: 0 }, { token });
}

async function purchases(memberId: number): Promise<number> {
  const rows = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM episode_purchases WHERE member_id = $1', [memberId]);
  return rows[0]!.n;
}

describe('buying an episode', () => {
  test(`charges ${SINGLE_EPISODE_COINS} coins once and answers the message encrypted`, async () => {
    const member = await buyer(5);
    const video = await videoWithEpisodes(db);
    const first = envelope<string>(await buy(member.token, video.code, video.episodeIds[0]!), t.config, true);
    expect(first).toMatchObject({ code: 0, data: zhCNPurchase.succeeded });
    expect((await balancesOf(db, member.id)).coins).toBe(3);

    // Past the double-tap window (an identical repeat within it answers the first answer again).
    t.clock.advance(IDEMPOTENCY_WINDOW_MS + 1);
    const again = envelope<string>(await buy(member.token, video.code, video.episodeIds[0]!), t.config, true);
    expect(again).toMatchObject({ code: 0, data: zhCNPurchase.alreadyBought });
    expect((await balancesOf(db, member.id)).coins).toBe(3);
    expect(await purchases(member.id)).toBe(1);
    const ledger = await db.query('SELECT account, delta, reason FROM ledger WHERE member_id = $1 AND reason = $2', [member.id, 'episode']);
    expect(ledger).toEqual([{ account: 'coins', delta: -2, reason: 'episode' }]);
  });

  test('the coin record names the video and episode bought, never the internal reference, even once the video is gone', async () => {
    const member = await buyer(5);
    const video = await videoWithEpisodes(db, 2);
    await buy(member.token, video.code, video.episodeIds[1]!);
    const records = async () => envelope<RecordItem[]>(await call(t.app, 'POST', api.records.path, { index: 1 }, { token: member.token }), t.config, true).data;
    const [bought] = await records();
    expect(bought).toMatchObject({
      title: '测试视频 第2集',
      amountSource: zhCNLedger.episode,
      price: -SINGLE_EPISODE_COINS,
      purchase: { cartoonCode: video.code, videoName: '测试视频', episodeName: '第2集' },
    });
    await db.query('DELETE FROM videos WHERE id = $1', [video.code]);
    const [gone] = await records();
    expect(gone!.title).toBe(zhCNLedger.removedVideo);
    expect(gone!.purchase).toBeUndefined();
  });

  test('with too few coins it refuses with a message and changes nothing', async () => {
    const member = await buyer(1);
    const video = await videoWithEpisodes(db);
    const response = await buy(member.token, video.code, video.episodeIds[0]!);
    const body = envelope<null>(response, t.config);
    expect(body.code).not.toBe(0);
    expect(body.msg).toBe(zhCNPurchase.insufficientCoins);
    expect((await balancesOf(db, member.id)).coins).toBe(1);
    expect(await purchases(member.id)).toBe(0);
  });

  test('takes the video code as a number or as its digits', async () => {
    const member = await buyer(5);
    const video = await videoWithEpisodes(db, 2);
    expect(envelope<string>(await buy(member.token, video.code, video.episodeIds[0]!), t.config, true).data).toBe(zhCNPurchase.succeeded);
    expect(envelope<string>(await buy(member.token, String(video.code), video.episodeIds[1]!), t.config, true).data).toBe(zhCNPurchase.succeeded);
    expect((await balancesOf(db, member.id)).coins).toBe(1);
  });

  test('a VIP member is not charged for what VIP already includes', async () => {
    const member = await buyer(5);
    await grantVipDays(db, { memberId: member.id, days: 30, reason: 'plan', now: t.clock.now(), period: 1 });
    const video = await videoWithEpisodes(db);
    const body = envelope<string>(await buy(member.token, video.code, video.episodeIds[0]!), t.config, true);
    expect(body.data).toBe(zhCNPurchase.vipIncluded);
    expect((await balancesOf(db, member.id)).coins).toBe(5);
  });

  test('an episode of another video, a taken-down video or no such episode is a 404', async () => {
    const member = await buyer(10);
    const one = await videoWithEpisodes(db);
    const other = await videoWithEpisodes(db);
    expect((await buy(member.token, one.code, other.episodeIds[0]!)).json().code).toBe(404);
    expect((await buy(member.token, one.code, 999_999)).json().code).toBe(404);
    await db.query("UPDATE videos SET status = 'taken_down' WHERE id = $1", [one.code]);
    expect((await buy(member.token, one.code, one.episodeIds[0]!)).json().code).toBe(404);
    expect((await balancesOf(db, member.id)).coins).toBe(10);
  });

  test.each([
    ['no fields', {}],
    ['a text episode id', { cartoonCode: 1, moviesInfoId: 'one', type: 0 }],
    ['a negative episode id', { cartoonCode: 1, moviesInfoId: -1, type: 0 }],
    ['a huge code', { cartoonCode: '9'.repeat(5000), moviesInfoId: 1, type: 0 }],
    ['a text code', { cartoonCode: 'v0001', moviesInfoId: 1, type: 0 }],
    ['a zero code', { cartoonCode: 0, moviesInfoId: 1, type: 0 }],
  ])('bad input (%s) is a 400 with a message', async (_name, body) => {
    const member = await buyer(10);
    const response = await call(t.app, 'POST', api.buy.path, body, { token: member.token });
    expect(response.json().code).toBe(400);
    expect(envelope(response, t.config).msg).toBeTruthy();
    expect((await balancesOf(db, member.id)).coins).toBe(10);
  });

  test('needs a member', async () => {
    const video = await videoWithEpisodes(db);
    expect((await call(t.app, 'POST', api.buy.path, { cartoonCode: video.code, moviesInfoId: video.episodeIds[0], type: 0 })).json().code).toBe(8000);
  });
});

describe('buying under concurrency', () => {
  test('50 parallel buys of different episodes with coins for one: exactly one succeeds', async () => {
    const member = await buyer(SINGLE_EPISODE_COINS);
    const video = await videoWithEpisodes(db, 50);
    const answers = await Promise.all(video.episodeIds.map((id) => buy(member.token, video.code, id)));
    const codes = answers.map((response) => envelope(response, t.config).code);
    expect(codes.filter((code) => code === 0)).toHaveLength(1);
    expect((await balancesOf(db, member.id)).coins).toBe(0);
    expect(await purchases(member.id)).toBe(1);
    expect(await ledgerDrift(db)).toEqual([]);
  });

  test('50 parallel buys of one episode charge once', async () => {
    const member = await buyer(100);
    const video = await videoWithEpisodes(db);
    await Promise.all(Array.from({ length: 50 }, () => buy(member.token, video.code, video.episodeIds[0]!)));
    expect((await balancesOf(db, member.id)).coins).toBe(100 - SINGLE_EPISODE_COINS);
    expect(await ledgerDrift(db)).toEqual([]);
  });
});
