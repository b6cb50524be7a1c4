// `npm run ingest` (scripts/ingest.ts) as an operator runs it, in a process of its own: with
// the embedded database free it runs the job itself; while a server holds the database it
// hands the file to that server through the operator API, and cleans up after itself.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { runFfmpeg } from '../src/media/ffmpeg.ts';
import { startServer, type RunningServer } from '../src/start.ts';
import { TEST_ADMIN_TOKEN } from './harness.ts';

const SERVER_DIR = path.join(import.meta.dirname, '..');
let clip: string;

beforeAll(async () => {
  clip = path.join(mkdtempSync(path.join(tmpdir(), 'nocturne-clip-')), 'clip.mp4');
  await runFfmpeg(['-f', 'lavfi', '-i', 'testsrc2=size=480x270:rate=25:duration=3', '-f', 'lavfi', '-i', 'sine=duration=3', '-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-shortest', clip]);
}, 60_000);

/** The environment of a fresh data folder: the server and the command read the same. */
const environment = (dataDir: string, extra: Record<string, string> = {}) => ({
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  SEED_MEDIA: 'false',
  MEDIA_SECRET: 'test-media-secret',
  LOG_LEVEL: 'warn',
  ...extra,
});

/** Runs `npm run ingest -- clip --title …` as a process; answers its exit code and output. */
function ingest(env: Record<string, string>, title: string): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/ingest.ts', clip, '--title', title], { cwd: SERVER_DIR, env: { ...process.env, ...env } });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

test('with no server running it opens the database, runs the job itself and publishes', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nocturne-ingest-'));
  const { code, output } = await ingest(environment(dataDir, { SEED_DEMO: 'false' }), '独自入库');
  expect(output).toMatch(/job 1 queued: clip\.mp4/);
  expect(output).toMatch(/published video \d+/);
  expect(code).toBe(0);
}, 120_000);

describe('while a server holds the embedded database', () => {
  let server: RunningServer;
  let env: Record<string, string>;

  beforeAll(async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'nocturne-ingest-'));
    server = await startServer({ env: environment(dataDir, { PORT: '0', ADMIN_TOKEN: TEST_ADMIN_TOKEN }), logger: false });
    env = environment(dataDir, { PORT: new URL(server.url).port, ADMIN_TOKEN: TEST_ADMIN_TOKEN });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  const ingestFolder = () => readdirSync(path.join(env.DATA_DIR!, 'ingest'));

  test('it hands the file to the server, follows the job there to the end, and leaves nothing in INGEST_DIR', async () => {
    const { code, output } = await ingest(env, '交给服务器');
    expect(output).toContain(`queued on the server at ${server.url}`);
    const published = /published video (\d+)/.exec(output);
    expect(published, output).not.toBeNull();
    expect(code).toBe(0);
    const [video] = await server.db.query<{ name: string }>('SELECT name FROM videos WHERE id = $1', [Number(published![1])]);
    expect(video?.name).toBe('交给服务器');
    expect(ingestFolder()).toEqual([]);
  }, 120_000);

  test('a wrong operator token is refused with the reason, and the handed file is taken back', async () => {
    const { code, output } = await ingest({ ...env, ADMIN_TOKEN: 'x'.repeat(40) }, '令牌不对');
    expect(code).toBe(1);
    expect(output).toContain('did not take the job');
    expect(ingestFolder()).toEqual([]);
  }, 60_000);

  test('without ADMIN_TOKEN it says which process holds the database and what would let it ask the server', async () => {
    const { code, output } = await ingest({ ...env, ADMIN_TOKEN: '' }, '没有令牌');
    expect(code).toBe(1);
    expect(output).toContain(`open in process ${process.pid}`);
    expect(output).toContain('ADMIN_TOKEN');
  }, 60_000);
});
