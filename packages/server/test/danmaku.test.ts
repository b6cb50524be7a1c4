import {
  api,
  DANMAKU_PER_MINUTE,
  DANMAKU_SINCE_MAX,
  DANMAKU_STRETCH_MAX,
  DANMAKU_TEXT_MAX,
  type Danmu,
  type VideoDetail,
  zhCNDanmaku,
  zhCNServer,
} from '@nocturne/core';
import { describe, expect, test } from 'vitest';
import { PAGE_DEFAULT, PAGE_MAX, type Page } from '../src/admin/paging.ts';
import type { Db } from '../src/db/db.ts';
import { call, envelope, registerMember, serverPerFile, TEST_ADMIN_TOKEN, type TestApp } from './harness.ts';
import { memberIdOf, videoWithEpisodes } from './money.ts';

let db: Db;
let t: TestApp;

serverPerFile((server) => ({ db, t } = server));

type Member = Awaited<ReturnType<typeof registerMember>>;

const send = async (member: Member, body: { vid: number; text: string; time: number }) =>
  envelope<Danmu>(await call(t.app, 'POST', api.sendDanmaku.path, body, { token: member.token }), t.config);
const since = async (member: Member, vid: number, afterId: number) =>
  envelope<Danmu[]>(await call(t.app, 'POST', api.danmakuSince.path, { vid, afterId }, { token: member.token }), t.config);
