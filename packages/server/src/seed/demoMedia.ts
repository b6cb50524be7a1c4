/**
 * The demo catalogue's media: each generated stream (demoData.ts, DEMO_STREAMS) as a
 * ladder of three renditions (360p, 540p and 720p, so adaptive switching has room both
 * ways) with poster, seek thumbnails and cover frames, and the login page's loop.
 * Generating takes ffmpeg tens of seconds, and every fresh data directory needs it
 * (`npm start`, the e2e setup, bench:web),
 * so the result is generated once per generation settings into a cache beside
 * node_modules. Each stream's ladder is encrypted there once (HLS AES-128) under a seed kept
 * in the entry (`seeds.json`, beside node_modules, never in the store), and put into the
 * object store when the store lacks it; the login loop is hard-linked (copied across file
 * systems) into DATA_DIR/media/site on every process.
 */
import { createHash, randomBytes } from 'node:crypto';
import { copyFile, link, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServerConfig } from '../config.ts';
import { frameCoverPath } from '../media/covers.ts';
import { LADDER, SEGMENT_SECONDS } from '../media/ladder.ts';
import { newKeySeed } from '../media/keys/contentKeys.ts';
import { encryptLadder } from '../media/keys/encryptLadder.ts';
import { mediaKey } from '../media/library.ts';
import { MASTER_FILE } from '../media/master.ts';
import { loginLoopPath, siteFolder } from '../media/site.ts';
import type { ObjectStore } from '../storage/objectStore.ts';
import { putFolder } from '../storage/putFolder.ts';
import { generateLoginLoop, transcodeLadder, type TranscodeInput } from '../media/transcode.ts';
import { DEMO_FRAME_RATE, DEMO_STREAMS } from './demoData.ts';

export const DEMO_LADDER = LADDER.filter((rendition) => rendition.lines <= 720);
/** Cover frames per stream: cards on the same stream show different moments. */
export const DEMO_COVER_FRAMES = 12;
/** Synthetic pictures compress well at x264's faster presets; generation time is what counts. */
const DEMO_PRESET = 'superfast';
/** Streams generated at once: the lavfi sources draw on one core each. */
const PARALLEL = 2;
/** Bump when the output changes in a way the settings below do not show. */
const GENERATION = 5;
/** The entry's seeds by stream folder, hex. */
const SEEDS_FILE = 'seeds.json';
/** The segment compared to tell the entry's ladder in the store from another (an older, plain one). */
const PROBE_SEGMENT = `${DEMO_LADDER[0]!.name}/seg000.ts`;

const DEFAULT_CACHE_ROOT = fileURLToPath(new URL('../../../../node_modules/.cache/nocturne-demo-media/', import.meta.url));
const LOGIN_LOOP = 'login-loop.mp4';

/** Names the cache entry: any change of streams, ladder, frames or preset makes a new one. */
export function demoMediaKey(): string {
  const settings = { GENERATION, DEMO_STREAMS, DEMO_LADDER, DEMO_COVER_FRAMES, DEMO_PRESET, SEGMENT_SECONDS };
  return createHash('sha256').update(JSON.stringify(settings)).digest('hex').slice(0, 16);
}

/** The cache entry the demo media of today's settings is (or will be) generated into. */
export const demoMediaCacheEntry = (cacheRoot = DEFAULT_CACHE_ROOT): string => path.join(cacheRoot, demoMediaKey());

/** The cover of the n-th demo video whose first episode plays `streamDir`: one of its frames. */
export function demoCover(streamDir: string, n: number): string {
  return frameCoverPath(streamDir, `frame${String(n % DEMO_COVER_FRAMES).padStart(2, '0')}.jpg`);
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

async function runPooled<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: Math.min(limit, queue.length) }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
    }),
  );
}

/**
 * A stream's picture and tone as ONE lavfi input (a graph with two outputs), so one demuxer
 * hands both to the ladder in timestamp order, as a file's demuxer does for an upload. With
 * two lavfi inputs (picture, sine) in the run with many outputs and rate caps, each segment's
 * audio landed in later segments (segment 0 had 23 ms of sound for 2 s of picture; Debian's
 * ffmpeg 5.1 left the first three silent), and hls.js stalled for good at the first switch of
 * quality (docs/media.md, the media check). The media check in transcodeLadder refuses such a
 * ladder now, so a generator that drifts again stops `npm start` with the reason.
 */
const demoInput = (stream: (typeof DEMO_STREAMS)[number]): TranscodeInput => ({
  args: ['-f', 'lavfi', '-i', `${stream.video},trim=duration=${stream.seconds}[out0];sine=frequency=${stream.frequency},atrim=duration=${stream.seconds}[out1]`],
  video: '0:v',
  audio: '0:a',
});

