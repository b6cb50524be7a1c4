/**
 * ffmpeg dies with its server: after `kill -9` of a server mid-transcode, its
 * ffmpeg used to go on with parent 1. A real server process (src/main.ts) on a fresh embedded
 * database takes an ingest job, and is SIGKILLed once its ffmpeg is transcoding.
 */
import { copyFileSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { runFfmpeg } from '../src/media/ffmpeg.ts';
import { TEST_ADMIN_TOKEN } from './harness.ts';
import { ffmpegIn, isAlive } from './processes/processTable.ts';
import { startServerProcess, type ServerProcess } from './processes/serverProcess.ts';

let clip: string;
let dataDir: string;
let server: ServerProcess | undefined;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  // Long enough that the ladder is still being encoded when the server is killed.
  clip = path.join(mkdtempSync(path.join(tmpdir(), 'nocturne-clip-')), 'long.mp4');
  await runFfmpeg(['-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=25:duration=120', '-c:v', 'libx264', '-preset', 'ultrafast', '-g', '250', clip]);
}, 120_000);

afterAll(() => {
  if (server && isAlive(server.pid)) server.child.kill('SIGKILL');
  // A failing run leaves the ffmpeg of this test's folder behind: it is ours to end.
  for (const orphan of ffmpegIn(dataDir)) process.kill(orphan.pid, 'SIGKILL');
});

test('a server killed with SIGKILL mid-transcode leaves no ffmpeg running', async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'nocturne-orphan-'));
  mkdirSync(path.join(dataDir, 'ingest'));
  copyFileSync(clip, path.join(dataDir, 'ingest', 'long.mp4'));
  server = await startServerProcess({
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    PORT: '0',
    SEED_DEMO: 'false',
    MEDIA_WORKERS: '1',
    MEDIA_SECRET: 'test-media-secret',
    ADMIN_TOKEN: TEST_ADMIN_TOKEN,
  });
  const enqueued = await fetch(`${server.url}/admin/media/jobs`, {
    method: 'POST',
    headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ path: 'long.mp4', name: '孤儿检查' }),
  });
  expect(enqueued.status, await enqueued.text()).toBe(200);

  // The transcode (writing into the job's folder), not the probe before it.
  let transcoding = ffmpegIn(dataDir).filter((p) => p.command.includes('job-'));
  for (let i = 0; transcoding.length === 0 && i < 600; i += 1) {
    await sleep(50);
    transcoding = ffmpegIn(dataDir).filter((p) => p.command.includes('job-'));
  }
  expect(transcoding, server.output()).toHaveLength(1);
  expect(transcoding[0]!.ppid).toBe(server.pid);

  server.child.kill('SIGKILL');
  await server.exited;
  for (let i = 0; isAlive(transcoding[0]!.pid) && i < 40; i += 1) await sleep(50);
  expect(isAlive(transcoding[0]!.pid)).toBe(false);
  expect(ffmpegIn(dataDir)).toEqual([]);
}, 120_000);
