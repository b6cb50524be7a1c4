// Hostile media: files an attacker holding a content operator's account could upload or drop
// into the ingest folder, each crafted here (nothing binary in the repository). Each is refused
// at upload (415 and a sentence) or its job fails with a sentence; a canary listener on
// 127.0.0.1 is never contacted; a secret video outside the work folder is never read; the
// server stays healthy. Then each guard alone (sourceFormat.ts, ffmpeg.ts): the demuxer pin,
// the protocol whitelist, the network namespace, the dref refusal. Real sources (a rotated
// phone MOV, MKV, MPEG-TS, M2TS, AVI, FLV, MPEG-PS) still pass, with Debian's ffmpeg too when
// it is installed (FFMPEG_PATH).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { VIDEO_UPLOAD_PATH, zhCNServer } from '@nocturne/core';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Db } from '../src/db/db.ts';
import { ffmpegPath, runFfmpeg, sourceInputArgs, withoutNetwork } from '../src/media/ffmpeg.ts';
import { enqueueJob, jobById } from '../src/media/jobs/queue.ts';
import { MediaWorker } from '../src/media/jobs/worker.ts';
import { ladderFor } from '../src/media/ladder.ts';
import { identifySource, MAX_SOURCE_HOURS, parseInputSummary, probeSource } from '../src/media/probe.ts';
import { containerOf, moovReferencesOutside, readMoov } from '../src/media/sourceFormat.ts';
import { fileInput, transcodeLadder } from '../src/media/transcode.ts';
import { LocalObjectStore } from '../src/storage/localStore.ts';
import { openTestDb, TEST_ADMIN_TOKEN, testApp, type TestApp } from './harness.ts';
import { CONSOLE, COOKIE, signedInOperator } from './operators.ts';

let db: Db;
let t: TestApp;
let cookie: string;
let canary: Server;
let canaryPort: number;
let canaryContacts = 0;
/** Outside the server's data folder: what no run may read. */
let outside: string;
let secretVideo: string;
/** Crafted files by name, in a folder of their own. */
let crafted: string;
const file = (name: string) => path.join(crafted, name);


/** Box header: 32-bit size and type. */
const box = (type: string, ...content: Buffer[]) => {
  const body = Buffer.concat(content);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
};

/**
 * A copy of an MP4 (moov at its end, as ffmpeg writes it without faststart) whose first
 * track's data reference is a URL outside the file: every box on the way to the new `dref`
 * grows by the difference; mdat, before it, does not move.
 */
function withExternalReference(mp4: Buffer, url: string): Buffer {
  const pathTo = ['moov', 'trak', 'mdia', 'minf', 'dinf', 'dref'];
  const found: { at: number; size: number }[] = [];
  let start = 0;
  let end = mp4.length;
  for (const type of pathTo) {
    let at = start;
    for (;;) {
      if (at + 8 > end) throw new Error(`no ${type} box`);
      const size = mp4.readUInt32BE(at);
      if (mp4.toString('latin1', at + 4, at + 8) === type) {
        found.push({ at, size });
        start = at + 8;
        end = at + size;
        break;
      }
      at += size;
    }
  }
  const entry = box('url ', Buffer.from([0, 0, 0, 0]), Buffer.from(`${url}\0`));
  const dref = box('dref', Buffer.from([0, 0, 0, 0, 0, 0, 0, 1]), entry);
  const old = found.at(-1)!;
  const grown = Buffer.concat([mp4.subarray(0, old.at), dref, mp4.subarray(old.at + old.size)]);
  const delta = dref.length - old.size;
  for (const ancestor of found.slice(0, -1)) grown.writeUInt32BE(ancestor.size + delta, ancestor.at);
  return grown;
}

const playlist = (...lines: string[]) => ['#EXTM3U', '#EXT-X-TARGETDURATION:2', ...lines, '#EXT-X-ENDLIST', ''].join('\n');

