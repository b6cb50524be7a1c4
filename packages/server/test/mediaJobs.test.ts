// The ingest queue's lifecycle with a stand-in for ffmpeg (the runner): claims, progress,
// concurrency, failure, crash recovery with its attempt cap, and a restart that resumes.
import { zhCNServer } from '@nocturne/core';
import { beforeEach, expect, test } from 'vitest';
import type { Db } from '../src/db/db.ts';
import { ATTEMPTS_USED_UP, claimJob, enqueueJob, finishJob, jobById, recoverStaleJobs, type MediaJob } from '../src/media/jobs/queue.ts';
import { MediaWorker, type JobRunner } from '../src/media/jobs/worker.ts';
import { SourceRefused } from '../src/media/probe.ts';
import { serverPerFile, type TestApp } from './harness.ts';
import { LocalObjectStore } from '../src/storage/localStore.ts';

let db: Db;
let t: TestApp;
let videoId: number;
serverPerFile(
  (server) => ({ db, t } = server),
  async () => {
    const [row] = await db.query<{ id: number }>("INSERT INTO videos (name) VALUES ('任务视频') RETURNING id");
    videoId = row!.id;
  },
);

const LEASE_MS = 30_000;
const workers: MediaWorker[] = [];
beforeEach(async () => {
  for (const worker of workers.splice(0)) await worker.stop();
});

/** A runner that reports `progress`, then waits for `release()` (or its abort) before finishing the job. */
function gatedRunner(progress = 40) {
  const gates = new Map<number, () => void>();
  const run: JobRunner = async (job, context) => {
    context.onProgress(progress);
    await new Promise<void>((resolve, reject) => {
      gates.set(job.id, resolve);
      context.signal.addEventListener('abort', () => reject(new Error('stopped')));
    });
    if (!(await finishJob(context.db, job.id, context.worker, videoId, context.now()))) throw new Error('lease lost');
    return videoId;
  };
  return { run, release: (id: number) => gates.get(id)?.(), started: (id: number) => gates.has(id) };
}

function worker(run: JobRunner, concurrency = 1, log?: string[], leaseMs = LEASE_MS): MediaWorker {
  const made = new MediaWorker(
    { db, config: t.config, store: new LocalObjectStore(t.config.dataDir), now: t.clock.now },
    { concurrency, pollMs: 20, leaseMs, log: log && ((message) => log.push(message)) },
    run,
  );
  workers.push(made);
  return made;
}

