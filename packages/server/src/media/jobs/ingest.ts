/**
 * The work of one ingest job: probe the source, transcode it to the ladder with its poster
 * and thumbnails into a folder of the attempt's own, then publish the video and mark the
 * job done in ONE transaction. Anything failing before that commit removes the folder: a
 * failed job leaves neither a video nor files.
 */
import { rm } from 'node:fs/promises';
import { readdir } from 'node:fs/promises';
import type { Db } from '../../db/db.ts';
import type { ServerConfig } from '../../config.ts';
import { publishVideo, registerMedia } from '../../catalogue/publishing.ts';
import { frameCoverPath } from '../covers.ts';
import { ladderFor } from '../ladder.ts';
import { mediaFolder, mediaRoot } from '../library.ts';
import { probeSource } from '../probe.ts';
import { fileInput, transcodeLadder } from '../transcode.ts';
import { finishJob, type MediaJob } from './queue.ts';

/** The episode name of an ingested video's one episode, as the demo names its first. */
const FIRST_EPISODE = '第1集';
/** Share of the progress bar the transcode takes; publishing is the rest. */
const TRANSCODE_SHARE = 0.98;

export class LeaseLost extends Error {
  override name = 'LeaseLost';
}

export const jobFolderPrefix = (jobId: number) => `job-${jobId}-`;

/** Removes what earlier attempts of a job left (a crash mid-transcode). */
async function removeEarlierAttempts(config: ServerConfig, jobId: number): Promise<void> {
  const prefix = jobFolderPrefix(jobId);
  const names = await readdir(mediaRoot(config)).catch(() => [] as string[]);
  for (const name of names) if (name.startsWith(prefix)) await rm(mediaFolder(config, name), { recursive: true, force: true });
}

export interface IngestContext {
  db: Db;
  config: ServerConfig;
  now: () => Date;
  worker: string;
  signal: AbortSignal;
  onProgress: (percent: number) => void;
}

/** Runs the job; answers the published video's code. Throws the reason it failed. */
export async function runIngestJob(job: MediaJob, context: IngestContext): Promise<number> {
  const { db, config } = context;
  await removeEarlierAttempts(config, job.id);
  const dir = `${jobFolderPrefix(job.id)}${job.attempts}`;
  const folder = mediaFolder(config, dir);
  try {
    const source = await probeSource(job.source, context.signal);
    await transcodeLadder(fileInput(job.source, source), folder, source, {
      renditions: ladderFor(source),
      signal: context.signal,
      onProgress: (fraction) => context.onProgress(fraction * TRANSCODE_SHARE * 100),
    });
    const now = context.now();
    return await db.transaction(async (tx) => {
      const mediaId = await registerMedia(tx, dir, Math.round(source.durationSeconds), now);
      const code = await publishVideo(
        tx,
        { ...job.video, image: job.video.image || frameCoverPath(dir), episodes: [{ name: FIRST_EPISODE, mediaId }] },
        now,
      );
      if (!(await finishJob(tx, job.id, context.worker, code, now))) throw new LeaseLost('the job was taken from this worker');
      return code;
    });
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    throw error;
  }
}
