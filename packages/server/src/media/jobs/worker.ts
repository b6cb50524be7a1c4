/**
 * The ingest worker: claims queued jobs up to its concurrency, renews each job's lease while
 * ffmpeg runs (writing its progress), and records the result. It runs inside the server
 * (start.ts, MEDIA_WORKERS) or on its own (`npm run worker`), and `npm run ingest` runs
 * one for the job it enqueued. A worker that dies leaves leases that expire: whichever
 * worker polls next puts those jobs back in the queue (queue.ts, recoverStaleJobs).
 */
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { zhCNServer } from '@nocturne/core';
import type { ServerConfig } from '../../config.ts';
import type { Db } from '../../db/db.ts';
import type { ObjectStore } from '../../storage/objectStore.ts';
import { claimJob, failJob, recoverStaleJobs, releaseJob, renewJob, type MediaJob } from './queue.ts';
import { ffmpegPath, withoutNetwork } from '../ffmpeg.ts';
import { SourceRefused } from '../probe.ts';
import { LeaseLost, runIngestJob } from './ingest.ts';

export interface WorkerOptions {
  /** Jobs run at once (each is one ffmpeg using every core it is given). */
  concurrency: number;
  /** How often an idle worker looks for work and for expired leases. */
  pollMs?: number;
  /** How long a lease holds without renewal: a worker silent this long is taken for dead. */
  leaseMs?: number;
  /** Work on this job only (the ingest command's own). */
  onlyJob?: number;
  /** Where the worker reports what it did (the server's logger). */
  log?: (message: string) => void;
}

export interface WorkerDeps {
  db: Db;
  config: ServerConfig;
  /** Where sources are read from and ladders written to: any worker takes any job. */
  store: ObjectStore;
  now: () => Date;
}

export const DEFAULT_POLL_MS = 1000;
export const DEFAULT_LEASE_MS = 30_000;
const PROGRESS_MS = 2000;

export type JobRunner = (job: MediaJob, context: Parameters<typeof runIngestJob>[1]) => Promise<number>;

export class MediaWorker {
  readonly id = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  private readonly running = new Map<number, { controller: AbortController; done: Promise<void> }>();
  private timer: NodeJS.Timeout | null = null;
  private ticking: Promise<void> | null = null;
  private stopping = false;
  private readonly pollMs: number;
  private readonly leaseMs: number;

  constructor(
    private readonly deps: WorkerDeps,
    private readonly options: WorkerOptions,
    private readonly run: JobRunner = runIngestJob,
  ) {
    this.pollMs = options.pollMs ?? DEFAULT_POLL_MS;
    this.leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  }

  start(): void {
    if (this.timer || this.options.concurrency < 1) return;
    // Which ffmpeg parses strangers' files, and whether it can reach the network: for the operator's log.
    this.options.log?.(`media worker: ${ffmpegPath()}, ${withoutNetwork().length > 0 ? 'in a network namespace of its own' : 'with this process\'s network (no namespace permitted)'}`);
    this.timer = setInterval(() => void this.tick(), this.pollMs);
    this.timer.unref();
    void this.tick();
  }

  /** One look for work: recover expired leases, then claim while there is room. */
  tick(): Promise<void> {
    this.ticking ??= this.claimWhileRoom().finally(() => {
      this.ticking = null;
    });
    return this.ticking;
  }

  private async claimWhileRoom(): Promise<void> {
    try {
      for (const recovered of await recoverStaleJobs(this.deps.db, this.deps.now())) {
        this.options.log?.(`media job ${recovered.id}: its worker stopped; now ${recovered.status}`);
      }
      while (!this.stopping && this.running.size < this.options.concurrency) {
        const now = this.deps.now();
        const job = await claimJob(this.deps.db, this.id, now, new Date(now.getTime() + this.leaseMs), this.options.onlyJob ?? null);
        if (!job) break;
        this.begin(job);
      }
    } catch (error) {
      // A closed database at shutdown, or a passing outage: the next tick tries again.
      if (!this.stopping) this.options.log?.(`media worker: ${(error as Error).message}`);
    }
  }

  private begin(job: MediaJob): void {
    const controller = new AbortController();
    let progress = 0;
    let lost = false;
    const renew = async () => {
      const held = await renewJob(this.deps.db, job.id, this.id, progress, new Date(this.deps.now().getTime() + this.leaseMs)).catch(() => true);
      if (!held) {
        lost = true;
        controller.abort();
      }
    };
    // Renewed at least three times per lease (one slow write does not lose it), and every
    // 2 s at most apart, so followers see the progress move.
    const heartbeat = setInterval(() => void renew(), Math.max(50, Math.min(PROGRESS_MS, Math.floor(this.leaseMs / 3))));
    this.options.log?.(`media job ${job.id}: attempt ${job.attempts} started`);
    const done = this.run(job, {
      db: this.deps.db,
      config: this.deps.config,
      store: this.deps.store,
      now: this.deps.now,
      worker: this.id,
      signal: controller.signal,
      log: this.options.log && ((message) => this.options.log!(`media job ${job.id}: ${message}`)),
      onProgress: (percent) => {
        progress = percent;
      },
    })
      .then(
        (videoId) => this.options.log?.(`media job ${job.id}: published video ${videoId}`),
        async (error: unknown) => {
          if (this.stopping) return releaseJob(this.deps.db, job.id, this.id);
          if (lost || error instanceof LeaseLost) return this.options.log?.(`media job ${job.id}: lost its lease`);
          const reason = error instanceof Error ? error.message : String(error);
          this.options.log?.(`media job ${job.id}: failed: ${reason}`);
          // Operators read a sentence; ffmpeg's words name the server's work folder, so they stay in the log.
          return failJob(this.deps.db, job.id, this.id, error instanceof SourceRefused ? reason : zhCNServer.mediaJobFailed, this.deps.now());
        },
      )
      .catch((error: unknown) => this.options.log?.(`media job ${job.id}: ${(error as Error).message}`))
      .finally(() => {
        clearInterval(heartbeat);
        this.running.delete(job.id);
        if (!this.stopping) void this.tick();
      });
    this.running.set(job.id, { controller, done });
  }

  /** Jobs running now. */
  get busy(): number {
    return this.running.size;
  }

  /** Stops claiming, stops ffmpeg, and puts the running jobs back in the queue. */
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.ticking;
    const jobs = [...this.running.values()];
    for (const job of jobs) job.controller.abort();
    await Promise.all(jobs.map((job) => job.done));
  }
}
