/**
 * The demo catalogue's media: each generated stream (demoData.ts, DEMO_STREAMS) as a
 * ladder of three renditions (360p, 540p and 720p, so adaptive switching has room both
 * ways) with poster, seek thumbnails and cover frames, and the login page's loop.
 * Generating takes ffmpeg tens of seconds, and every fresh data directory needs it
 * (`npm start`, the e2e setup, bench:web),
 * so the result is generated once per generation settings into a cache beside
 * node_modules and hard-linked (copied across file systems) into DATA_DIR/media.
 */
import { createHash, randomBytes } from 'node:crypto';
import { copyFile, link, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServerConfig } from '../config.ts';
import { frameCoverPath } from '../media/covers.ts';
import { LADDER, SEGMENT_SECONDS } from '../media/ladder.ts';
import { mediaFolder } from '../media/library.ts';
import { MASTER_FILE } from '../media/master.ts';
import { loginLoopPath, siteFolder } from '../media/site.ts';
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
const GENERATION = 4;

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
 * quality (server README, Media pipeline). The media check in transcodeLadder refuses such a
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

export interface DemoMediaResult {
  /** Whether ffmpeg ran (the cache had no entry for these settings). */
  generated: boolean;
  seconds: number;
}

/** Makes sure DATA_DIR/media holds every demo stream and the login loop. */
export async function generateDemoMedia(config: ServerConfig, cacheRoot = DEFAULT_CACHE_ROOT): Promise<DemoMediaResult> {
  const started = performance.now();
  const missing = [];
  for (const stream of DEMO_STREAMS) if (!(await exists(path.join(mediaFolder(config, stream.dir), MASTER_FILE)))) missing.push(stream);
  const loopMissing = !(await exists(loginLoopPath(config)));
  if (missing.length === 0 && !loopMissing) return { generated: false, seconds: 0 };

  const entry = demoMediaCacheEntry(cacheRoot);
  let generated = false;
  if (!(await exists(entry))) {
    // Generated aside and renamed into place: a half-written entry is never used, and two
    // servers starting at once each finish their own and one rename wins.
    const scratch = `${entry}.tmp-${process.pid}-${randomBytes(3).toString('hex')}`;
    try {
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
  for (const stream of missing) await linkTree(path.join(entry, stream.dir), mediaFolder(config, stream.dir));
  if (loopMissing) await linkTree(path.join(entry, 'site'), siteFolder(config));
  return { generated, seconds: (performance.now() - started) / 1000 };
}