async function until(check: () => Promise<boolean> | boolean, what: string): Promise<void> {
  for (let i = 0; i < 200; i += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const statusOf = async (id: number): Promise<MediaJob> => (await jobById(db, id))!;
const enqueue = (maxAttempts?: number) => enqueueJob(db, '/srv/upload.mp4', { name: '任务' }, t.clock.now(), maxAttempts);

test('a job goes queued -> running with its progress -> done with its video', async () => {
  const job = await enqueue();
  expect(job).toMatchObject({ status: 'queued', progress: 0, attempts: 0 });
  const runner = gatedRunner(40);
  const w = worker(runner.run, 1, undefined, 300);
  w.start();
  await until(() => runner.started(job.id), 'the job to start');
  // The heartbeat (a third of the lease) writes the progress the runner reported.
  await until(async () => (await statusOf(job.id)).progress === 40, 'progress 40');
  expect(await statusOf(job.id)).toMatchObject({ status: 'running', attempts: 1, worker: w.id });
  runner.release(job.id);
  await until(async () => (await statusOf(job.id)).status === 'done', 'done');
  expect(await statusOf(job.id)).toMatchObject({ progress: 100, videoId, worker: null, leaseUntil: null });
});

test('a worker runs at most its concurrency of jobs at once, oldest first', async () => {
  const jobs = [await enqueue(), await enqueue(), await enqueue()];
  const runner = gatedRunner();
  worker(runner.run, 2).start();
  await until(() => runner.started(jobs[0]!.id) && runner.started(jobs[1]!.id), 'two jobs to start');
  expect((await statusOf(jobs[2]!.id)).status).toBe('queued');
  runner.release(jobs[0]!.id);
  await until(() => runner.started(jobs[2]!.id), 'the third job to start');
  runner.release(jobs[1]!.id);
  runner.release(jobs[2]!.id);
  await until(async () => (await Promise.all(jobs.map((job) => statusOf(job.id)))).every((job) => job.status === 'done'), 'all done');
});

test('a failing job records a sentence for operators, logs its reason with the work path, and is not retried', async () => {
  const job = await enqueue();
  const logged: string[] = [];
  const failing = worker(async () => {
    throw new Error('ffmpeg exited 1: /srv/nocturne/work/job-1-1-42/source: moov atom not found');
  }, 1, logged);
  failing.start();
  await until(async () => (await statusOf(job.id)).status === 'failed', 'failed');
  // Stopped, so the next job is the next worker's.
  await failing.stop();
  expect(await statusOf(job.id)).toMatchObject({ attempts: 1, error: zhCNServer.mediaJobFailed, videoId: null });
  expect(logged.join('\n')).toContain('/srv/nocturne/work/job-1-1-42/source: moov atom not found');
  // A source refused for what it is keeps its own sentence.
  const refused = await enqueue();
  worker(async () => {
    throw new SourceRefused(zhCNServer.mediaSourceFormat);
  }).start();
  await until(async () => (await statusOf(refused.id)).status === 'failed', 'refused');
  expect((await statusOf(refused.id)).error).toBe(zhCNServer.mediaSourceFormat);
});

test('a running job whose worker died goes back to the queue when its lease expires, and another worker finishes it', async () => {
  const job = await enqueue();
  // A worker that claimed it and then vanished: its lease is never renewed.
  await claimJob(db, 'dead-worker', t.clock.now(), new Date(t.clock.now().getTime() + LEASE_MS));
  const runner = gatedRunner();
  const w = worker(runner.run);
  await w.tick();
  expect(await statusOf(job.id)).toMatchObject({ status: 'running', worker: 'dead-worker' });
  t.clock.advance(LEASE_MS + 1000);
  await w.tick();
  await until(() => runner.started(job.id), 'the new worker to take it');
  expect(await statusOf(job.id)).toMatchObject({ status: 'running', attempts: 2, worker: w.id });
  // The dead worker, were it to come back, cannot finish the job it lost.
  expect(await finishJob(db, job.id, 'dead-worker', videoId, t.clock.now())).toBe(false);
  runner.release(job.id);
  await until(async () => (await statusOf(job.id)).status === 'done', 'done');
});

test('crashes use up the attempts: then the job fails with that reason', async () => {
  const job = await enqueue(2);
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    expect((await claimJob(db, 'crashing-worker', t.clock.now(), new Date(t.clock.now().getTime() + LEASE_MS)))?.attempts).toBe(attempt);
    t.clock.advance(LEASE_MS + 1);
    expect(await recoverStaleJobs(db, t.clock.now())).toEqual([{ id: job.id, status: attempt < 2 ? 'queued' : 'failed' }]);
  }
  expect(await statusOf(job.id)).toMatchObject({ status: 'failed', attempts: 2, error: ATTEMPTS_USED_UP });
  expect(await claimJob(db, 'another', t.clock.now(), t.clock.now())).toBeNull();
});

test('a server that stops puts its running job back without counting the attempt, and the next start resumes it', async () => {
  const job = await enqueue();
  const first = gatedRunner();
  const before = worker(first.run);
  before.start();
  await until(() => first.started(job.id), 'the job to start');
  await before.stop();
  expect(await statusOf(job.id)).toMatchObject({ status: 'queued', attempts: 0, worker: null });
  const second = gatedRunner();
  worker(second.run).start();
  await until(() => second.started(job.id), 'the restarted worker to take it');
  second.release(job.id);
  await until(async () => (await statusOf(job.id)).status === 'done', 'done');
  expect((await statusOf(job.id)).attempts).toBe(1);
});

test('two workers polling at once never take the same job', async () => {
  const jobs = await Promise.all(Array.from({ length: 6 }, () => enqueue()));
  const claims = await Promise.all(
    Array.from({ length: 8 }, (_, i) => claimJob(db, `w${i}`, t.clock.now(), new Date(t.clock.now().getTime() + LEASE_MS))),
  );
  const taken = claims.filter((job) => job !== null).map((job) => job.id);
  expect(new Set(taken).size).toBe(taken.length);
  expect(taken.sort((a, b) => a - b)).toEqual(jobs.map((job) => job.id).sort((a, b) => a - b));
});
