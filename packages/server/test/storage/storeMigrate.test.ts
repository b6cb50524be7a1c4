/**
 * npm run store:migrate against a real S3-protocol server (s3rver): what an installation
 * kept on disk goes into the store byte for byte, once; run again it copies nothing, stopped
 * half-way it resumes, and a folder without its playlist (an unfinished ingest) stays out.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { moveToStore } from '../../src/storage/moveToStore.ts';
import { S3ObjectStore } from '../../src/storage/s3Store.ts';
import { startLocalS3, type LocalS3 } from './localS3.ts';

/** What the installation has on disk: key -> bytes (what should arrive). */
const COPIED = {
  'media/lad1/360p/index.m3u8': '#EXTM3U\n#EXTINF:2,\nseg000.ts\n#EXTINF:2,\nseg001.ts\n',
  'media/lad1/360p/seg000.ts': randomBytes(188 * 700),
  'media/lad1/360p/seg001.ts': randomBytes(188 * 500),
  'media/lad1/540p/index.m3u8': '#EXTM3U\n#EXTINF:2,\nseg000.ts\n',
  'media/lad1/540p/seg000.ts': randomBytes(188 * 900),
  'media/lad1/poster.jpg': randomBytes(3000),
  'media/lad1/thumbs.vtt': 'WEBVTT\n',
  'media/lad1/sprite-1.jpg': randomBytes(5000),
  'media/lad1/master.m3u8': '#EXTM3U\n360p/index.m3u8\n540p/index.m3u8\n',
  'media/old1/index.m3u8': '#EXTM3U\n#EXTINF:2,\nseg000.ts\n',
  'media/old1/seg000.ts': randomBytes(188 * 300),
  'media/site/login-loop.mp4': randomBytes(20_000),
  'uploads/avatars/0123456789abcdef0123456789abcdef.png': randomBytes(900),
  'uploads/chat/fedcba9876543210fedcba9876543210.jpg': randomBytes(1200),
  'ingest/movie.mp4': randomBytes(9 * 1024 * 1024),
} as const;
const KEYS = Object.keys(COPIED).sort();

let s3: LocalS3;
let store: S3ObjectStore;
let dataDir: string;
let bucket = 0;

beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(async () => {
  await s3?.close();
});

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'nocturne-move-'));
  for (const [key, bytes] of Object.entries(COPIED)) {
    const file = path.join(dataDir, key);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, bytes);
  }
  // An ingest attempt still running, an upload being written, a source no key can name.
  mkdirSync(path.join(dataDir, 'media/job-3-1/360p'), { recursive: true });
  writeFileSync(path.join(dataDir, 'media/job-3-1/360p/seg000.ts'), 'half a ladder');
  writeFileSync(path.join(dataDir, 'uploads/chat/.aaaa.jpg.part-1234'), 'half an upload');
  writeFileSync(path.join(dataDir, 'ingest/片名 1.mp4'), 'a source with a name of its own');
  // Each test copies into a store of its own (a prefix of the one bucket).
  store = new S3ObjectStore({ ...s3.settings, keyPrefix: `run${++bucket}/` });
  return () => {
    store.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
});

const sources = () => ({ dataDir, ingestDir: path.join(dataDir, 'ingest') });

async function storedKeys(): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of store.list('')) keys.push(object.key);
  return keys.sort();
}

/**
 * The keys that arrived whole once the abort's PUTs have ended. The local S3 server (s3rver)
 * writes an object's file while its body arrives and leaves it, without its metadata, when
 * the client gives up mid-body; real S3 never shows such an object. Such a half object is
 * not one that arrived: the resume copies it like any other missing file.
 */
async function arrivedWhole(): Promise<string[]> {
  let keys = await storedKeys();
  for (let i = 0; i < 50; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const again = await storedKeys();
    if (again.join() === keys.join()) break;
    keys = again;
  }
  const whole: string[] = [];
  for (const key of keys) {
    const info = await store.head(key).catch(() => null);
    if (info?.metadata.sha256) whole.push(key);
  }
  return whole;
}

test('every finished file arrives byte for byte; the master of a ladder goes last; run again, nothing is copied', async () => {
  const order: string[] = [];
  const report = await moveToStore(store, sources(), { onFile: (key) => order.push(key) });
  expect(report).toMatchObject({ copied: KEYS.length, alreadyThere: 0, skippedFolders: ['job-3-1'] });
  expect(report.unnamable).toEqual([path.join(dataDir, 'ingest/片名 1.mp4')]);
  expect(await storedKeys()).toEqual(KEYS);
  for (const key of KEYS) {
    const found = await store.get(key);
    expect(Buffer.compare(await buffer(found!.body), readFileSync(path.join(dataDir, key))), key).toBe(0);
  }
  const ladder = order.filter((key) => key.startsWith('media/lad1/'));
  expect(ladder.at(-1)).toBe('media/lad1/master.m3u8');
  expect(order.filter((key) => key.startsWith('media/old1/')).at(-1)).toBe('media/old1/index.m3u8');

  const again = await moveToStore(store, sources());
  expect(again).toMatchObject({ copied: 0, copiedBytes: 0, alreadyThere: KEYS.length });
});

test('stopped half-way, it resumes: what arrived is skipped, the rest copied, a changed file copied again', async () => {
  const controller = new AbortController();
  let seen = 0;
  await expect(
    moveToStore(store, sources(), {
      signal: controller.signal,
      onFile: () => {
        if (++seen === 3) controller.abort();
      },
    }),
  ).rejects.toThrow();
  const arrived = await arrivedWhole();
  expect(arrived.length).toBeGreaterThanOrEqual(3);
  expect(arrived.length).toBeLessThan(KEYS.length);
  // No master arrives before its folder is whole.
  expect(arrived).not.toContain('media/lad1/master.m3u8');
  // Same size, other bytes: the hash tells them apart.
  const changed = arrived[0]!;
  const file = path.join(dataDir, changed);
  writeFileSync(file, randomBytes(readFileSync(file).length));

  const resumed = await moveToStore(store, sources());
  expect(resumed.copied).toBe(KEYS.length - arrived.length + 1);
  expect(resumed.alreadyThere).toBe(arrived.length - 1);
  expect(await storedKeys()).toEqual(KEYS);
  expect(Buffer.compare(await buffer((await store.get(changed))!.body), readFileSync(file))).toBe(0);
});

function runCommand(env: Record<string, string>) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/storeMigrate.ts'], {
    cwd: path.join(import.meta.dirname, '../..'),
    env: { ...process.env, DATA_DIR: dataDir, ...env },
    encoding: 'utf8',
  });
  return { status: result.status, output: result.stdout + result.stderr };
}

test('npm run store:migrate copies once and says so; without a store it refuses', () => {
  const url = s3.url.replace(`/${s3.settings.bucket}?`, `/${s3.settings.bucket}/cmd${bucket}?`);
  const first = runCommand({ OBJECT_STORE_URL: url });
  expect(first.output).toContain(`copied ${KEYS.length} files`);
  expect(first.output).toContain('not copied: media/job-3-1 has no playlist');
  expect(first.output).toContain('片名 1.mp4');
  expect(first.status).toBe(0);
  const again = runCommand({ OBJECT_STORE_URL: url });
  expect(again.output).toContain(`copied 0 files (0.0 MB); ${KEYS.length} already there`);
  expect(again.status).toBe(0);
  const none = runCommand({ OBJECT_STORE_URL: '' });
  expect(none.output).toContain('OBJECT_STORE_URL is not set');
  expect(none.status).toBe(2);
});
