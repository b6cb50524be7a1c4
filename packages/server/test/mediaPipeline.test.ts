// The adaptive ladder end to end: an ingest job transcodes a short generated source (ffmpeg,
// a few seconds at small sizes), publishes it, and the member gets a master playlist whose
// every rendition keeps the preview rule, with poster and seek thumbnails.
import { copyFileSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { api, zhCNServer, type VideoDetail } from '@nocturne/core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Db } from '../src/db/db.ts';
import { runFfmpeg } from '../src/media/ffmpeg.ts';
import { codecsOf, h264Level, ladderFor, LADDER } from '../src/media/ladder.ts';
import { mediaFolder } from '../src/media/library.ts';
import { parseMaster } from '../src/media/master.ts';
import { parseInputSummary, USUAL_FRAME_RATE } from '../src/media/probe.ts';
import { sheetLayout, thumbnailsVtt } from '../src/media/stills.ts';
import { transcodeLadder } from '../src/media/transcode.ts';
import { enqueueJob, jobById } from '../src/media/jobs/queue.ts';
import { MediaWorker } from '../src/media/jobs/worker.ts';
import { grantVipDays } from '../src/members/vip.ts';
import { writeConfig } from '../src/site/appConfig.ts';
import { call, envelope, openTestDb, registerMember, TEST_ADMIN_TOKEN, testApp, type TestApp } from './harness.ts';
import { LocalObjectStore } from '../src/storage/localStore.ts';
import { segmentDecipher, windowKey } from '../src/media/keys/contentKeys.ts';

let db: Db;
let t: TestApp;
let sourceFile: string;
let videoId: number;
const SOURCE_SECONDS = 6;
const PREVIEW_SECONDS = 3;

/** Runs queued jobs to the end with a worker of the test's own. */
async function runQueue(): Promise<void> {
  const worker = new MediaWorker({ db, config: t.config, store: new LocalObjectStore(t.config.dataDir), now: t.clock.now }, { concurrency: 1, pollMs: 50 });
  await worker.tick();
  while (worker.busy > 0) await new Promise((resolve) => setTimeout(resolve, 50));
  await worker.stop();
}

beforeAll(async () => {
  db = await openTestDb();
  t = await testApp(db);
  // 960x540 gets two renditions (360p, 540p): enough to show the ladder, quick to encode.
  sourceFile = path.join(t.config.dataDir, 'upload.mp4');
  await runFfmpeg([
    '-f', 'lavfi', '-i', `testsrc2=size=960x540:rate=25:duration=${SOURCE_SECONDS}`,
    '-f', 'lavfi', '-i', `sine=frequency=440:duration=${SOURCE_SECONDS}`,
    '-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-shortest', sourceFile,
  ]);
  await writeConfig(db, { shikan: PREVIEW_SECONDS }, t.clock.now());
  const job = await enqueueJob(db, sourceFile, { name: '阶梯测试', vip: true }, t.clock.now());
  await runQueue();
  const done = await jobById(db, job.id);
  expect(done).toMatchObject({ status: 'done', progress: 100, attempts: 1, error: '' });
  videoId = done!.videoId!;
}, 180_000);
afterAll(async () => {
  await t.app.close();
  await db.close();
});

async function episodeFor(token: string) {
  const detail = envelope<VideoDetail>(await call(t.app, 'POST', api.videoDetail.path, { index: 0, vid: videoId }, { token }), t.config, true);
  return { detail: detail.data, episode: detail.data.srcList[0]!.urlList[0]! };
}

/** Profile and level of the first H.264 sequence parameter set in an MPEG-TS segment (77 is Main). */
function spsOf(bytes: Buffer): { profile: number; level: number } {
  for (let i = 0; i + 7 < bytes.length; i++) {
    if (bytes[i] === 0 && bytes[i + 1] === 0 && bytes[i + 2] === 1 && (bytes[i + 3]! & 0x1f) === 7) return { profile: bytes[i + 4]!, level: bytes[i + 6]! };
  }
  throw new Error('no sequence parameter set in the segment');
}

function decryptSegment(bytes: Buffer, key: Buffer, index: number): Buffer {
  const decipher = segmentDecipher(key, index);
  return Buffer.concat([decipher.update(bytes), decipher.final()]);
}

/** The distinct key URIs of a rendition playlist, in order. */
const keyUris = (playlist: string) => [...new Set([...playlist.matchAll(/#EXT-X-KEY:METHOD=AES-128,URI="([^"]+)"/g)].map((match) => match[1]!))];
const uris = (playlist: string) => playlist.split('\n').filter((line) => line && !line.startsWith('#'));
const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('the master playlist', () => {
  test('names each rendition with bandwidth, resolution and codecs, at absolute signed URIs ending in .m3u8', async () => {
    const member = await registerMember(t.app);
    const { episode } = await episodeFor(member.token);
    expect(episode.url).toMatch(/^http:\/\/localhost\/media\/play\/\d+\/\d+\/[\w-]+\/\d+\.m3u8$/);
    const master = await get(episode.url);
    expect(master.statusCode).toBe(200);
    expect(master.headers['content-type']).toContain('mpegurl');
    expect(master.headers['access-control-allow-origin']).toBe('*');
    const variants = parseMaster(master.body.replace(/^http.*\/(\d+p)\.m3u8$/gm, '$1/index.m3u8')).variants;
    expect(variants.map((v) => `${v.width}x${v.height}`)).toEqual(['640x360', '960x540']);
    for (const variant of variants) expect(variant.bandwidth).toBeGreaterThan(variant.averageBandwidth * 0.99);
    // H.264 Main at the lowest level each fits (25 fps): 3.0 for 360p, 3.1 for 540p, as the streams say themselves.
    expect(variants.map((v) => v.codecs)).toEqual(['avc1.4d401e,mp4a.40.2', 'avc1.4d401f,mp4a.40.2']);
    const [media] = await db.query<{ dir: string; key_seed: Uint8Array }>('SELECT m.dir, m.key_seed FROM media m JOIN episodes e ON e.media_id = m.id WHERE e.video_id = $1', [videoId]);
    const folder = mediaFolder(t.config, media!.dir);
    // Segments are stored encrypted (HLS AES-128): the first is under window 0's key.
    const key = windowKey(media!.key_seed, 0);
    expect(['360p', '540p'].map((name) => spsOf(decryptSegment(readFileSync(path.join(folder, name, 'seg000.ts')), key, 0)))).toEqual([
      { profile: 77, level: 30 },
      { profile: 77, level: 31 },
    ]);
    // The variant URIs carry the master's own signature: /media/play/<m>/<exp>/<sig>/<episode>/<rendition>.m3u8
    const signedPrefix = episode.url.replace(/\.m3u8$/, '/');
    expect(uris(master.body)).toEqual([`${signedPrefix}360p.m3u8`, `${signedPrefix}540p.m3u8`]);
  });

  test('a rendition the master does not list, or a tampered signature, is refused', async () => {
    const member = await registerMember(t.app);
    const { episode } = await episodeFor(member.token);
    const prefix = episode.url.replace(/\.m3u8$/, '/');
    expect((await get(`${prefix}720p.m3u8`)).statusCode).toBe(404);
    expect((await get(`${prefix}../540p.m3u8`)).statusCode).toBe(404);
    const tampered = prefix.replace(/\/([\w-]{43})\//, `/${'A'.repeat(43)}/`);
    expect((await get(`${tampered}360p.m3u8`)).statusCode).toBe(403);
  });
});

describe('entitlement in every rendition', () => {
  test('a member without VIP gets the preview in each rendition under its keys; a key past the preview is refused', async () => {
    const member = await registerMember(t.app);
    const { episode } = await episodeFor(member.token);
    for (const variantUrl of uris((await get(episode.url)).body)) {
      const variant = await get(variantUrl);
      expect(variant.statusCode).toBe(200);
      const segments = uris(variant.body);
      // 2-second segments: those starting at 0 s and 2 s play before the 3-second limit, and one more.
      expect(segments).toHaveLength(3);
      expect(variant.body.trim().endsWith('#EXT-X-ENDLIST')).toBe(true);
      // Public segment URLs, the same for everyone, cached for good; the keys are the member's.
      const first = await get(segments[0]!);
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toContain('immutable');
      const keys = keyUris(variant.body);
      expect(keys).toHaveLength(2);
      expect((await get(keys[0]!)).rawPayload).toHaveLength(16);
    }
    // With a preview of 0 s the preview is window 0 (the first segment) alone: the key of
    // window 1 is refused to the same member, by the same URL.
    const variant = await get(uris((await get(episode.url)).body)[0]!);
    await writeConfig(db, { shikan: 0 }, t.clock.now());
    try {
      expect((await get(keyUris(variant.body)[1]!)).statusCode).toBe(403);
    } finally {
      await writeConfig(db, { shikan: PREVIEW_SECONDS }, t.clock.now());
    }
  });

  test('a VIP gets every segment of every rendition, cut at the same instants, and every key', async () => {
    const member = await registerMember(t.app);
    const [row] = await db.query<{ id: number }>('SELECT id FROM members WHERE member_code = $1', [member.memberCode]);
    await grantVipDays(db, { memberId: row!.id, days: 30, reason: 'test', now: t.clock.now() });
    const { episode } = await episodeFor(member.token);
    const durations: string[][] = [];
    for (const variantUrl of uris((await get(episode.url)).body)) {
      const variant = await get(variantUrl);
      const segments = uris(variant.body);
      expect(segments).toHaveLength(SOURCE_SECONDS / 2);
      durations.push(variant.body.split('\n').filter((line) => line.startsWith('#EXTINF:')));
      const last = await get(segments.at(-1)!);
      expect(last.statusCode).toBe(200);
      expect(last.headers['content-type']).toBe('video/mp2t');
      const key = await get(keyUris(variant.body).at(-1)!);
      expect(key.statusCode).toBe(200);
      expect(decryptSegment(last.rawPayload, key.rawPayload, segments.length - 1)[0]).toBe(0x47);
    }
    expect(durations[0]).toEqual(durations[1]);
  });
});

describe('poster and seek thumbnails', () => {
  test('the published video\'s cover is its poster frame, a public cacheable JPEG', async () => {
    const member = await registerMember(t.app);
    const { detail } = await episodeFor(member.token);
    expect(detail.videoInfo.cartoonImage).toMatch(/^http:\/\/localhost\/covers\/frame\/job-\d+-1\/poster\.jpg$/);
    const poster = await get(detail.videoInfo.cartoonImage);
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['content-type']).toBe('image/jpeg');
    expect(poster.headers['cache-control']).toContain('max-age=86400');
    expect(poster.headers['access-control-allow-origin']).toBe('*');
    expect(poster.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect((await get('/covers/frame/site/poster.jpg')).statusCode).toBe(404);
    expect((await get(detail.videoInfo.cartoonImage.replace('poster.jpg', 'index.m3u8'))).statusCode).toBe(404);
  });

  test("each episode names its stream's poster, what the player shows while the stream loads", async () => {
    const member = await registerMember(t.app);
    const { episode } = await episodeFor(member.token);
    expect(episode.poster).toMatch(/^http:\/\/localhost\/covers\/frame\/job-\d+-1\/poster\.jpg$/);
    const poster = await get(episode.poster);
    expect(poster.statusCode).toBe(200);
    expect(poster.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
  });

  test('the detail names a WebVTT index whose sprite tiles resolve against it', async () => {
    const member = await registerMember(t.app);
    const { episode } = await episodeFor(member.token);
    expect(episode.thumbnails).toMatch(/^http:\/\/localhost\/media\/thumbs\/\d+\/\d+\/[\w-]+\/\d+\/thumbs\.vtt$/);
    const vtt = await get(episode.thumbnails);
    expect(vtt.statusCode).toBe(200);
    expect(vtt.headers['content-type']).toContain('text/vtt');
    expect(vtt.headers['access-control-allow-origin']).toBe('*');
    const cues = vtt.body.split('\n').filter((line) => line.includes('#xywh='));
    // One 160x90 thumbnail every 2 s of the 6-second source, side by side on one sheet.
    expect(cues).toEqual(['sprite-1.jpg#xywh=0,0,160,90', 'sprite-1.jpg#xywh=160,0,160,90', 'sprite-1.jpg#xywh=320,0,160,90']);
    expect(vtt.body).toMatch(/00:00:04.000 --> 00:00:06.0\d\d\n/);
    const sprite = await get(new URL(cues[0]!.split('#')[0]!, episode.thumbnails).toString());
    expect(sprite.statusCode).toBe(200);
    expect(sprite.headers['content-type']).toBe('image/jpeg');
    expect((await get(episode.thumbnails.replace(/\/[\w-]{43}\//, `/${'A'.repeat(43)}/`))).statusCode).toBe(403);
    expect((await get(episode.thumbnails.replace('thumbs.vtt', 'poster.jpg'))).statusCode).toBe(404);
  });
});

describe('ingest jobs that fail', () => {
  test('a file that is no video fails with a sentence and publishes nothing', async () => {
    const bogus = path.join(t.config.dataDir, 'notes.mp4');
    writeFileSync(bogus, 'this is not a video');
    const videosBefore = await db.query('SELECT id FROM videos');
    const mediaBefore = await db.query('SELECT id FROM media');
    const job = await enqueueJob(db, bogus, { name: '坏文件' }, t.clock.now());
    await runQueue();
    const failed = await jobById(db, job.id);
    expect(failed).toMatchObject({ status: 'failed', videoId: null });
    expect(failed!.error).toBe(zhCNServer.mediaSourceFormat);
    expect(await db.query('SELECT id FROM videos')).toHaveLength(videosBefore.length);
    expect(await db.query('SELECT id FROM media')).toHaveLength(mediaBefore.length);
    expect(readdirSync(path.join(t.config.dataDir, 'media')).filter((name) => name.startsWith(`job-${job.id}-`))).toEqual([]);
    // Nor a work folder.
    expect(readdirSync(path.join(t.config.dataDir, 'work')).filter((name) => name.startsWith(`job-${job.id}-`))).toEqual([]);
  });

  test('operators enqueue a file of the ingest folder and list jobs with status, progress and reason', async () => {
    const auth = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` };
    const enqueue = (source: string) => t.app.inject({ method: 'POST', url: '/admin/media/jobs', headers: auth, payload: { path: source, name: '运营上传', vip: false } });
    mkdirSync(t.config.ingestDir, { recursive: true });
    const inFolder = path.join(t.config.ingestDir, 'upload.mp4');
    copyFileSync(sourceFile, inFolder);
    symlinkSync(sourceFile, path.join(t.config.ingestDir, 'link-out.mp4'));

    // Nothing there, or somewhere else on the disk: refused with the reason, nothing queued.
    expect((await enqueue('/no/such/file.mp4')).json()).toMatchObject({ code: 400, msg: zhCNServer.mediaSourceMissing });
    expect((await enqueue('bad\u0000name.mp4')).statusCode).toBe(400);
    for (const elsewhere of [sourceFile, '../upload.mp4', 'link-out.mp4', '/etc/hostname']) {
      expect((await enqueue(elsewhere)).json(), elsewhere).toMatchObject({ code: 400, msg: zhCNServer.mediaSourceOutsideIngest });
    }
    mkdirSync(path.join(t.config.ingestDir, 'folder.mp4'));
    expect((await enqueue('folder.mp4')).json()).toMatchObject({ code: 400, msg: zhCNServer.mediaSourceMissing });
    expect(await db.query("SELECT id FROM media_jobs WHERE status = 'queued'")).toEqual([]);

    // A name in the folder, or its absolute path.
    const byPath = await enqueue(inFolder);
    // The file goes into the object store under a fresh key, which any process's worker reads.
    const storedSource = expect.stringMatching(/^ingest\/[0-9a-f]{16}-upload\.mp4$/);
    expect(byPath.json().data).toMatchObject({ status: 'queued', source: storedSource });
    const queued = await enqueue('upload.mp4');
    expect(queued.statusCode).toBe(200);
    const id = queued.json().data.id as number;
    expect(queued.json().data).toMatchObject({ status: 'queued', progress: 0, source: storedSource, video: { name: '运营上传', vip: false } });
    const list = await t.app.inject({ method: 'GET', url: '/admin/media/jobs?status=queued', headers: auth });
    expect(list.json().data.map((job: { id: number }) => job.id)).toEqual([id, byPath.json().data.id]);
    const failedList = await t.app.inject({ method: 'GET', url: '/admin/media/jobs?status=failed', headers: auth });
    expect(failedList.json().data[0]).toMatchObject({ status: 'failed', error: zhCNServer.mediaSourceFormat });
    expect((await t.app.inject({ method: 'GET', url: `/admin/media/jobs/${id}`, headers: auth })).json().data.id).toBe(id);
    expect((await t.app.inject({ method: 'GET', url: '/admin/media/jobs/99999', headers: auth })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/admin/media/jobs' })).statusCode).toBe(401);
    await db.query("UPDATE media_jobs SET status = 'failed', error = 'test cleanup' WHERE status = 'queued'");
  });
});

describe('probing and the ladder', () => {
  test('ffmpeg\'s input summary gives duration, size, audio, and rotation', () => {
    const summary = `Input #0, mov,mp4,m4a,3gp,3g2,mj2, from 'a.mov':
  Duration: 00:01:02.50, start: 0.000000, bitrate: 9000 kb/s
    Stream #0:0(und): Video: h264 (High) (avc1 / 0x31637661), yuv420p(tv, bt709), 1920x1080, 8000 kb/s, 30 fps
    Metadata:
      rotate          : 90
    Stream #0:1(und): Audio: aac (LC) (mp4a / 0x6134706D), 48000 Hz, stereo, fltp, 128 kb/s`;
    expect(parseInputSummary(summary)).toEqual({ durationSeconds: 62.5, width: 1080, height: 1920, frameRate: 30, hasAudio: true });
    expect(parseInputSummary(summary.replace('30 fps', '59.94 fps, 59.94 tbr, 60k tbn'))?.frameRate).toBe(59.94);
    // Only `tbr` where the container states no rate; nothing at all is taken as the usual rate.
    expect(parseInputSummary(summary.replace('8000 kb/s, 30 fps', '25 tbr, 90k tbn'))?.frameRate).toBe(25);
    expect(parseInputSummary(summary.replace(', 30 fps', ''))?.frameRate).toBe(USUAL_FRAME_RATE);
    expect(parseInputSummary('/tmp/x: Invalid data found when processing input')).toBeNull();
  });

  test('long videos get thumbnails further apart, on 10x10 sheets, so the sheets stay few', () => {
    expect(sheetLayout(6)).toEqual({ interval: 2, count: 3, columns: 3, rows: 1 });
    expect(sheetLayout(1200)).toEqual({ interval: 2, count: 600, columns: 10, rows: 10 });
    // Two hours: one every 12 s, 600 tiles on six sheets.
    const twoHours = sheetLayout(7200);
    expect(twoHours).toEqual({ interval: 12, count: 600, columns: 10, rows: 10 });
    const cues = thumbnailsVtt(7200, twoHours).split('\n').filter((line) => line.includes('#xywh='));
    expect(cues).toHaveLength(600);
    expect(cues[99]).toBe('sprite-1.jpg#xywh=1440,810,160,90');
    expect(cues[100]).toBe('sprite-2.jpg#xywh=0,0,160,90');
    expect(cues[599]).toBe('sprite-6.jpg#xywh=1440,810,160,90');
    expect(thumbnailsVtt(7200, twoHours)).toContain('01:59:48.000 --> 02:00:00.000');
  });

  test('each rendition declares the lowest H.264 level its size and frame rate fit: 1080p at 60 fps is 4.2, never 4.0', () => {
    const size = (name: string, width: number, height: number) => ({ name, width, height });
    const levels = [
      [size('360p', 640, 360), 30, 30],
      [size('540p', 960, 540), 25, 31],
      [size('720p', 1280, 720), 30, 31],
      [size('720p', 1280, 720), 60, 32],
      [size('1080p', 1920, 1080), 30, 40],
      [size('1080p', 1920, 1080), 59.94, 42],
      [size('1080p', 1080, 1920), 60, 42],
      [size('2160p', 3840, 2160), 30, 51],
    ] as const;
    for (const [picture, rate, level] of levels) expect(h264Level(picture, rate), `${picture.name} at ${rate} fps`).toBe(level);
    expect(codecsOf(42, true)).toBe('avc1.4d402a,mp4a.40.2');
    expect(codecsOf(30, false)).toBe('avc1.4d401e');
  });

  test('a 1080p source at 60 fps is encoded and declared at level 4.2', async () => {
    const folder = path.join(t.config.dataDir, 'level-1080p60');
    const input = { args: ['-f', 'lavfi', '-t', '2', '-i', 'testsrc2=size=1920x1080:rate=60'], video: '0:v', audio: null };
    const source = { durationSeconds: 2, width: 1920, height: 1080, frameRate: 60, hasAudio: false };
    const rendition = LADDER.find((entry) => entry.name === '1080p')!;
    const [variant] = await transcodeLadder(input, folder, source, { renditions: [rendition], preset: 'superfast', stills: false });
    expect(variant!.codecs).toBe('avc1.4d402a');
    expect(spsOf(readFileSync(path.join(folder, '1080p', 'seg000.ts')))).toEqual({ profile: 77, level: 42 });
  });

  test('renditions go up to the source and never above it', () => {
    expect(ladderFor({ width: 1920, height: 1080 }).map((r) => r.name)).toEqual(['360p', '540p', '720p', '1080p']);
    expect(ladderFor({ width: 1280, height: 720 }).map((r) => r.name)).toEqual(['360p', '540p', '720p']);
    expect(ladderFor({ width: 1080, height: 1920 }).map((r) => r.name)).toEqual(['360p', '540p', '720p', '1080p']);
    expect(ladderFor({ width: 320, height: 240 }).map((r) => r.name)).toEqual(['240p']);
  });
});

// Written by hand so the test needs no second transcode: a folder without a master is served as before.
test('a media folder of one rendition (before the ladder) still answers its segments directly', async () => {
  const folder = mediaFolder(t.config, 'legacy');
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, 'index.m3u8'), '#EXTM3U\n#EXT-X-TARGETDURATION:2\n#EXTINF:2.0,\nseg000.ts\n#EXTINF:2.0,\nseg001.ts\n#EXT-X-ENDLIST\n');
  for (const file of ['seg000.ts', 'seg001.ts']) writeFileSync(path.join(folder, file), Buffer.concat([Buffer.from([0x47]), Buffer.alloc(187)]));
  const [media] = await db.query<{ id: number }>("INSERT INTO media (dir, duration_seconds) VALUES ('legacy', 4) RETURNING id");
  const [episode] = await db.query<{ id: number }>(
    "INSERT INTO episodes (video_id, channel, name, sort, media_id) VALUES ($1, '线路二', '旧版', 2, $2) RETURNING id",
    [videoId, media!.id],
  );
  const member = await registerMember(t.app);
  const { detail } = await episodeFor(member.token);
  const legacy = detail.srcList.find((channel) => channel.channel === '线路二')!.urlList[0]!;
  expect(legacy.id).toBe(episode!.id);
  expect(legacy.thumbnails).toBe('');
  const playlist = await get(legacy.url);
  expect(playlist.body).not.toContain('#EXT-X-STREAM-INF');
  expect(uris(playlist.body)).toHaveLength(2);
  expect((await get(new URL(uris(playlist.body)[0]!, legacy.url).toString())).statusCode).toBe(200);
});
