// The console's resumable uploads (tus 1.0 at /admin/uploads): an upload cut mid-way resumes
// at the offset the store kept, on another server process and after a restart; the size cap,
// the media types, unknown and junk ids, rights and forged requests are refused with a 4xx;
// a finished upload becomes one ingest job of its bytes.
import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { VIDEO_UPLOAD_MAX_BYTES, VIDEO_UPLOAD_PATH, zhCNContent } from '@nocturne/core';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { LocalObjectStore } from '../src/storage/localStore.ts';
import { S3ObjectStore } from '../src/storage/s3Store.ts';
import { PIECE_BYTES } from '../src/uploads/storedUploads.ts';
import { processesPerFile, testApp, testConfig, type TestApp } from './harness.ts';
import { startLocalS3 } from './storage/localS3.ts';
import { CONSOLE, COOKIE, signedInOperator } from './operators.ts';

const config = testConfig();
const processes = processesPerFile({ config: () => config });

const TUS = { 'tus-resumable': '1.0.0' };
/** Random bytes behind an MP4 `ftyp` box: what the upload's byte check takes for video (hostileMedia tests the refusals). */
const videoBytes = (length: number) => Buffer.concat([Buffer.from('0000001c667479706d703432000000006d7034316d703432', 'hex'), Buffer.alloc(4), randomBytes(length - 28)]);
const b64 = (text: string) => Buffer.from(text).toString('base64');
const metadata = (filetype = 'video/mp4', filename = 'clip.mp4') => `filename ${b64(filename)},filetype ${b64(filetype)}`;

let first: TestApp;
let cookie: string;

beforeEach(async () => {
  first = await processes.start();
  cookie = (await signedInOperator(first, processes.db, 'content', 'editor')).cookie;
});

function tus(t: TestApp, method: 'POST' | 'HEAD' | 'PATCH' | 'DELETE', url: string, headers: Record<string, string> = {}, payload?: Buffer): Promise<LightMyRequestResponse> {
  return t.app.inject({ method, url, headers: { ...CONSOLE, ...TUS, cookie: `${COOKIE}=${cookie}`, ...headers }, ...(payload ? { payload } : {}) });
}

async function create(t: TestApp, length: number, type = 'video/mp4'): Promise<LightMyRequestResponse> {
  return tus(t, 'POST', VIDEO_UPLOAD_PATH, { 'upload-length': String(length), 'upload-metadata': metadata(type) });
}

async function newUpload(t: TestApp, length: number): Promise<string> {
  const created = await create(t, length);
  expect(created.statusCode, created.body).toBe(201);
  return created.headers.location as string;
}

const offsetOf = async (t: TestApp, location: string) => {
  const head = await tus(t, 'HEAD', location);
  expect(head.statusCode).toBe(200);
  return Number(head.headers['upload-offset']);
};

