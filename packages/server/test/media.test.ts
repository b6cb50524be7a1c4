// The one test that runs ffmpeg: a short generated stream, served behind signed URLs.
import { Writable } from 'node:stream';
import { api, type VideoDetail } from '@nocturne/core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Db } from '../src/db/db.ts';
import { mediaFolder } from '../src/media/library.ts';
import { loginLoopPath, loginLoopUrl } from '../src/media/site.ts';
import { generateLoginLoop, generateTestPattern } from '../src/media/transcode.ts';
import { writeConfig } from '../src/site/appConfig.ts';
import { grantVipDays } from '../src/members/vip.ts';
import { call, envelope, openTestDb, registerMember, testApp, testConfig, type TestApp } from './harness.ts';

let db: Db;
let t: TestApp;
/** What the server logged at warn level and above. */
const warnings: string[] = [];
const STREAM_SECONDS = 8;
const PREVIEW_SECONDS = 3;

beforeAll(async () => {
  db = await openTestDb();
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      warnings.push(chunk.toString());
      done();
    },
  });
  t = await testApp(db, { logger: true, logStream, config: testConfig({ logLevel: 'warn' }) });
  await generateTestPattern(mediaFolder(t.config, 'clip'), { source: 'testsrc2', seconds: STREAM_SECONDS, frequency: 440 });
  await db.exec(`
    INSERT INTO media (id, dir, duration_seconds) VALUES (1, 'clip', ${STREAM_SECONDS});
    INSERT INTO videos (id, name, duration_seconds) VALUES (1, '测试图案', ${STREAM_SECONDS});
    INSERT INTO episodes (id, video_id, channel, name, sort, media_id) VALUES (1, 1, '线路一', '第1集', 1, 1);`);
  await writeConfig(db, { shikan: PREVIEW_SECONDS }, t.clock.now());
}, 180_000);
afterAll(async () => {
  await t.app.close();
  await db.close();
});

async function playlistUrlFor(token: string): Promise<string> {
  const detail = envelope<VideoDetail>(await call(t.app, 'POST', api.videoDetail.path, { index: 0, vid: 1 }, { token }), t.config, true);
  return detail.data.srcList[0]!.urlList[0]!.url;
}

/** The playlist URL with one part of its path (/media/play/<member>/<expiry>/<signature>/<file>) replaced. */
function withPathPart(url: string, index: 3 | 4 | 5 | 6, value: string): string {
  const parsed = new URL(url);
  const parts = parsed.pathname.split('/');
  parts[index] = value;
  parsed.pathname = parts.join('/');
  return parsed.toString();
}

const segmentUrls = (playlist: string) => playlist.split('\n').filter((line) => line.startsWith('/media/seg/'));
const memberIdOf = async (code: string) => (await db.query<{ id: number }>('SELECT id FROM members WHERE member_code = $1', [code]))[0]!.id;

test('a member without entitlement gets the preview: segments up to the preview seconds, one more, then the end', async () => {
  const member = await registerMember(t.app);
  const playlist = await t.app.inject({ method: 'GET', url: await playlistUrlFor(member.token) });
  expect(playlist.statusCode).toBe(200);
  expect(playlist.headers['content-type']).toContain('mpegurl');
  // hls.js in a client served from another origin fetches it by CORS.
  expect(playlist.headers['access-control-allow-origin']).toBe('*');
  // 2-second segments: those starting at 0 s and 2 s play before the 3-second limit, and the
  // one after, so a client that pauses at the limit pauses inside the media (playlist.ts).
  expect(segmentUrls(playlist.body)).toHaveLength(3);
  expect(playlist.body.trim().endsWith('#EXT-X-ENDLIST')).toBe(true);
});

test('a VIP gets every segment, and a segment is MPEG-TS', async () => {
  const member = await registerMember(t.app);
  await grantVipDays(db, { memberId: await memberIdOf(member.memberCode), days: 30, reason: 'test', now: t.clock.now() });
  const playlist = await t.app.inject({ method: 'GET', url: await playlistUrlFor(member.token) });
  const segments = segmentUrls(playlist.body);
  expect(segments).toHaveLength(STREAM_SECONDS / 2);
  const segment = await t.app.inject({ method: 'GET', url: segments[3]! });
  expect(segment.statusCode).toBe(200);
  expect(segment.headers['content-type']).toBe('video/mp2t');
  expect(segment.rawPayload[0]).toBe(0x47);
  expect(segment.headers['access-control-allow-origin']).toBe('*');
});

