/**
 * Encrypted ladders (HLS AES-128, src/media/keys/) on disk and on a real S3-protocol server:
 * segments are public and the same for everyone; a member without VIP or a purchase gets
 * the keys of the preview and a 403 for any key past it; an entitled member gets every key;
 * key requests credit watch time by the wall clock; and ffmpeg's own HLS player decrypts
 * what the keyed playlist names into exactly the frames of the plain ladder.
 */
import { execFile } from 'node:child_process';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { promisify } from 'node:util';
import { api, FIRST_SEGMENT_HEADER, FIRST_STREAM_HEADER, masterVariants, START_PLAYLIST_HEADER, type VideoDetail } from '@nocturne/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Db } from '../src/db/db.ts';
import { ffmpegPath, runFfmpeg } from '../src/media/ffmpeg.ts';
import { ladderFor } from '../src/media/ladder.ts';
import { loadPlaylist, mediaFolder } from '../src/media/library.ts';
import { probeSource } from '../src/media/probe.ts';
import { fileInput, transcodeLadder } from '../src/media/transcode.ts';
import { newKeySeed, segmentDecipher, windowKey } from '../src/media/keys/contentKeys.ts';
import { encryptStoredMedia } from '../src/media/keys/encryptStored.ts';
import { keyWindowOf } from '../src/media/keys/keyWindows.ts';
import { encryptLadder } from '../src/media/keys/encryptLadder.ts';
import { keyUrl, publicSegmentUrl, renderKeyedPlaylist } from '../src/media/keys/keyedPlaylist.ts';
import { grantVipDays } from '../src/members/vip.ts';
import { writeConfig } from '../src/site/appConfig.ts';
import { LocalObjectStore } from '../src/storage/localStore.ts';
import type { ObjectStore } from '../src/storage/objectStore.ts';
import { S3ObjectStore } from '../src/storage/s3Store.ts';
import { putFolder } from '../src/storage/putFolder.ts';
import { call, envelope, openTestDb, registerMember, testApp, testConfig, type TestApp } from './harness.ts';
import { startLocalS3, type LocalS3 } from './storage/localS3.ts';

// 14 s of 2-second segments: windows 0 (segment 0), 1 (segments 1-5), 2 (segment 6). A 2 s
// preview serves segments 0-1, rounded up to window 1's end: segments 0-5, windows 0 and 1.
const SOURCE_SECONDS = 14;
const PREVIEW_SECONDS = 2;
const PREVIEW_SEGMENTS = 6;
const SEGMENTS = 7;

let db: Db;
let s3: LocalS3;
const config = testConfig();
const seed = newKeySeed();
/** The same ladder before encryption: what a decrypted segment must equal. */
const plainFolder = path.join(config.dataDir, 'plain');
const apps: Record<'disk' | 's3', { t: TestApp; store: ObjectStore }> = {} as never;

beforeAll(async () => {
  db = await openTestDb();
  s3 = await startLocalS3();
  const source = path.join(config.dataDir, 'source.mp4');
  // 960x540: two renditions (360p, 540p), one key for both.
  await runFfmpeg([
    '-f', 'lavfi', '-i', `testsrc2=size=960x540:rate=25:duration=${SOURCE_SECONDS}`,
    '-f', 'lavfi', '-i', `sine=frequency=440:duration=${SOURCE_SECONDS}`,
    '-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-shortest', source,
  ]);
  const info = await probeSource(source);
  await transcodeLadder(fileInput(source, info), plainFolder, info, { renditions: ladderFor(info), stills: false, preset: 'ultrafast' });
  cpSync(plainFolder, mediaFolder(config, 'enc1'), { recursive: true });
  await encryptLadder(mediaFolder(config, 'enc1'), seed);
  cpSync(plainFolder, mediaFolder(config, 'plain1'), { recursive: true });
  const s3Store = new S3ObjectStore(s3.settings);
  const diskStore = new LocalObjectStore(config.dataDir);
  // The whole folders, playlists and all: every process reads a ladder from the store.
  for (const folder of ['enc1', 'plain1']) await putFolder(s3Store, mediaFolder(config, folder), `media/${folder}`, ['master.m3u8']);
  await db.query(`INSERT INTO media (id, dir, duration_seconds, key_seed) VALUES (1, 'enc1', $1, $2), (2, 'plain1', $1, NULL)`, [SOURCE_SECONDS, seed]);
  await db.exec(`
    INSERT INTO videos (id, name, duration_seconds) VALUES (1, '加密阶梯', ${SOURCE_SECONDS});
    INSERT INTO episodes (id, video_id, channel, name, sort, media_id) VALUES (1, 1, '线路一', '第1集', 1, 1);`);
  for (const [kind, store] of [['disk', diskStore], ['s3', s3Store]] as const) {
    apps[kind] = { store, t: await testApp(db, { config, store }) };
  }
  await writeConfig(db, { shikan: PREVIEW_SECONDS }, apps.disk.t.clock.now());
}, 180_000);