const patch = (t: TestApp, location: string, offset: number, bytes: Buffer) =>
  tus(t, 'PATCH', location, { 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' }, bytes);

/** Sends `bytes` from offset 0 over a real connection and cuts it after `sent` of them. */
async function cutPatch(t: TestApp, location: string, bytes: Buffer, sent: number): Promise<void> {
  const port = (t.app.server.address() as AddressInfo | null)?.port ?? (await t.app.listen({ port: 0, host: '127.0.0.1' }), (t.app.server.address() as AddressInfo).port);
  await new Promise<void>((resolve) => {
    const req = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'PATCH',
      path: location,
      headers: { ...CONSOLE, ...TUS, cookie: `${COOKIE}=${cookie}`, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream', 'content-length': String(bytes.length) },
    });
    req.on('error', () => resolve());
    req.on('response', () => resolve());
    req.write(bytes.subarray(0, sent), () => setTimeout(() => {
      // The connection drops mid-body: the browser lost its network.
      req.destroy();
      resolve();
    }, 300));
  });
}

describe('resuming', () => {
  test('a cut upload resumes at the stored offset on a second process, survives a restart, and becomes one ingest job of its bytes', async () => {
    const bytes = videoBytes(3 * 1024 * 1024);
    const location = await newUpload(first, bytes.length);
    expect(location).toMatch(new RegExp(`^${VIDEO_UPLOAD_PATH}/[0-9a-f]{32}$`));

    await cutPatch(first, location, bytes, 1024 * 1024);
    // What arrived before the cut is kept (the lock is let go once the request ends).
    let offset = 0;
    for (let i = 0; i < 50 && offset === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      offset = await offsetOf(first, location);
    }
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThanOrEqual(1024 * 1024);

    // A second process (behind the same proxy) takes over at that offset.
    const second = await processes.start();
    expect(await offsetOf(second, location)).toBe(offset);
    const rest = await patch(second, location, offset, bytes.subarray(offset));
    expect(rest.statusCode, rest.body).toBe(204);
    expect(Number(rest.headers['upload-offset'])).toBe(bytes.length);

    // Restarted, the server still knows the upload finished.
    const restarted = await processes.restart(first);
    expect(await offsetOf(restarted, location)).toBe(bytes.length);

    const id = location.split('/').pop()!;
    const ingest = await restarted.app.inject({
      method: 'POST',
      url: `${VIDEO_UPLOAD_PATH}/${id}/ingest`,
      headers: { ...CONSOLE, cookie: `${COOKIE}=${cookie}` },
      payload: { name: '断点续传', vip: false, dictCode: 'movie' },
    });
    expect(ingest.statusCode, ingest.body).toBe(200);
    const job = ingest.json().data;
    expect(job).toMatchObject({ status: 'queued', source: `ingest/uploads/${id}`, video: { name: '断点续传', vip: false, dictCode: 'movie', draft: true } });
    // The job's source holds exactly the bytes sent, in order, across the cut.
    const stored = await new LocalObjectStore(config.dataDir).get(job.source);
    const chunks: Buffer[] = [];
    for await (const chunk of stored!.body) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(bytes)).toBe(true);

    // One upload, one job.
    const again = await restarted.app.inject({ method: 'POST', url: `${VIDEO_UPLOAD_PATH}/${id}/ingest`, headers: { ...CONSOLE, cookie: `${COOKIE}=${cookie}` }, payload: { name: '再来' } });
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe(zhCNContent.uploadIngested);
  }, 30_000);

  test('a PATCH at an offset other than the stored one is refused with 409 and changes nothing', async () => {
    const location = await newUpload(first, 1000);
    expect((await patch(first, location, 0, Buffer.alloc(400, 1))).statusCode).toBe(204);
    expect((await patch(first, location, 100, Buffer.alloc(100, 2))).statusCode).toBe(409);
    expect(await offsetOf(first, location)).toBe(400);
  });

  test('an unfinished upload is no ingest job yet: 409', async () => {
    const location = await newUpload(first, 1000);
    await patch(first, location, 0, Buffer.alloc(10));
    const ingest = await first.app.inject({ method: 'POST', url: `${location}/ingest`, headers: { ...CONSOLE, cookie: `${COOKIE}=${cookie}` }, payload: { name: '半截' } });
    expect(ingest.statusCode).toBe(409);
    expect(ingest.json().msg).toBe(zhCNContent.uploadUnfinished);
  });
});

