/**
 * One contract, two stores: every test runs against the disk store and against the S3
 * store on a real S3-protocol server (s3rver, started here), never a mock of the SDK.
 * Bytes are compared whole (a store that keeps a stream's transfer framing inside the
 * object fails here).
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { LocalObjectStore } from '../../src/storage/localStore.ts';
import type { ObjectStore } from '../../src/storage/objectStore.ts';
import { MULTIPART_PART_BYTES, S3ObjectStore } from '../../src/storage/s3Store.ts';
import { startLocalS3, type LocalS3 } from './localS3.ts';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A body that sends `bytes` in small chunks, as a file or network stream does. */
const streamOf = (bytes: Buffer, chunk = 16 * 1024) =>
  Readable.from(
    (function* () {
      for (let at = 0; at < bytes.length; at += chunk) yield bytes.subarray(at, at + chunk);
    })(),
  );

/** A body that sends `good` bytes and then fails, like an upload whose connection drops. */
const failingStream = (good: number) =>
  Readable.from(
    (async function* () {
      yield randomBytes(good);
      throw new Error('connection reset');
    })(),
  );

async function readAll(store: ObjectStore, key: string): Promise<Buffer | null> {
  const found = await store.get(key);
  return found ? buffer(found.body) : null;
}

async function keysOf(store: ObjectStore, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of store.list(prefix)) keys.push(object.key);
  return keys;
}

let s3: LocalS3;
const partsStored = () => s3.log().filter((line) => /Stored part \d+ of/.test(line)).length;
let scratch: string;
beforeAll(async () => {
  s3 = await startLocalS3();
  scratch = mkdtempSync(path.join(tmpdir(), 'nocturne-store-files-'));
});
afterAll(async () => {
  await s3?.close();
  rmSync(scratch, { recursive: true, force: true });
});

const kinds = [
  ['disk', () => new LocalObjectStore(mkdtempSync(path.join(tmpdir(), 'nocturne-store-')))],
  // A page of 2 keys, so listing a handful of objects crosses pages.
  ['s3', () => new S3ObjectStore(s3.settings, { listPageSize: 2 })],
] as const;