afterAll(async () => {
  for (const { t, store } of Object.values(apps)) {
    await t.app.close();
    store.close();
  }
  await s3?.close();
  await db?.close();
});

const memberIdOf = async (code: string) => (await db.query<{ id: number }>('SELECT id FROM members WHERE member_code = $1', [code]))[0]!.id;

/** A member's (or without a token a visitor's) playlist signature, `<m>/<exp>/<sig>`, from the URL the detail hands out. */
async function signatureOf(app: FastifyInstance, token?: string): Promise<string> {
  const detail = envelope<VideoDetail>(await call(app, 'POST', api.videoDetail.path, { index: 0, vid: 1 }, { token }), config, true);
  const match = /\/media\/play\/(\d+\/\d+\/[\w-]+)\/1\.m3u8$/.exec(detail.data.srcList[0]!.urlList[0]!.url);
  return match![1]!;
}

/** Whether every 188-byte packet of `bytes` opens with MPEG-TS's sync byte, 0x47. */
const isTransportStream = (bytes: Buffer) =>
  bytes.length % 188 === 0 && Array.from({ length: bytes.length / 188 }, (_, packet) => bytes[packet * 188]).every((byte) => byte === 0x47);

const keyPath = (signature: string, window: number) => keyUrl('', signature, 1, window);
const segmentName = (index: number) => `seg${String(index).padStart(3, '0')}.ts`;

function decrypt(bytes: Buffer, key: Buffer, index: number): Buffer {
  const decipher = segmentDecipher(key, index);
  return Buffer.concat([decipher.update(bytes), decipher.final()]);
}