describe('limits', () => {
  test(`the size cap is ${VIDEO_UPLOAD_MAX_BYTES} bytes (4 GiB): one byte more is a 413 at creation`, async () => {
    expect(VIDEO_UPLOAD_MAX_BYTES).toBe(4 * 1024 ** 3);
    expect((await create(first, VIDEO_UPLOAD_MAX_BYTES + 1)).statusCode).toBe(413);
    expect((await create(first, VIDEO_UPLOAD_MAX_BYTES)).statusCode).toBe(201);
  });

  test('bytes beyond the declared length are refused', async () => {
    const location = await newUpload(first, 100);
    const over = await patch(first, location, 0, Buffer.alloc(101));
    expect(over.statusCode).toBeGreaterThanOrEqual(400);
    expect(over.statusCode).toBeLessThan(500);
  });

  test('only video types: a text file is a 415 with the reason; no file name is a 400', async () => {
    const text = await create(first, 100, 'text/plain');
    expect(text.statusCode).toBe(415);
    expect(text.body).toContain(zhCNContent.uploadType);
    const nameless = await tus(first, 'POST', VIDEO_UPLOAD_PATH, { 'upload-length': '100', 'upload-metadata': `filetype ${b64('video/mp4')}` });
    expect(nameless.statusCode).toBe(400);
  });

  test.each(['video/x-m4v', 'video/3gpp', 'video/x-flv'])('a %s file (containers the source check reads) may be uploaded', async (type) => {
    expect((await create(first, 100, type)).statusCode).toBe(201);
  });

  test('a playlist posing as a FLV (its declared type allowed) is refused by its bytes: 415, and nothing is left to ingest', async () => {
    const bytes = Buffer.from('#EXTM3U\n#EXT-X-TARGETDURATION:2\n#EXTINF:2,\nfile:///etc/passwd\n#EXT-X-ENDLIST\n');
    const created = await create(first, bytes.length, 'video/x-flv');
    expect(created.statusCode).toBe(201);
    const location = created.headers.location as string;
    const sent = await patch(first, location, 0, bytes);
    expect(sent.statusCode).toBe(415);
    const ingest = await first.app.inject({ method: 'POST', url: `${location}/ingest`, headers: { ...CONSOLE, cookie: `${COOKIE}=${cookie}` }, payload: { name: '冒充' } });
    expect(ingest.statusCode).toBeGreaterThanOrEqual(400);
    expect(ingest.statusCode).toBeLessThan(500);
  });

  test('an unknown upload id is a 404; junk ids, junk headers and a junk body are 4xx, never 5xx', async () => {
    const unknown = `${VIDEO_UPLOAD_PATH}/${'0'.repeat(32)}`;
    expect((await tus(first, 'HEAD', unknown)).statusCode).toBe(404);
    expect((await patch(first, unknown, 0, Buffer.alloc(10))).statusCode).toBe(404);
    expect((await first.app.inject({ method: 'POST', url: `${unknown}/ingest`, headers: { ...CONSOLE, cookie: `${COOKIE}=${cookie}` }, payload: { name: 'x' } })).statusCode).toBe(404);
    const location = await newUpload(first, 100);
    const answers = await Promise.all([
      tus(first, 'HEAD', `${VIDEO_UPLOAD_PATH}/..%2F..%2Fetc`),
      tus(first, 'PATCH', `${VIDEO_UPLOAD_PATH}/nothex`, { 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' }, Buffer.alloc(1)),
      tus(first, 'PATCH', location, { 'upload-offset': 'minus one', 'content-type': 'application/offset+octet-stream' }, Buffer.alloc(1)),
      tus(first, 'PATCH', location, { 'upload-offset': '0', 'content-type': 'application/json' }, Buffer.from('{"junk":')),
      tus(first, 'PATCH', location, { 'upload-offset': '0', 'content-type': 'text/plain' }, Buffer.from('junk')),
      tus(first, 'POST', VIDEO_UPLOAD_PATH, { 'upload-length': '-5', 'upload-metadata': metadata() }),
      tus(first, 'POST', VIDEO_UPLOAD_PATH, { 'upload-length': '100', 'upload-metadata': '%%%' }),
      first.app.inject({ method: 'POST', url: VIDEO_UPLOAD_PATH, headers: { ...CONSOLE, cookie: `${COOKIE}=${cookie}`, 'upload-length': '100', 'upload-metadata': metadata() } }),
      first.app.inject({ method: 'POST', url: `${location}/ingest`, headers: { ...CONSOLE, cookie: `${COOKIE}=${cookie}`, 'content-type': 'application/json' }, payload: '{"name":' }),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, answer.body).toBeLessThan(500);
    }
    expect(await offsetOf(first, location)).toBe(0);
  });
});

describe('who may upload', () => {
  test('support has no ingest right (403); no session is a 401; another site’s page is refused (403)', async () => {
    const support = await signedInOperator(first, processes.db, 'support', 'helper');
    const headers = { 'upload-length': '100', 'upload-metadata': metadata() };
    const refused = await first.app.inject({ method: 'POST', url: VIDEO_UPLOAD_PATH, headers: { ...CONSOLE, ...TUS, ...headers, cookie: `${COOKIE}=${support.cookie}` } });
    expect(refused.statusCode).toBe(403);
    expect((await first.app.inject({ method: 'POST', url: VIDEO_UPLOAD_PATH, headers: { ...CONSOLE, ...TUS, ...headers } })).statusCode).toBe(401);
    const forged = await tus(first, 'POST', VIDEO_UPLOAD_PATH, { ...headers, 'sec-fetch-site': 'cross-site' });
    expect(forged.statusCode).toBe(403);
  });
});

describe('on an S3 store', () => {
  let s3: Awaited<ReturnType<typeof startLocalS3>>;
  beforeAll(async () => {
    s3 = await startLocalS3();
  }, 30_000);
  afterAll(() => s3?.close());

  test('an upload begun on one process is finished on another, under the store key prefix, and its bytes are the job source', async () => {
    const settings = { ...s3.settings, keyPrefix: 'site-a/' };
    const s3Config = () => testConfig({ objectStore: settings });
    const one = await testApp(processes.db, { config: s3Config() });
    const two = await testApp(processes.db, { config: s3Config() });
    try {
      // More than one piece (PIECE_BYTES) after the first request's bytes.
      const bytes = videoBytes(PIECE_BYTES + 1024 * 1024 + 17);
      const location = await newUpload(one, bytes.length);
      expect((await patch(one, location, 0, bytes.subarray(0, 700_000))).statusCode).toBe(204);
      expect(await offsetOf(two, location)).toBe(700_000);
      const rest = await patch(two, location, 700_000, bytes.subarray(700_000));
      expect(rest.statusCode, rest.body).toBe(204);
      expect(await offsetOf(one, location)).toBe(bytes.length);
      const id = location.split('/').pop()!;
      const ingest = await one.app.inject({ method: 'POST', url: `${location}/ingest`, headers: { ...CONSOLE, cookie: `${COOKIE}=${cookie}` }, payload: { name: 'S3' } });
      expect(ingest.statusCode, ingest.body).toBe(200);
      const store = new S3ObjectStore(settings);
      const stored = await store.get(`ingest/uploads/${id}`);
      const chunks: Buffer[] = [];
      for await (const chunk of stored!.body) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
      store.close();
    } finally {
      await one.app.close();
      await two.app.close();
    }
  }, 60_000);
});