describe.each(kinds)('the %s store', (kind, open) => {
  let store: ObjectStore;
  let run: string;
  beforeEach(() => {
    store = open();
    // Each test writes under a folder of its own: the S3 bucket is shared by the file.
    run = `t${randomBytes(4).toString('hex')}`;
    return () => store.close();
  });

  test('an object put from memory reads back byte for byte, with its size and type', async () => {
    const bytes = randomBytes(70_000);
    await store.put(`${run}/360p/seg000.ts`, bytes);
    const found = await store.get(`${run}/360p/seg000.ts`);
    expect(found?.size).toBe(70_000);
    expect(found?.contentType).toBe('video/mp2t');
    expect(sha256(await buffer(found!.body))).toBe(sha256(bytes));
    expect((await store.head(`${run}/360p/seg000.ts`))?.size).toBe(70_000);
  });

  test('a streamed upload of 300,000 bytes is stored as exactly those 300,000 bytes', async () => {
    // s3rver with the SDK's default checksums kept the aws-chunked framing: 300,080 bytes.
    const bytes = randomBytes(300_000);
    await store.put(`${run}/uploads/chat/a.jpg`, streamOf(bytes));
    expect((await store.head(`${run}/uploads/chat/a.jpg`))?.size).toBe(300_000);
    const read = await readAll(store, `${run}/uploads/chat/a.jpg`);
    expect(read?.length).toBe(300_000);
    expect(sha256(read!)).toBe(sha256(bytes));
  });

  test('a file of one part (a segment) streams up as exactly its bytes', async () => {
    const bytes = randomBytes(300_000);
    const file = path.join(scratch, `${run}.ts`);
    writeFileSync(file, bytes);
    await store.putFile(`${run}/media/d/360p/seg000.ts`, file);
    expect((await store.head(`${run}/media/d/360p/seg000.ts`))?.size).toBe(300_000);
    expect(sha256((await readAll(store, `${run}/media/d/360p/seg000.ts`))!)).toBe(sha256(bytes));
  });

  test('a large file goes up whole (in parts on S3) and reads back byte for byte', async () => {
    const bytes = randomBytes(2 * MULTIPART_PART_BYTES + 12_345);
    const file = path.join(scratch, `${run}.mp4`);
    writeFileSync(file, bytes);
    const partsBefore = kind === 's3' ? partsStored() : 0;
    await store.putFile(`${run}/ingest/source.mp4`, file);
    expect((await store.head(`${run}/ingest/source.mp4`))?.size).toBe(bytes.length);
    // Three parts went up, as the server's own log shows.
    if (kind === 's3') expect(partsStored() - partsBefore).toBe(3);
    expect(sha256((await readAll(store, `${run}/ingest/source.mp4`))!)).toBe(sha256(bytes));
  });

  test('a missing key is null, and found once written: a miss is never remembered', async () => {
    expect(await store.get(`${run}/media/m/master.m3u8`)).toBeNull();
    expect(await store.head(`${run}/media/m/master.m3u8`)).toBeNull();
    await store.put(`${run}/media/m/master.m3u8`, Buffer.from('#EXTM3U\n'));
    expect((await readAll(store, `${run}/media/m/master.m3u8`))?.toString()).toBe('#EXTM3U\n');
  });

  test('a put that fails half-way leaves the key as it was', async () => {
    await store.put(`${run}/avatars/x.png`, Buffer.from('old'));
    await expect(store.put(`${run}/avatars/x.png`, failingStream(100_000))).rejects.toThrow();
    // Larger than a part: a multipart upload that fails is aborted, not completed short.
    await expect(store.put(`${run}/avatars/x.png`, failingStream(MULTIPART_PART_BYTES + 1000))).rejects.toThrow();
    expect((await readAll(store, `${run}/avatars/x.png`))?.toString()).toBe('old');
    await expect(store.put(`${run}/avatars/y.png`, failingStream(1000))).rejects.toThrow();
    expect(await store.head(`${run}/avatars/y.png`)).toBeNull();
    expect(await keysOf(store, `${run}/`)).toEqual([`${run}/avatars/x.png`]);
  });

  test('an aborted put leaves nothing', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(store.put(`${run}/a.ts`, streamOf(randomBytes(50_000)), { signal: controller.signal })).rejects.toThrow();
    await expect(store.putFile(`${run}/b.ts`, path.join(scratch, 'none'), { signal: controller.signal })).rejects.toThrow();
    expect(await keysOf(store, `${run}/`)).toEqual([]);
  });

  test('listing a prefix answers each key under it once, across pages', async () => {
    // No key here has '-' or '.' where another has '/': s3rver orders such keys unlike S3
    // and then pages past some of them (S3 and MinIO order bytewise).
    const keys = [`${run}/a/x/1.ts`, `${run}/a/x/2.ts`, `${run}/a/y.jpg`, `${run}/ab.ts`, `${run}/b/q.ts`];
    for (const key of [...keys].reverse()) await store.put(key, Buffer.from(key));
    const sorted = async (prefix: string) => (await keysOf(store, prefix)).sort();
    expect(await sorted(`${run}/a/`)).toEqual([`${run}/a/x/1.ts`, `${run}/a/x/2.ts`, `${run}/a/y.jpg`]);
    expect(await sorted(`${run}/a`)).toEqual([`${run}/a/x/1.ts`, `${run}/a/x/2.ts`, `${run}/a/y.jpg`, `${run}/ab.ts`]);
    expect(await sorted(`${run}/`)).toEqual([...keys].sort());
    expect(await keysOf(store, `${run}/none/`)).toEqual([]);
  });

  test('delete removes one object, deletePrefix a folder; deleting what is gone is no error', async () => {
    for (const key of ['job-7-1/360p/seg000.ts', 'job-7-1/master.m3u8', 'job-7-2/master.m3u8']) await store.put(`${run}/${key}`, Buffer.from('x'));
    await store.delete(`${run}/job-7-2/master.m3u8`);
    await store.delete(`${run}/job-7-2/master.m3u8`);
    await store.deletePrefix(`${run}/job-7-1/`);
    await store.deletePrefix(`${run}/job-7-1/`);
    expect(await keysOf(store, `${run}/`)).toEqual([]);
    await expect(store.deletePrefix(`${run}/job-7`)).rejects.toThrow(/end in '\/'/);
    await expect(store.deletePrefix('')).rejects.toThrow(/whole store/);
  });

  test('keys that could leave the store are refused', async () => {
    for (const key of ['', '../pg/x', 'a/../../x', '/etc/passwd', 'a//b', 'a/./b', '.hidden', 'a/b/', 'a\\b', 'a b', 'a\nb']) {
      await expect(store.put(key, Buffer.from('x')), key).rejects.toThrow(/bad object key/);
      await expect(store.get(key), key).rejects.toThrow(/bad object key/);
    }
  });

  test('a presigned URL fetches the object directly where the store has them', async () => {
    await store.put(`${run}/media/d/360p/seg001.ts`, Buffer.from('segment bytes'));
    const url = await store.presignedGetUrl(`${run}/media/d/360p/seg001.ts`, 60);
    if (kind === 'disk') {
      expect(url).toBeNull();
      return;
    }
    const answer = await fetch(url!);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe('segment bytes');
  });
});

test('S3 keeps user metadata, which the migration compares by', async () => {
  const store = new S3ObjectStore(s3.settings);
  await store.put('meta/a.ts', Buffer.from('a'), { metadata: { sha256: 'abc' } });
  await store.putFile('meta/b.ts', (writeFileSync(path.join(scratch, 'b.ts'), 'b'), path.join(scratch, 'b.ts')), { metadata: { sha256: 'def' } });
  expect((await store.head('meta/a.ts'))?.metadata).toEqual({ sha256: 'abc' });
  expect((await store.head('meta/b.ts'))?.metadata).toEqual({ sha256: 'def' });
  store.close();
});

test('a key prefix from OBJECT_STORE_URL keeps every key under it', async () => {
  const plain = new S3ObjectStore(s3.settings);
  const prefixed = new S3ObjectStore({ ...s3.settings, keyPrefix: 'site-a/' });
  await prefixed.put('uploads/chat/p.png', Buffer.from('p'));
  expect(await plain.head('site-a/uploads/chat/p.png')).not.toBeNull();
  expect(await keysOf(prefixed, 'uploads/')).toEqual(['uploads/chat/p.png']);
  await prefixed.deletePrefix('uploads/');
  expect(await plain.head('site-a/uploads/chat/p.png')).toBeNull();
  plain.close();
  prefixed.close();
});