/** Files that are no video of ours by their bytes. */
const NOT_VIDEO = [
  'playlist-file.mp4',
  'playlist-http.mp4',
  'playlist-tcp.mp4',
  'playlist-concat.mp4',
  'playlist-subfile.mp4',
  'playlist-crypto.mp4',
  'list.ffconcat.mp4',
  'notes.mp4',
  'image.png.mp4',
] as const;

beforeAll(async () => {
  db = await openTestDb();
  t = await testApp(db);
  cookie = (await signedInOperator(t, db, 'content', 'editor')).cookie;
  canary = createServer((socket) => {
    canaryContacts += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => canary.listen(0, '127.0.0.1', resolve));
  canaryPort = (canary.address() as { port: number }).port;
  const http = `http://127.0.0.1:${canaryPort}`;

  outside = mkdtempSync(path.join(tmpdir(), 'nocturne-outside-'));
  secretVideo = path.join(outside, 'secret.ts');
  crafted = mkdtempSync(path.join(tmpdir(), 'nocturne-crafted-'));
  const pattern = ['-f', 'lavfi', '-i', 'testsrc2=size=160x90:rate=10:duration=2'];
  const x264 = ['-c:v', 'libx264', '-preset', 'ultrafast'];
  const tiny = [...pattern, ...x264];
  await runFfmpeg([...tiny, '-f', 'mpegts', secretVideo]);
  const mp4 = file('clip.mp4');
  await runFfmpeg([...tiny, mp4]);

  writeFileSync(file('playlist-file.mp4'), playlist('#EXTINF:2,', `file://${secretVideo}`));
  writeFileSync(file('playlist-http.mp4'), playlist(`#EXTINF:2,`, `${http}/segment.ts`));
  writeFileSync(file('playlist-tcp.mp4'), playlist(`#EXTINF:2,`, `tcp://127.0.0.1:${canaryPort}`));
  writeFileSync(file('playlist-concat.mp4'), playlist('#EXTINF:2,', `concat:${secretVideo}|${secretVideo}`));
  writeFileSync(file('playlist-subfile.mp4'), playlist('#EXTINF:2,', `subfile,,start,0,end,0,,:${secretVideo}`));
  writeFileSync(file('playlist-crypto.mp4'), playlist(`#EXT-X-KEY:METHOD=AES-128,URI="${http}/key"`, '#EXTINF:2,', `crypto+${http}/segment.ts`, '#EXTINF:2,', `crypto:file://${secretVideo}`));
  writeFileSync(file('list.ffconcat.mp4'), `ffconcat version 1.0\nfile '${secretVideo}'\nfile '${http}/segment.ts'\n`);
  writeFileSync(file('notes.mp4'), 'Meeting notes: this is not a video.\n');
  await runFfmpeg(['-f', 'lavfi', '-i', 'testsrc2=size=160x90', '-frames:v', '1', '-f', 'image2', '-c:v', 'png', file('image.png.mp4')]);
  writeFileSync(file('empty.mp4'), Buffer.alloc(0));
  writeFileSync(file('truncated.mp4'), readFileSync(mp4).subarray(0, 3000));
  writeFileSync(file('external.mp4'), withExternalReference(readFileSync(mp4), `${http}/outside.mp4`));
  // A 1-second clip, then another stamped 10 hours later: the file "lasts" 10 hours.
  const later = file('later.ts');
  await runFfmpeg([...tiny, '-t', '1', '-f', 'mpegts', file('first.ts')]);
  await runFfmpeg([...tiny, '-t', '1', '-output_ts_offset', '36000', '-f', 'mpegts', later]);
  writeFileSync(file('ten-hours.ts'), Buffer.concat([readFileSync(file('first.ts')), readFileSync(later)]));
}, 120_000);

afterAll(async () => {
  await t.app.close();
  await db.close();
  await new Promise((resolve) => canary.close(resolve));
  for (const folder of [outside, crafted]) rmSync(folder, { recursive: true, force: true });
});

const tusHeaders = { ...CONSOLE, 'tus-resumable': '1.0.0', origin: 'https://elsewhere.example' };
const b64 = (text: string) => Buffer.from(text).toString('base64');

/** Creates an upload of `length` bytes (those of `bytes` by default) and sends `bytes` whole. */
async function upload(bytes: Buffer, name: string, length = bytes.length): Promise<{ created: LightMyRequestResponse; sent: LightMyRequestResponse | null; location: string }> {
  const created = await t.app.inject({
    method: 'POST',
    url: VIDEO_UPLOAD_PATH,
    headers: { ...tusHeaders, cookie: `${COOKIE}=${cookie}`, 'upload-length': String(length), 'upload-metadata': `filename ${b64(name)},filetype ${b64('video/mp4')}` },
  });
  const location = created.headers.location as string;
  if (bytes.length === 0) return { created, sent: null, location };
  const sent = await t.app.inject({
    method: 'PATCH',
    url: location,
    headers: { ...tusHeaders, cookie: `${COOKIE}=${cookie}`, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    payload: bytes,
  });
  return { created, sent, location };
}

const ingest = (location: string) =>
  t.app.inject({ method: 'POST', url: `${location}/ingest`, headers: { ...CONSOLE, cookie: `${COOKIE}=${cookie}` }, payload: { name: '上传' } });

/** Runs every queued job with a worker of the test's own; answers what it logged. */
async function runQueue(): Promise<string[]> {
  const logged: string[] = [];
  const worker = new MediaWorker({ db, config: t.config, store: new LocalObjectStore(t.config.dataDir), now: t.clock.now }, { concurrency: 1, pollMs: 50, log: (line) => logged.push(line) });
  await worker.tick();
  while (worker.busy > 0) await new Promise((resolve) => setTimeout(resolve, 50));
  await worker.stop();
  return logged;
}

describe('at upload', () => {
  test.each(NOT_VIDEO)('%s, declared video/mp4, is refused with 415 and a sentence as its first bytes arrive, and is gone', async (name) => {
    const { created, sent, location } = await upload(readFileSync(file(name)), name);
    expect(created.statusCode).toBe(201);
    expect(sent!.statusCode).toBe(415);
    expect(sent!.body).toContain(zhCNServer.mediaSourceFormat);
    const head = await t.app.inject({ method: 'HEAD', url: location, headers: { ...tusHeaders, cookie: `${COOKIE}=${cookie}` } });
    expect(head.statusCode).toBe(404);
  });

  test('a playlist padded past the bytes the check reads, sent in small pieces, is refused once its first 4 KiB are in', async () => {
    const padded = Buffer.concat([readFileSync(file('playlist-file.mp4')), Buffer.from('#\n'.repeat(50_000))]);
    const { created, location } = await upload(Buffer.alloc(0), 'padded.mp4', padded.length);
    expect(created.statusCode).toBe(201);
    const send = (offset: number, bytes: Buffer) =>
      t.app.inject({
        method: 'PATCH',
        url: location,
        headers: { ...tusHeaders, cookie: `${COOKIE}=${cookie}`, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
        payload: bytes,
      });
    expect((await send(0, padded.subarray(0, 1000))).statusCode).toBe(204);
    const refused = await send(1000, padded.subarray(1000, 9000));
    expect(refused.statusCode).toBe(415);
    expect(refused.body).toContain(zhCNServer.mediaSourceFormat);
  });

  test('a zero-byte upload is refused with 415 at the ingest call', async () => {
    const { created, location } = await upload(Buffer.alloc(0), 'empty.mp4');
    expect(created.statusCode).toBe(201);
    const refused = await ingest(location);
    expect(refused.statusCode).toBe(415);
    expect(refused.json().msg).toBe(zhCNServer.mediaSourceFormat);
    expect(await db.query('SELECT id FROM media_jobs')).toEqual([]);
  });

  test('the upload answers carry the security headers and no CORS grant; the server stays healthy', async () => {
    const { created, sent } = await upload(readFileSync(file('notes.mp4')), 'notes.mp4');
    for (const answer of [created, sent!]) {
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['x-frame-options']).toBe('DENY');
      expect(answer.headers['content-security-policy']).toBeTruthy();
      expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    }
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  test('the ingest API refuses such files in INGEST_DIR with 415, and an MP4 naming outside data', async () => {
    mkdirSync(t.config.ingestDir, { recursive: true });
    const enqueue = (name: string) =>
      t.app.inject({ method: 'POST', url: '/admin/media/jobs', headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` }, payload: { path: name, name: '入库' } });
    for (const name of [...NOT_VIDEO, 'empty.mp4', 'external.mp4']) {
      writeFileSync(path.join(t.config.ingestDir, name), readFileSync(file(name)));
      const refused = await enqueue(name);
      expect(refused.statusCode, name).toBe(415);
      expect(refused.json().msg, name).toBe(name === 'external.mp4' ? zhCNServer.mediaSourceExternal : zhCNServer.mediaSourceFormat);
    }
    expect(await db.query('SELECT id FROM media_jobs')).toEqual([]);
  });
});

describe('jobs of files the upload could not judge (or queued before it judged)', () => {
  test('each fails with a sentence, publishes nothing, leaves no work folder, reads nothing outside, contacts nothing', async () => {
    const expected: Record<string, string> = {
      'playlist-file.mp4': zhCNServer.mediaSourceFormat,
      'list.ffconcat.mp4': zhCNServer.mediaSourceFormat,
      'empty.mp4': zhCNServer.mediaSourceFormat,
      'external.mp4': zhCNServer.mediaSourceExternal,
      'truncated.mp4': zhCNServer.mediaSourceUnreadable,
      'ten-hours.ts': zhCNServer.mediaSourceTooLong(MAX_SOURCE_HOURS),
    };
    const jobs = new Map<number, string>();
    for (const name of Object.keys(expected)) jobs.set((await enqueueJob(db, file(name), { name }, t.clock.now())).id, name);
    const started = Date.now();
    const logged = await runQueue();
    // The 10-hour claim is refused when probed, not transcoded (hours of repeated frames).
    expect(Date.now() - started).toBeLessThan(20_000);
    for (const [id, name] of jobs) {
      const job = await jobById(db, id);
      expect(job, name).toMatchObject({ status: 'failed', error: expected[name], videoId: null });
      expect(job!.error, name).not.toContain('/');
    }
    expect(await db.query('SELECT id FROM videos')).toEqual([]);
    expect(existsSync(path.join(t.config.dataDir, 'work')) ? readdirSync(path.join(t.config.dataDir, 'work')) : []).toEqual([]);
    // The log has the details operators do not see.
    expect(logged.join('\n')).toMatch(/truncated\.mp4 \(mov\)/);
    expect(canaryContacts).toBe(0);
  }, 60_000);
});

describe('each guard alone', () => {
  /** ffmpeg as the issue found it: no namespace, no prefix, only the arguments given. */
  const bareFfmpeg = (args: string[]) => spawnSync(ffmpegPath(), ['-hide_banner', '-loglevel', 'verbose', ...args], { encoding: 'utf8', timeout: 20_000 }).stderr;

  test('the demuxer pin: a playlist read as the container its bytes would have to be reads nothing; left to guess, ffmpeg reads the secret', () => {
    const guessed = parseInputSummary(bareFfmpeg(['-i', file('playlist-file.mp4')]));
    expect(guessed?.durationSeconds, 'the crafted playlist does lead to the secret').toBeGreaterThan(1);
    for (const demuxer of ['mpegts', 'mov', 'matroska'] as const) {
      expect(parseInputSummary(bareFfmpeg(sourceInputArgs(file('playlist-file.mp4'), demuxer))), demuxer).toBeNull();
    }
  });

  test('the protocol whitelist: even through the HLS demuxer (the ladder read back), no URL, concat, subfile or crypto source opens', () => {
    for (const name of ['playlist-http.mp4', 'playlist-tcp.mp4', 'playlist-concat.mp4', 'playlist-subfile.mp4', 'playlist-crypto.mp4']) {
      const stderr = bareFfmpeg(sourceInputArgs(file(name), 'hls'));
      expect(parseInputSummary(stderr), name).toBeNull();
    }
    expect(bareFfmpeg(sourceInputArgs(file('playlist-http.mp4'), 'hls'))).toMatch(/Protocol 'http' not on whitelist 'file'/);
    expect(canaryContacts).toBe(0);
  });

  test.skipIf(withoutNetwork().length === 0)('the network namespace: ffmpeg told to open 127.0.0.1 outright reaches nothing', async () => {
    await expect(runFfmpeg(['-i', `http://127.0.0.1:${canaryPort}/direct.ts`, '-f', 'null', '-'])).rejects.toThrow();
    await expect(runFfmpeg(['-i', `tcp://127.0.0.1:${canaryPort}`, '-f', 'null', '-'])).rejects.toThrow();
    expect(canaryContacts).toBe(0);
  });

  test('the dref check: an MP4 naming outside data is refused before ffmpeg; ffmpeg reading it pinned follows nothing', async () => {
    expect(moovReferencesOutside((await readMoov(file('external.mp4')))!)).toBe(true);
    expect(moovReferencesOutside((await readMoov(file('clip.mp4')))!)).toBe(false);
    await expect(identifySource(file('external.mp4'))).rejects.toThrow(zhCNServer.mediaSourceExternal);
    bareFfmpeg([...sourceInputArgs(file('external.mp4'), 'mov'), '-f', 'null', '-']);
    expect(canaryContacts).toBe(0);
  });

  test('the byte check: signatures of the containers taken, and of what is not', () => {
    const ebml = (docType: string) => Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x80 | docType.length]), Buffer.from(docType), Buffer.alloc(32)]);
    expect(containerOf(ebml('webm'))).toBe('matroska');
    expect(containerOf(ebml('matroska'))).toBe('matroska');
    expect(containerOf(ebml('other'))).toBeNull();
    const ftyp = (brand: string) => Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from(`ftyp${brand}\0\0\0\0isom${brand}`)]);
    expect(containerOf(ftyp('qt  '))).toBe('mov');
    expect(containerOf(ftyp('3gp4'))).toBe('mov');
    expect(containerOf(ftyp('heic'))).toBeNull();
    expect(containerOf(ftyp('avif'))).toBeNull();
    expect(containerOf(Buffer.from('GIF89a......'))).toBeNull();
    expect(containerOf(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBeNull();
    expect(containerOf(Buffer.concat([Buffer.from('RIFF\0\0\0\0WAVE'), Buffer.alloc(8)]))).toBeNull();
    expect(containerOf(Buffer.alloc(0))).toBeNull();
    // One sync byte is no transport stream: the next packets must line up too.
    const lone = Buffer.alloc(4096);
    lone[0] = 0x47;
    expect(containerOf(lone)).toBeNull();
    expect(containerOf(Buffer.concat([lone.subarray(0, 188), lone.subarray(0, 188), lone.subarray(0, 188)]))).toBe('mpegts');
  });
});

describe('real sources', () => {
  const clip = ['-f', 'lavfi', '-i', 'testsrc2=size=320x180:rate=25:duration=2', '-f', 'lavfi', '-i', 'sine=duration=2', '-shortest'];
  const h264 = ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac'];
  const sources = {
    'screen.mp4': [...h264, '-movflags', '+faststart', '-f', 'mp4'],
    'camera.mkv': [...h264, '-f', 'matroska'],
    'broadcast.ts': [...h264, '-f', 'mpegts'],
    'avchd.m2ts': [...h264, '-mpegts_m2ts_mode', '1', '-f', 'mpegts'],
    'old.avi': ['-c:v', 'mpeg4', '-c:a', 'mp2', '-f', 'avi'],
    'flash.flv': ['-c:v', 'flv', '-c:a', 'mp3', '-ar', '44100', '-f', 'flv'],
    'dvd.mpg': ['-c:v', 'mpeg2video', '-c:a', 'mp2', '-f', 'mpeg'],
  } as const;
  const demuxers: Record<keyof typeof sources | 'phone.mov', string> = {
    'phone.mov': 'mov',
    'screen.mp4': 'mov',
    'camera.mkv': 'matroska',
    'broadcast.ts': 'mpegts',
    'avchd.m2ts': 'mpegts',
    'old.avi': 'avi',
    'flash.flv': 'flv',
    'dvd.mpg': 'mpeg',
  };

  beforeAll(async () => {
    for (const [name, args] of Object.entries(sources)) {
      // The codecs some containers need may be missing from a build: such a source is left out, below.
      await runFfmpeg([...clip, ...args, file(name)]).catch(() => undefined);
    }
    // A phone holds its video sideways and says how to turn it (a stream copy keeps the tag: an encode drops it).
    await runFfmpeg(['-i', file('screen.mp4'), '-c', 'copy', '-metadata:s:v:0', 'rotate=90', '-f', 'mov', file('phone.mov')]);
  }, 60_000);

  test('each container is taken for what it is and probed with its own demuxer; a sideways phone video stands up', async () => {
    for (const name of Object.keys(demuxers) as (keyof typeof demuxers)[]) {
      if (!existsSync(file(name))) continue;
      const probed = await probeSource(file(name));
      expect(probed, name).toMatchObject({ demuxer: demuxers[name], hasAudio: true });
      expect(probed.durationSeconds, name).toBeGreaterThan(1.5);
    }
    expect(await probeSource(file('phone.mov'))).toMatchObject({ width: 180, height: 320 });
  });

  test('an upload of a real video is taken, and its job publishes it', async () => {
    const { sent, location } = await upload(readFileSync(file('camera.mkv')), 'camera.mkv');
    expect(sent!.statusCode).toBe(204);
    expect((await ingest(location)).statusCode).toBe(200);
    await runQueue();
    const [job] = await db.query<{ status: string; error: string }>('SELECT status, error FROM media_jobs WHERE upload_id IS NOT NULL');
    expect(job).toEqual({ status: 'done', error: '' });
  }, 60_000);

  const debian = '/usr/bin/ffmpeg';
  test.skipIf(!existsSync(debian))("with Debian's ffmpeg (FFMPEG_PATH): the same sources probe, and a ladder passes the media check", async () => {
    const bundled = process.env.FFMPEG_PATH;
    process.env.FFMPEG_PATH = debian;
    try {
      expect(ffmpegPath()).toBe(debian);
      for (const name of ['phone.mov', 'broadcast.ts', 'camera.mkv'] as const) {
        expect(await probeSource(file(name)), name).toMatchObject({ demuxer: demuxers[name] });
      }
      await expect(identifySource(file('playlist-file.mp4'))).rejects.toThrow(zhCNServer.mediaSourceFormat);
      expect(parseInputSummary(spawnSync(debian, ['-hide_banner', ...sourceInputArgs(file('playlist-file.mp4'), 'mpegts')], { encoding: 'utf8' }).stderr)).toBeNull();
      const source = await probeSource(file('phone.mov'));
      // transcodeLadder ends with the media check, which throws on a ladder a player could stall on.
      await transcodeLadder(fileInput(file('phone.mov'), source), path.join(crafted, 'debian-ladder'), source, { renditions: ladderFor(source), preset: 'ultrafast' });
    } finally {
      if (bundled === undefined) delete process.env.FFMPEG_PATH;
      else process.env.FFMPEG_PATH = bundled;
    }
    expect(canaryContacts).toBe(0);
  }, 60_000);
});