async function generateInto(folder: string): Promise<void> {
  await runPooled(DEMO_STREAMS, PARALLEL, async (stream) => {
    const source = { durationSeconds: stream.seconds, width: 1280, height: 720, frameRate: DEMO_FRAME_RATE, hasAudio: true };
    await transcodeLadder(demoInput(stream), path.join(folder, stream.dir), source, {
      renditions: DEMO_LADDER,
      preset: DEMO_PRESET,
      coverFrames: DEMO_COVER_FRAMES,
    });
  });
  const seeds: Record<string, string> = {};
  for (const stream of DEMO_STREAMS) {
    const seed = newKeySeed();
    await encryptLadder(path.join(folder, stream.dir), seed);
    seeds[stream.dir] = seed.toString('hex');
  }
  await writeFile(path.join(folder, SEEDS_FILE), JSON.stringify(seeds));
  await generateLoginLoop(path.join(folder, 'site', LOGIN_LOOP));
}

/** Hard-links a folder's files (copies across file systems), the master playlist last: its presence means complete. */
async function linkTree(from: string, to: string): Promise<void> {
  await mkdir(to, { recursive: true });
  const entries = await readdir(from, { withFileTypes: true });
  const ordered = [...entries.filter((e) => e.name !== MASTER_FILE), ...entries.filter((e) => e.name === MASTER_FILE)];
  for (const entry of ordered) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) {
      await linkTree(source, target);
      continue;
    }
    await rm(target, { force: true });
    await link(source, target).catch(async (error: NodeJS.ErrnoException) => {
      if (error.code === 'EXDEV' || error.code === 'EPERM') await copyFile(source, target);
      else throw error;
    });
  }
}

/** The key seed a demo stream of the cache entry is encrypted under (the entry must exist). */
export async function demoSeedOf(dir: string, cacheRoot = DEFAULT_CACHE_ROOT): Promise<Buffer> {
  const seeds = JSON.parse(await readFile(path.join(demoMediaCacheEntry(cacheRoot), SEEDS_FILE), 'utf8')) as Record<string, string>;
  return Buffer.from(seeds[dir]!, 'hex');
}

export interface DemoMediaResult {
  /** Whether ffmpeg ran (the cache had no entry for these settings). */
  generated: boolean;
  seconds: number;
  /**
   * The key seed of each demo folder the store holds this entry's encrypted ladder in. A
   * folder left out holds something else (a plain ladder of an older installation, which
   * `npm run media:encrypt` encrypts): its media is recorded without a seed, as plain.
   */
  seeds: Map<string, Buffer>;
}

const sameBytes = async (store: ObjectStore, key: string, file: string) => {
  const object = await store.get(key);
  if (!object) return false;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).equals(await readFile(file));
};

/** Makes sure the store holds every demo stream (encrypted) and DATA_DIR/media/site the login loop. */
export async function generateDemoMedia(config: ServerConfig, store: ObjectStore, cacheRoot = DEFAULT_CACHE_ROOT): Promise<DemoMediaResult> {
  const started = performance.now();
  const entry = demoMediaCacheEntry(cacheRoot);
  let generated = false;
  if (!(await exists(entry))) {
    // Generated aside and renamed into place: a half-written entry is never used, and two
    // servers starting at once each finish their own and one rename wins.
    const scratch = `${entry}.tmp-${process.pid}-${randomBytes(3).toString('hex')}`;
    try {
      await mkdir(cacheRoot, { recursive: true });
      await generateInto(scratch);
      await rename(scratch, entry).catch(async (error: NodeJS.ErrnoException) => {
        if (!(await exists(entry))) throw error;
      });
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
    generated = true;
    // Entries of earlier settings are never used again; ones still being written are left alone.
    for (const name of await readdir(cacheRoot)) {
      if (name !== path.basename(entry) && !name.includes('.tmp-')) await rm(path.join(cacheRoot, name), { recursive: true, force: true });
    }
  }
  const entrySeeds = JSON.parse(await readFile(path.join(entry, SEEDS_FILE), 'utf8')) as Record<string, string>;
  const seeds = new Map<string, Buffer>();
  for (const stream of DEMO_STREAMS) {
    const local = path.join(entry, stream.dir);
    // The master goes last: a folder with its master in the store is complete (another
    // process may have put it already).
    if (!(await store.head(mediaKey(stream.dir, MASTER_FILE)))) await putFolder(store, local, mediaKey(stream.dir), [MASTER_FILE]);
    if (await sameBytes(store, mediaKey(stream.dir, PROBE_SEGMENT), path.join(local, PROBE_SEGMENT))) {
      seeds.set(stream.dir, Buffer.from(entrySeeds[stream.dir]!, 'hex'));
    }
  }
  if (!(await exists(loginLoopPath(config)))) await linkTree(path.join(entry, 'site'), siteFolder(config));
  return { generated, seconds: (performance.now() - started) / 1000, seeds };
}