describe.each(['disk', 's3'] as const)('an encrypted ladder in the %s store', (kind) => {
  const app = () => apps[kind].t.app;

  test('a member without VIP or coins: preview keys, 403 for a key past the preview, whose segment is public but useless', async () => {
    const member = await registerMember(app());
    const signature = await signatureOf(app(), member.token);
    const keys = await Promise.all([0, 1, 2].map((window) => app().inject({ method: 'GET', url: keyPath(signature, window) })));
    expect(keys.map((answer) => answer.statusCode)).toEqual([200, 200, 403]);
    expect(keys[0]!.rawPayload).toHaveLength(16);
    expect(keys[0]!.headers['cache-control']).toBe('private, no-store');
    expect(keys[0]!.headers['access-control-allow-origin']).toBe('*');
    expect((await app().inject({ method: 'GET', url: keyPath(signature, 3) })).statusCode).toBe(404);

    // The segment past the preview: the same public bytes as everyone's, encrypted.
    const past = await app().inject({ method: 'GET', url: publicSegmentUrl('', 'enc1', '540p', segmentName(PREVIEW_SEGMENTS)) });
    expect(past.statusCode).toBe(200);
    expect(past.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Not MPEG-TS: a plain segment has its sync byte at every 188th byte. (One byte alone would
    // be 0x47 by chance once in 256 runs, with a fresh seed per run.)
    const plainPast = readFileSync(path.join(plainFolder, '540p', segmentName(PREVIEW_SEGMENTS)));
    expect(isTransportStream(plainPast)).toBe(true);
    expect(isTransportStream(past.rawPayload)).toBe(false);
    expect(past.rawPayload).toHaveLength(plainPast.length + 16 - (plainPast.length % 16));
    // A preview segment opens with its window's key, in either rendition.
    for (const rendition of ['360p', '540p']) {
      const inPreview = await app().inject({ method: 'GET', url: publicSegmentUrl('', 'enc1', rendition, segmentName(3)) });
      expect(decrypt(inPreview.rawPayload, keys[1]!.rawPayload, 3)).toEqual(readFileSync(path.join(plainFolder, rendition, segmentName(3))));
    }
  });

  test("the detail's headers name its first stream's master, the start rendition's playlist and its first segment, as they are listed", async () => {
    const member = await registerMember(app());
    const answer = await call(app(), 'POST', api.videoDetail.path, { index: 0, vid: 1 }, { token: member.token });
    const masterUrl = envelope<VideoDetail>(answer, config, true).data.srcList[0]!.urlList[0]!.url;
    expect(answer.headers[FIRST_STREAM_HEADER.toLowerCase()]).toBe(masterUrl);
    const master = await app().inject({ method: 'GET', url: masterUrl });
    const listed = masterVariants(master.body);
    expect(listed.length).toBeGreaterThan(1);
    // hls.js starts on the lowest rung of this ladder at its 500 kbit/s estimate.
    const start = answer.headers[START_PLAYLIST_HEADER.toLowerCase()];
    expect(start).toBe(listed.find((variant) => variant.name === '360p')!.uri);
    const playlist = await app().inject({ method: 'GET', url: String(start) });
    expect(playlist.statusCode).toBe(200);
    // And that playlist's first segment, as it lists it: public, the same for every member.
    const firstSegment = playlist.body.split('\n').find((line) => line !== '' && !line.startsWith('#'));
    expect(answer.headers[FIRST_SEGMENT_HEADER.toLowerCase()]).toBe(firstSegment);
    expect(firstSegment).toMatch(/^\/media\/files\/enc1\/360p\//);
  });

  test("a forged Host or X-Forwarded-* never reaches the detail's stream headers: they stay on our own origin, and nothing is a 500", async () => {
    const member = await registerMember(app());
    const forged: Record<string, string>[] = [
      { host: 'evil.example\r\nx: y' },
      { host: 'evil.example/<script>' },
      { 'x-forwarded-host': 'evil.example', 'x-forwarded-for': '203.0.113.7', 'x-forwarded-proto': 'javascript' },
    ];
    for (const headers of forged) {
      const answer = await call(app(), 'POST', api.videoDetail.path, { index: 0, vid: 1 }, { token: member.token, headers });
      expect(answer.statusCode, JSON.stringify(headers)).toBeLessThan(500);
      for (const name of [FIRST_STREAM_HEADER, START_PLAYLIST_HEADER, FIRST_SEGMENT_HEADER]) {
        const value = String(answer.headers[name.toLowerCase()] ?? '');
        expect(value, `${name} with ${JSON.stringify(headers)}`).not.toMatch(/evil|script|javascript|[\r\n<>]/);
      }
    }
  });

  test('as a player follows it (detail, master, rendition playlist): the preview under its keys, and a key URL rewritten past it is 403', async () => {
    const member = await registerMember(app());
    const detail = envelope<VideoDetail>(await call(app(), 'POST', api.videoDetail.path, { index: 0, vid: 1 }, { token: member.token }), config, true);
    const master = await app().inject({ method: 'GET', url: detail.data.srcList[0]!.urlList[0]!.url });
    expect(master.statusCode).toBe(200);
    const variantUrl = master.body.split('\n').find((line) => line.startsWith('http'))!;
    const variant = await app().inject({ method: 'GET', url: variantUrl });
    expect(variant.statusCode).toBe(200);
    expect(variant.headers['access-control-allow-origin']).toBe('*');
    const lines = variant.body.split('\n');
    const segments = lines.filter((line) => line && !line.startsWith('#'));
    const keys = [...new Set(lines.filter((line) => line.startsWith('#EXT-X-KEY:')).map((line) => /URI="([^"]+)"/.exec(line)![1]!))];
    // The preview rounded up to its key window, at public URLs; two windows' keys.
    expect(segments).toHaveLength(PREVIEW_SEGMENTS);
    expect(segments.every((url) => url.startsWith('/media/files/enc1/'))).toBe(true);
    expect(keys).toHaveLength(2);
    for (const key of keys) {
      const answer = await app().inject({ method: 'GET', url: key });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['access-control-allow-origin']).toBe('*');
    }
    // The next window's key by editing the last key URL: refused; its segment alone is public and useless.
    const rewritten = keys[1]!.replace(/\/1\.key$/, '/2.key');
    expect(rewritten).not.toBe(keys[1]);
    expect((await app().inject({ method: 'GET', url: rewritten })).statusCode).toBe(403);
    const segment = await app().inject({ method: 'GET', url: segments[0]!.replace(segmentName(0), segmentName(PREVIEW_SEGMENTS)) });
    expect(segment.statusCode).toBe(200);
    expect(segment.headers['access-control-allow-origin']).toBe('*');
    expect(isTransportStream(segment.rawPayload)).toBe(false);
  });

  test("a visitor (no token yet) gets the preview's keys, from its own address only, and earns no watch time", async () => {
    const signature = await signatureOf(app());
    expect(signature.startsWith('0/')).toBe(true);
    const statuses = async (remoteAddress?: string) =>
      Promise.all([0, 1, 2].map(async (window) => (await app().inject({ method: 'GET', url: keyPath(signature, window), remoteAddress })).statusCode));
    expect(await statuses()).toEqual([200, 200, 403]);
    expect(await statuses('10.9.8.7')).toEqual([403, 403, 403]);
    expect(await db.query('SELECT 1 FROM watch_time WHERE member_id = 0')).toEqual([]);
  });

  test('a VIP gets every key, and the last segment opens with it', async () => {
    const member = await registerMember(app());
    await grantVipDays(db, { memberId: await memberIdOf(member.memberCode), days: 30, reason: 'test', now: apps[kind].t.clock.now() });
    const signature = await signatureOf(app(), member.token);
    const key = await app().inject({ method: 'GET', url: keyPath(signature, 2) });
    expect(key.statusCode).toBe(200);
    const last = await app().inject({ method: 'GET', url: publicSegmentUrl('', 'enc1', '360p', segmentName(SEGMENTS - 1)) });
    expect(decrypt(last.rawPayload, key.rawPayload, SEGMENTS - 1)).toEqual(readFileSync(path.join(plainFolder, '360p', segmentName(SEGMENTS - 1))));
  });

  test('a tampered or expired signature gets no key; a plain ladder is never served publicly', async () => {
    const member = await registerMember(app());
    const signature = await signatureOf(app(), member.token);
    const [m, exp] = signature.split('/');
    expect((await app().inject({ method: 'GET', url: keyPath(`${m}/${exp}/${'A'.repeat(43)}`, 0) })).statusCode).toBe(403);
    expect((await app().inject({ method: 'GET', url: keyUrl('', signature, 2, 0) })).statusCode).toBe(403);
    expect((await app().inject({ method: 'GET', url: `/media/key/${signature}/1/x.key` })).statusCode).toBe(404);
    apps[kind].t.clock.advance((config.mediaUrlTtlSeconds + 1) * 1000);
    try {
      expect((await app().inject({ method: 'GET', url: keyPath(signature, 0) })).statusCode).toBe(403);
    } finally {
      apps[kind].t.clock.reset();
    }
    expect((await app().inject({ method: 'GET', url: publicSegmentUrl('', 'plain1', '360p', segmentName(0)) })).statusCode).toBe(404);
    expect((await app().inject({ method: 'GET', url: publicSegmentUrl('', 'enc1', '360p', 'seg099.ts') })).statusCode).toBe(404);
    expect((await app().inject({ method: 'GET', url: '/media/files/enc1/360p/..%2Fmaster.m3u8' })).statusCode).toBe(404);
  });
});

test('key requests credit watch time, never faster than the clock runs', async () => {
  const { t } = apps.disk;
  const member = await registerMember(t.app);
  const memberId = await memberIdOf(member.memberCode);
  await grantVipDays(db, { memberId, days: 1, reason: 'test', now: t.clock.now() });
  const signature = await signatureOf(t.app, member.token);
  const watched = async () => (await db.query<{ seconds: number }>('SELECT seconds FROM watch_time WHERE member_id = $1', [memberId]))[0]!.seconds;
  // The player asks for keys ahead of playing: three at one instant earn the first window's 2 s.
  for (const window of [0, 1, 2]) await t.app.inject({ method: 'GET', url: keyPath(signature, window) });
  expect(await watched()).toBe(2);
  t.clock.advance(30_000);
  try {
    // 30 s later one key (a 10-second window) earns its window, not the 30 s.
    await t.app.inject({ method: 'GET', url: keyPath(signature, 1) });
    expect(await watched()).toBe(12);
  } finally {
    t.clock.reset();
  }
});

/**
 * ffmpeg's HLS player on a keyed playlist: the CRC of every decoded frame, one line each. A
 * player, so started here and not by the server's runner, which gives ffmpeg no network.
 */
async function framesOf(playlist: string): Promise<string[]> {
  const file = path.join(config.dataDir, `played-${Math.random().toString(36).slice(2)}.m3u8`);
  writeFileSync(file, playlist);
  const args = ['-hide_banner', '-loglevel', 'error', '-protocol_whitelist', 'file,http,tcp,crypto', '-allowed_extensions', 'ALL', '-i', file, '-map', '0:v', '-f', 'framecrc', '-'];
  const { stdout: out } = await promisify(execFile)(ffmpegPath(), args, { maxBuffer: 64 * 1024 * 1024 });
  return out.split('\n').filter((line) => /^0,/.test(line)).map((line) => line.split(',').slice(-1)[0]!.trim());
}

test('ffmpeg plays the keyed playlist over HTTP: every frame as the plain ladder decodes it; the preview stops at its window', async () => {
  const { t } = apps.s3;
  const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const plainFrames = await framesOf(readFileSync(path.join(plainFolder, '360p', 'index.m3u8'), 'utf8').replace(/^seg/gm, `${plainFolder}/360p/seg`));
  expect(plainFrames.length).toBeGreaterThan(SOURCE_SECONDS * 25 - 5);
  const playlist = (await loadPlaylist(new LocalObjectStore(config.dataDir), 'enc1', '360p'))!;
  const render = (full: boolean, signature: string) =>
    renderKeyedPlaylist({ playlist, full, previewSeconds: PREVIEW_SECONDS, dir: 'enc1', rendition: '360p', filesOrigin: origin, origin, signature, episodeId: 1 });

  const vip = await registerMember(t.app);
  await grantVipDays(db, { memberId: await memberIdOf(vip.memberCode), days: 30, reason: 'test', now: t.clock.now() });
  const whole = render(true, await signatureOf(t.app, vip.token));
  expect(whole.match(/#EXT-X-KEY:METHOD=AES-128,URI="[^"]+\/1\/\d\.key"/g)).toHaveLength(3);
  expect(await framesOf(whole)).toEqual(plainFrames);

  const visitorOfPreview = await registerMember(t.app);
  const preview = render(false, await signatureOf(t.app, visitorOfPreview.token));
  expect(preview.match(/\.ts$/gm)).toHaveLength(PREVIEW_SEGMENTS);
  const previewFrames = await framesOf(preview);
  expect(previewFrames).toEqual(plainFrames.slice(0, previewFrames.length));
  expect(previewFrames.length).toBeGreaterThan(PREVIEW_SEGMENTS * 2 * 25 - 5);

  // A playlist that names the wrong key for a window does not play as the ladder does.
  const wrongKey = whole.replace(/\/1\/1\.key/, '/1/0.key');
  expect(await framesOf(wrongKey).catch(() => [])).not.toEqual(plainFrames);
});

test('media:encrypt turns a plain ladder of the store into an encrypted copy and points its media at it; run again, it does nothing', async () => {
  const { store } = apps.s3;
  const first = await encryptStoredMedia(db, store);
  expect(first.encrypted).toEqual([{ mediaId: 2, dir: 'plain1-aes' }]);
  const [row] = await db.query<{ dir: string; key_seed: Uint8Array }>('SELECT dir, key_seed FROM media WHERE id = 2');
  expect(row!.dir).toBe('plain1-aes');
  // Every segment of every rendition decrypts under its window's key to the plain bytes; the master and stills are copied as they were.
  for (const rendition of ['360p', '540p']) {
    for (let index = 0; index < SEGMENTS; index += 1) {
      const stored = await store.get(`media/plain1-aes/${rendition}/${segmentName(index)}`);
      const bytes = await buffer(stored!.body);
      const key = windowKey(Buffer.from(row!.key_seed), keyWindowOf(index));
      expect(decrypt(bytes, key, index)).toEqual(readFileSync(path.join(plainFolder, rendition, segmentName(index))));
    }
  }
  expect((await store.head('media/plain1-aes/master.m3u8'))?.size).toBe(readFileSync(path.join(plainFolder, 'master.m3u8')).length);
  // The old folder stays (covers handed out earlier name it).
  expect(await store.head(`media/plain1/360p/${segmentName(0)}`)).not.toBeNull();
  expect((await encryptStoredMedia(db, store)).encrypted).toEqual([]);
  await db.query("UPDATE media SET dir = 'plain1', key_seed = NULL WHERE id = 2");
});