test('a tampered, re-targeted or expired URL is refused with 403, and the server logs no error for it', async () => {
  const member = await registerMember(t.app);
  warnings.length = 0;
  const url = await playlistUrlFor(member.token);
  expect(url).toMatch(/^http:\/\/localhost\/media\/play\/\d+\/\d+\/[\w-]+\/1\.m3u8$/);
  expect((await t.app.inject({ method: 'GET', url: withPathPart(url, 5, 'A'.repeat(43)) })).statusCode).toBe(403);
  expect((await t.app.inject({ method: 'GET', url: withPathPart(url, 3, '999999') })).statusCode).toBe(403);
  expect((await t.app.inject({ method: 'GET', url: withPathPart(url, 6, '2.m3u8') })).statusCode).toBe(403);
  expect((await t.app.inject({ method: 'GET', url: withPathPart(url, 6, '1.ts') })).statusCode).toBe(404);
  const playlist = await t.app.inject({ method: 'GET', url });
  const firstSegment = segmentUrls(playlist.body)[0]!;
  expect((await t.app.inject({ method: 'GET', url: firstSegment.replace('seg000.ts', 'seg003.ts') })).statusCode).toBe(403);
  t.clock.advance((t.config.mediaUrlTtlSeconds + 1) * 1000);
  try {
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(403);
  } finally {
    t.clock.reset();
  }
  // A refusal is an answer, not a fault: no TypeError with its stack for each tampered URL.
  expect(warnings).toEqual([]);
});

test('served segments count as watch time, never faster than the clock runs', async () => {
  const member = await registerMember(t.app);
  const memberId = await memberIdOf(member.memberCode);
  await grantVipDays(db, { memberId, days: 1, reason: 'test', now: t.clock.now() });
  const segments = segmentUrls((await t.app.inject({ method: 'GET', url: await playlistUrlFor(member.token) })).body);
  // The player buffers ahead: four segments at the same instant earn the first one's 2 s only.
  for (const url of segments) await t.app.inject({ method: 'GET', url });
  const watched = async () => (await db.query<{ seconds: number }>('SELECT seconds FROM watch_time WHERE member_id = $1', [memberId]))[0]!.seconds;
  expect(await watched()).toBe(2);
  t.clock.advance(10_000);
  try {
    await t.app.inject({ method: 'GET', url: segments[0]! });
    expect(await watched()).toBe(4);
  } finally {
    t.clock.reset();
  }
});

test('the login page\'s loop is a small MP4 served to anyone, cacheable and seekable', async () => {
  await generateLoginLoop(loginLoopPath(t.config));
  const url = loginLoopUrl(t.config);
  const whole = await t.app.inject({ method: 'GET', url });
  expect(whole.statusCode).toBe(200);
  expect(whole.headers['content-type']).toBe('video/mp4');
  expect(whole.headers['cache-control']).toContain('max-age=86400');
  expect(whole.rawPayload.subarray(4, 8).toString('latin1')).toBe('ftyp');
  expect(whole.rawPayload.length).toBeLessThan(300 * 1024);
  const part = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-99' } });
  expect(part.statusCode).toBe(206);
  expect(part.rawPayload).toHaveLength(100);
  // The stream of beforeAll sits next to site/: it must not be reachable unsigned from here.
  const escape = await t.app.inject({ method: 'GET', url: '/media/site/..%2fclip%2findex.m3u8' });
  expect(escape.statusCode).toBe(404);
}, 60_000);

test('media from before the ladder has no poster: the episode says so with ""', async () => {
  const member = await registerMember(t.app);
  const detail = envelope<VideoDetail>(await call(t.app, 'POST', api.videoDetail.path, { index: 0, vid: 1 }, { token: member.token }), t.config, true);
  expect(detail.data.srcList[0]!.urlList[0]!).toMatchObject({ poster: '', thumbnails: '' });
});