const admin = (method: 'GET' | 'DELETE', url: string) => t.app.inject({ method, url: `/admin${url}`, headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` } });

async function videoLasting(seconds: number): Promise<number> {
  const video = await videoWithEpisodes(db);
  await db.query('UPDATE videos SET duration_seconds = $1 WHERE id = $2', [seconds, video.code]);
  return video.code;
}

describe('sending danmaku', () => {
  test('is stored trimmed at the whole second, with the member and the time it was sent, and answered as stored', async () => {
    const m = await registerMember(t.app);
    const vid = await videoLasting(120);
    const answer = await send(m, { vid, text: '  前方高能  ', time: 12.7 });
    expect(answer.code).toBe(0);
    expect(answer.data).toEqual({ id: expect.any(Number), text: '前方高能', time: 12 });
    const [row] = await db.query<{ member_id: number; created_at: Date; video_id: number }>('SELECT member_id, created_at, video_id FROM danmu WHERE id = $1', [answer.data.id]);
    expect(row).toEqual({ member_id: await memberIdOf(db, m.memberCode), created_at: t.clock.now(), video_id: vid });
  });

  test('a time past the end is the last second of the video', async () => {
    const m = await registerMember(t.app);
    const vid = await videoLasting(60);
    expect((await send(m, { vid, text: '结尾', time: 999 })).data.time).toBe(60);
  });

  test(`1 to ${DANMAKU_TEXT_MAX} characters after trimming, one line: anything else is a 400 with its reason and stores nothing`, async () => {
    const m = await registerMember(t.app);
    const vid = await videoLasting(60);
    expect(DANMAKU_TEXT_MAX).toBe(30);
    expect((await send(m, { vid, text: '好'.repeat(30), time: 1 })).code).toBe(0);
    const cases: [string, string][] = [
      ['   ', zhCNDanmaku.required],
      ['好'.repeat(31), '弹幕最多30个字'],
      ['第一行\n第二行', zhCNDanmaku.badCharacters],
      ['abc\u202Edef', zhCNDanmaku.badCharacters],
      ['x'.repeat(5000), '弹幕最多30个字'],
    ];
    for (const [text, message] of cases) {
      const answer = await send(m, { vid, text, time: 1 });
      expect([answer.code, answer.msg], text.slice(0, 10)).toEqual([400, message]);
    }
    // Only a body no person types is refused by its shape.
    expect((await send(m, { vid, text: 'x'.repeat(10_001), time: 1 })).msg).toMatch(new RegExp(`^${zhCNServer.badRequest}`));
    expect(await db.query('SELECT text FROM danmu')).toEqual([{ text: '好'.repeat(30) }]);
  });

  test('bad numbers and unknown or taken-down videos are refused, never stored', async () => {
    const m = await registerMember(t.app);
    const vid = await videoLasting(60);
    expect((await send(m, { vid, text: '好', time: -1 })).code).toBe(400);
    expect((await send(m, { vid: 0, text: '好', time: 1 })).code).toBe(400);
    expect((await send(m, { vid: 999_999, text: '好', time: 1 })).code).toBe(404);
    await db.query("UPDATE videos SET status = 'taken_down' WHERE id = $1", [vid]);
    expect((await send(m, { vid, text: '好', time: 1 })).code).toBe(404);
    expect(await db.query('SELECT id FROM danmu')).toEqual([]);
  });

  test(`${DANMAKU_PER_MINUTE} a minute per member: the next is a 429 until the minute is over; refused texts do not count`, async () => {
    expect(DANMAKU_PER_MINUTE).toBe(10);
    const m = await registerMember(t.app);
    const other = await registerMember(t.app);
    const vid = await videoLasting(60);
    expect((await send(m, { vid, text: '', time: 0 })).code).toBe(400);
    const codes = [];
    for (let n = 0; n < 11; n += 1) codes.push((await send(m, { vid, text: `第${n}条`, time: n })).code);
    expect(codes).toEqual([...Array<number>(10).fill(0), 429]);
    expect((await send(m, { vid, text: '还想说', time: 1 })).msg).toBe(zhCNServer.tooManyRequests);
    // Another member is not held back by this one.
    expect((await send(other, { vid, text: '我也来', time: 1 })).code).toBe(0);
    t.clock.advance(60_000);
    expect((await send(m, { vid, text: '又能发了', time: 2 })).code).toBe(0);
  });

  test('needs a signed-in member', async () => {
    const vid = await videoLasting(60);
    const anonymous = await call(t.app, 'POST', api.sendDanmaku.path, { vid, text: '匿名', time: 1 });
    expect(anonymous.json().code).toBe(8000);
    const watching = await call(t.app, 'POST', api.danmakuSince.path, { vid, afterId: 0 });
    expect(watching.json().code).toBe(8000);
    expect(await db.query('SELECT id FROM danmu')).toEqual([]);
  });
});

describe('danmaku since an id (live updates)', () => {
  test('another member sees what was sent after the last id it has, oldest first, only of that video', async () => {
    const sender = await registerMember(t.app);
    const watcher = await registerMember(t.app);
    const vid = await videoLasting(600);
    const otherVid = await videoLasting(600);
    const first = (await send(sender, { vid, text: '第一', time: 5 })).data;
    await send(sender, { vid: otherVid, text: '别的视频', time: 5 });
    expect((await since(watcher, vid, 0)).data).toEqual([first]);
    expect((await since(watcher, vid, first.id)).data).toEqual([]);
    const second = (await send(sender, { vid, text: '第二', time: 3 })).data;
    const third = (await send(sender, { vid, text: '第三', time: 9 })).data;
    expect((await since(watcher, vid, first.id)).data).toEqual([second, third]);
  });

  test(`pages by ${DANMAKU_SINCE_MAX}: the next poll continues after the last one it got`, async () => {
    expect(DANMAKU_SINCE_MAX).toBe(100);
    const watcher = await registerMember(t.app);
    const vid = await videoLasting(600);
    await db.query("INSERT INTO danmu (video_id, text, time_seconds) SELECT $1, '弹幕' || n, n FROM generate_series(1, 150) n", [vid]);
    const page = (await since(watcher, vid, 0)).data;
    expect(page).toHaveLength(100);
    const rest = (await since(watcher, vid, page.at(-1)!.id)).data;
    expect(rest).toHaveLength(50);
    expect(rest.at(-1)!.text).toBe('弹幕150');
  });

  test('an unknown video is a 404, a bad id a 400', async () => {
    const watcher = await registerMember(t.app);
    expect((await since(watcher, 999_999, 0)).code).toBe(404);
    const vid = await videoLasting(60);
    for (const afterId of [-1, 1.5, 'x']) {
      const answer = envelope(await call(t.app, 'POST', api.danmakuSince.path, { vid, afterId }, { token: watcher.token }), t.config);
      expect(answer.code).toBe(400);
    }
  });

  test('the video detail carries sent danmaku too', async () => {
    const m = await registerMember(t.app);
    const vid = await videoLasting(60);
    const sent = (await send(m, { vid, text: '详情里也有', time: 7 })).data;
    const detail = envelope<VideoDetail>(await call(t.app, 'POST', api.videoDetail.path, { index: 0, vid }, { token: m.token }), t.config, true).data;
    expect(detail.danmuList).toContainEqual(sent);
  });
});

describe('a busy video, a stretch at a time in video-time order', () => {
  const stretch = async (member: Member, body: { vid: number; afterTime: unknown; afterId: unknown }) =>
    envelope<Danmu[]>(await call(t.app, 'POST', api.danmakuStretch.path, body, { token: member.token }), t.config);
  const detailOf = async (member: Member, vid: number) =>
    envelope<VideoDetail>(await call(t.app, 'POST', api.videoDetail.path, { index: 0, vid }, { token: member.token }), t.config, true).data;

  test(`the detail holds the first ${DANMAKU_STRETCH_MAX} by video time; the next stretch continues from its last, however many share a second`, async () => {
    expect(DANMAKU_STRETCH_MAX).toBe(200);
    const m = await registerMember(t.app);
    const vid = await videoLasting(3600);
    // Stored out of time order: 150 at second 500 first, then 150 at seconds 1..150, then 50 more at 500.
    await db.query("INSERT INTO danmu (video_id, text, time_seconds) SELECT $1, '高能' || n, 500 FROM generate_series(1, 150) n", [vid]);
    await db.query("INSERT INTO danmu (video_id, text, time_seconds) SELECT $1, '开场' || n, n FROM generate_series(1, 150) n", [vid]);
    await db.query("INSERT INTO danmu (video_id, text, time_seconds) SELECT $1, '后来' || n, 500 FROM generate_series(1, 50) n", [vid]);

    const first = (await detailOf(m, vid)).danmuList;
    expect(first).toHaveLength(200);
    expect(first.slice(0, 150).map((d) => d.time)).toEqual(Array.from({ length: 150 }, (_, i) => i + 1));
    const last = first.at(-1)!;
    expect(last.time).toBe(500);

    const next = await stretch(m, { vid, afterTime: last.time, afterId: last.id });
    expect(next.code).toBe(0);
    expect(next.data).toHaveLength(150);
    const all = [...first, ...next.data];
    expect(new Set(all.map((d) => d.id)).size).toBe(350);
    expect(all.map((d) => d.time)).toEqual([...all.map((d) => d.time)].sort((a, b) => a - b));
    expect((await stretch(m, { vid, afterTime: 500, afterId: next.data.at(-1)!.id })).data).toEqual([]);
    // From a moment the member sought to: only what comes after it.
    expect((await stretch(m, { vid, afterTime: 149, afterId: 0 })).data.slice(0, 2).map((d) => d.text)).toEqual(['开场149', '开场150']);
  });

  test('an unknown video is a 404; bad moments are a 400', async () => {
    const m = await registerMember(t.app);
    expect((await stretch(m, { vid: 999_999, afterTime: 0, afterId: 0 })).code).toBe(404);
    const vid = await videoLasting(60);
    for (const [afterTime, afterId] of [[-1, 0], [1.5, 0], ['x', 0], [0, -1], [0, 'x'], [1e12, 0]]) {
      expect((await stretch(m, { vid, afterTime, afterId })).code, `${afterTime}/${afterId}`).toBe(400);
    }
  });
});

describe('operators', () => {
  test('list a video’s danmaku with their senders, newest first, and delete one: gone for every member', async () => {
    const m = await registerMember(t.app);
    const vid = await videoLasting(60);
    await db.query("INSERT INTO danmu (video_id, text, time_seconds) VALUES ($1, '种子弹幕', 1)", [vid]);
    const older = (await send(m, { vid, text: '先发的', time: 2 })).data;
    t.clock.advance(1000);
    const rude = (await send(m, { vid, text: '不友善的话', time: 3 })).data;
    const listed = await admin('GET', `/videos/${vid}/danmaku`);
    expect(listed.statusCode).toBe(200);
    const rows = (listed.json() as { data: Page<{ id: number; text: string; memberCode: string | null }> }).data.items;
    expect(rows.map((row) => [row.text, row.memberCode])).toEqual([
      ['不友善的话', m.memberCode],
      ['先发的', m.memberCode],
      ['种子弹幕', null],
    ]);
    expect((await admin('DELETE', `/danmaku/${rude.id}`)).statusCode).toBe(200);
    expect((await since(m, vid, 0)).data.map((d) => d.id)).not.toContain(rude.id);
    expect((await since(m, vid, 0)).data.map((d) => d.id)).toContain(older.id);
    expect((await admin('DELETE', `/danmaku/${rude.id}`)).statusCode).toBe(404);
    expect((await admin('DELETE', '/danmaku/abc')).statusCode).toBe(400);
  });

  test(`page through all of a video's danmaku, ${PAGE_DEFAULT} a page by default and at most ${PAGE_MAX}: none twice, none missed while members keep sending`, async () => {
    expect([PAGE_DEFAULT, PAGE_MAX]).toEqual([50, 500]);
    const vid = await videoLasting(600);
    const other = await videoLasting(600);
    const insert = (video: number, count: number, from: number) =>
      db.query(
        `INSERT INTO danmu (video_id, text, time_seconds) SELECT $1, '第' || n || '条', n FROM generate_series($2::int, $3::int) AS n`,
        [video, from, from + count - 1],
      );
    await insert(vid, 120, 1);
    await insert(other, 5, 1);
    const pageAt = async (query: string) => {
      const answer = await admin('GET', `/videos/${vid}/danmaku${query}`);
      expect(answer.statusCode).toBe(200);
      return (answer.json() as { data: Page<{ id: number; text: string }> }).data;
    };

    const first = await pageAt('');
    expect(first.items).toHaveLength(50);
    expect(first.items[0]!.text).toBe('第120条');
    // Members keep sending while the operator reads: the newer ones never shift a page.
    await insert(vid, 10, 1000);
    const seen = [...first.items];
    let cursor = first.nextCursor;
    while (cursor) {
      const page = await pageAt(`?cursor=${cursor}`);
      seen.push(...page.items);
      cursor = page.nextCursor;
    }
    expect(seen.map((row) => row.text)).toEqual(Array.from({ length: 120 }, (_, i) => `第${120 - i}条`));

    const all = await pageAt(`?limit=${PAGE_MAX}`);
    expect(all.items).toHaveLength(130);
    expect(all.nextCursor).toBeNull();
    for (const bad of [`limit=${PAGE_MAX + 1}`, 'limit=0', 'cursor=abc', 'cursor=-1', 'cursor=1e3']) {
      const answer = await admin('GET', `/videos/${vid}/danmaku?${bad}`);
      expect(answer.statusCode, bad).toBe(400);
    }
  });

  test('need the operator token', async () => {
    const vid = await videoLasting(60);
    expect((await t.app.inject({ method: 'GET', url: `/admin/videos/${vid}/danmaku` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: '/admin/danmaku/1' })).statusCode).toBe(401);
  });
});
