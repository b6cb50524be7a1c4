/**
 * The ingest queue's SQL, all of it: enqueue, claim, renew, finish, fail, release, recover,
 * list. One UPDATE claims a job (FOR UPDATE SKIP LOCKED: several workers on a PostgreSQL
 * server never take the same job; on the embedded PGlite, one connection, it is simply one
 * statement). Every write by a worker names the worker: a worker that lost its lease
 * changes nothing.
 */
import type { JobVideo } from '@nocturne/core';
import type { Db } from '../../db/db.ts';
import { queryOne } from '../../db/db.ts';

export type JobStatus = 'queued' | 'running' | 'done' | 'failed';

export type { JobVideo };

export interface MediaJob {
  id: number;
  source: string;
  video: JobVideo;
  status: JobStatus;
  progress: number;
  attempts: number;
  maxAttempts: number;
  error: string;
  worker: string | null;
  leaseUntil: Date | null;
  videoId: number | null;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
}

interface JobRow {
  id: number;
  source: string;
  video: JobVideo;
  status: JobStatus;
  progress: number;
  attempts: number;
  max_attempts: number;
  error: string;
  worker: string | null;
  lease_until: Date | null;
  video_id: number | null;
  created_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
}

const toJob = (row: JobRow): MediaJob => ({
  id: Number(row.id),
  source: row.source,
  video: row.video,
  status: row.status,
  progress: row.progress,
  attempts: row.attempts,
  maxAttempts: row.max_attempts,
  error: row.error,
  worker: row.worker,
  leaseUntil: row.lease_until,
  videoId: row.video_id === null ? null : Number(row.video_id),
  createdAt: row.created_at,
  startedAt: row.started_at,
  finishedAt: row.finished_at,
});

/** Attempts a job gets (crashes of its worker included) before it fails. */
export const DEFAULT_MAX_ATTEMPTS = 3;
/** The reason recorded when crashes used up a job's attempts. */
export const ATTEMPTS_USED_UP = 'its worker stopped while running it on every attempt';

/**
 * Enqueues a job. `uploadId`: the console upload the source is; an upload makes one job at
 * most (a second try throws JobExists).
 */
export async function enqueueJob(db: Db, source: string, video: JobVideo, now: Date, maxAttempts = DEFAULT_MAX_ATTEMPTS, uploadId: string | null = null): Promise<MediaJob> {
  const row = await queryOne<JobRow>(
    db,
    `INSERT INTO media_jobs (source, video, max_attempts, created_at, upload_id) VALUES ($1, $2::text::jsonb, $3, $4, $5)
     ON CONFLICT (upload_id) DO NOTHING RETURNING *`,
    [source, JSON.stringify(video), maxAttempts, now, uploadId],
  );
  if (!row) throw new JobExists();
  return toJob(row);
}

/** The upload was turned into a job already. */
export class JobExists extends Error {
  override name = 'JobExists';
}

export async function jobById(db: Db, id: number): Promise<MediaJob | null> {
  const row = await queryOne<JobRow>(db, 'SELECT * FROM media_jobs WHERE id = $1', [id]);
  return row ? toJob(row) : null;
}

/** Newest first, optionally of one status. */
export async function listJobs(db: Db, status: JobStatus | null, limit: number): Promise<MediaJob[]> {
  const rows = await db.query<JobRow>('SELECT * FROM media_jobs WHERE ($1::text IS NULL OR status = $1) ORDER BY id DESC LIMIT $2', [status, limit]);
  return rows.map(toJob);
}

/** Takes the oldest queued job (or job `only`, when queued) for `worker`, leased until `leaseUntil`. */
export async function claimJob(db: Db, worker: string, now: Date, leaseUntil: Date, only: number | null = null): Promise<MediaJob | null> {
  const row = await queryOne<JobRow>(
    db,
    `UPDATE media_jobs SET status = 'running', attempts = attempts + 1, worker = $1, lease_until = $2, started_at = $3, progress = 0, error = ''
      WHERE id = (SELECT id FROM media_jobs WHERE status = 'queued' AND ($4::bigint IS NULL OR id = $4) ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
      RETURNING *`,
    [worker, leaseUntil, now, only],
  );
  return row ? toJob(row) : null;
}

/** Renews the lease and records progress; false when the worker no longer holds the job. */
export async function renewJob(db: Db, id: number, worker: string, progress: number, leaseUntil: Date): Promise<boolean> {
  const rows = await db.query(
    `UPDATE media_jobs SET progress = GREATEST(progress, $3), lease_until = $4 WHERE id = $1 AND worker = $2 AND status = 'running' RETURNING id`,
    [id, worker, Math.max(0, Math.min(99, Math.floor(progress))), leaseUntil],
  );
  return rows.length === 1;
}

/** Marks the job done with its video; false when the worker no longer holds it (the caller rolls back). */
export async function finishJob(db: Db, id: number, worker: string, videoId: number, now: Date): Promise<boolean> {
  const rows = await db.query(
    `UPDATE media_jobs SET status = 'done', progress = 100, video_id = $3, finished_at = $4, worker = NULL, lease_until = NULL
      WHERE id = $1 AND worker = $2 AND status = 'running' RETURNING id`,
    [id, worker, videoId, now],
  );
  return rows.length === 1;
}

export async function failJob(db: Db, id: number, worker: string, reason: string, now: Date): Promise<void> {
  await db.query(
    `UPDATE media_jobs SET status = 'failed', error = $3, finished_at = $4, worker = NULL, lease_until = NULL
      WHERE id = $1 AND worker = $2 AND status = 'running'`,
    [id, worker, reason.slice(0, 2000), now],
  );
}

/** A worker shutting down puts its job back, without counting the attempt. */
export async function releaseJob(db: Db, id: number, worker: string): Promise<void> {
  await db.query(
    `UPDATE media_jobs SET status = 'queued', attempts = GREATEST(attempts - 1, 0), progress = 0, worker = NULL, lease_until = NULL
      WHERE id = $1 AND worker = $2 AND status = 'running'`,
    [id, worker],
  );
}

/**
 * Running jobs whose lease expired (their worker died): back to the queue, or failed once
 * they used their attempts. Answers the jobs it changed.
 */
export async function recoverStaleJobs(db: Db, now: Date): Promise<{ id: number; status: JobStatus }[]> {
  const rows = await db.query<{ id: number; status: JobStatus }>(
    `UPDATE media_jobs SET
        status = CASE WHEN attempts >= max_attempts THEN 'failed' ELSE 'queued' END,
        error = CASE WHEN attempts >= max_attempts THEN $2 ELSE error END,
        finished_at = CASE WHEN attempts >= max_attempts THEN $1::timestamptz ELSE NULL END,
        progress = 0, worker = NULL, lease_until = NULL
      WHERE status = 'running' AND lease_until < $1
      RETURNING id, status`,
    [now, ATTEMPTS_USED_UP],
  );
  return rows.map((row) => ({ id: Number(row.id), status: row.status }));
}
