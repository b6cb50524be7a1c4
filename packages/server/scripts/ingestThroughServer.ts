/**
 * `npm run ingest` while a running server holds the embedded database: the file goes into the
 * server's INGEST_DIR (a hard link where it can, else a copy), and the job is enqueued and
 * followed through the operator API (POST and GET /admin/media/jobs), so an operator need not
 * stop the server. The server's own worker runs the job (MEDIA_WORKERS).
 */
import { copyFile, link, mkdir, unlink } from 'node:fs/promises';
import path from 'node:path';
import { SUCCESS_CODE, type Envelope } from '@nocturne/core';
import type { ServerConfig } from '../src/config.ts';
import type { DataDirInUseError } from '../src/db/dataDirLock.ts';
import type { JobVideo, MediaJob } from '../src/media/jobs/queue.ts';
import { followJob, type JobProgress } from './followJob.ts';

/** Answers the exit code: 0 once the server published the video. */
export async function ingestThroughServer(config: ServerConfig, file: string, video: JobVideo, inUse: DataDirInUseError): Promise<number> {
  const origin = `http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${config.port}`;
  if (!config.adminToken) {
    console.error(`${inUse.message}\nWith ADMIN_TOKEN set as the server has it, this command hands the file to the running server.`);
    return 1;
  }
  if (!(await fetch(`${origin}/healthz`).then((response) => response.ok, () => false))) {
    console.error(`${inUse.message}\nNo server answers at ${origin} (PORT and HOST say where to ask).`);
    return 1;
  }

  const operator = async <T>(method: 'GET' | 'POST', route: string, body?: object): Promise<T> => {
    const response = await fetch(`${origin}/admin${route}`, {
      method,
      headers: { authorization: `Bearer ${config.adminToken}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const answer = (await response.json().catch(() => null)) as Envelope<T> | null;
    if (!response.ok || answer?.code !== SUCCESS_CODE) throw new Error(`${method} /admin${route}: ${answer?.msg ?? `HTTP ${response.status}`}`);
    return answer.data;
  };

  await mkdir(config.ingestDir, { recursive: true });
  const handed = path.join(config.ingestDir, `${Date.now()}-${path.basename(file)}`);
  await link(path.resolve(file), handed).catch(() => copyFile(file, handed));
  let job: MediaJob;
  try {
    job = await operator<MediaJob>('POST', '/media/jobs', { path: path.basename(handed), ...video });
  } catch (error) {
    await unlink(handed).catch(() => undefined);
    console.error(`the server at ${origin} did not take the job: ${(error as Error).message}`);
    return 1;
  }
  console.log(`job ${job.id} queued on the server at ${origin}: ${path.basename(file)}`);
  try {
    const exitCode = await followJob(job.id, () => operator<JobProgress>('GET', `/media/jobs/${job.id}`));
    // The job has ended either way: the server no longer reads its copy.
    await unlink(handed).catch(() => undefined);
    return exitCode;
  } catch (error) {
    // The server went away: the job resumes when it is back, and still needs its file.
    console.error(`lost the server at ${origin} (${(error as Error).message}); job ${job.id} carries on there with ${handed}`);
    return 1;
  }
}
