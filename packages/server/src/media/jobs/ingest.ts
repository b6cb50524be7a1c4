/**
 * The work of one ingest job: fetch the source from the object store, probe it, transcode
 * it to the ladder with its poster and thumbnails in a local work folder (ffmpeg writes
 * files), encrypt the ladder under a fresh key seed (keys/), put the folder into the store
 * (its master last), then publish the video with the seed and mark the job done in ONE
 * transaction. Any process's worker can take any job: nothing is read from or left on the
 * disk of the process that enqueued it. Anything failing before that commit removes what
 * the attempt put in the store: a failed job leaves neither a video nor files.
 */
import { createWriteStream } from 'node:fs';
import { access, mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Db } from '../../db/db.ts';
import type { ServerConfig } from '../../config.ts';
import type { ObjectStore } from '../../storage/objectStore.ts';
import { putFolder } from '../../storage/putFolder.ts';
import { publishVideo, registerMedia } from '../../catalogue/publishing.ts';
import { frameCoverPath } from '../covers.ts';
import { newKeySeed } from '../keys/contentKeys.ts';
import { encryptLadder } from '../keys/encryptLadder.ts';
import { ladderFor } from '../ladder.ts';
import { mediaKey } from '../library.ts';
import { MASTER_FILE } from '../master.ts';
import { probeSource } from '../probe.ts';
import { fileInput, transcodeLadder } from '../transcode.ts';
import { isStoredSource, sourceKeyOf } from './sources.ts';
import { finishJob, type MediaJob } from './queue.ts';

/** The episode name of an ingested video's one episode, as the demo names its first. */
const FIRST_EPISODE = '第1集';
/** Frames besides the poster the operator may choose a cover from (the console's cover picker). */
const COVER_FRAMES = 6;
/** Share of the progress bar the transcode takes; publishing is the rest. */
const TRANSCODE_SHARE = 0.98;

export class LeaseLost extends Error {
  override name = 'LeaseLost';
}

export const jobFolderPrefix = (jobId: number) => `job-${jobId}-`;

/** Removes what earlier attempts of a job left in the store (a crash mid-upload, on any process). */
async function removeEarlierAttempts(store: ObjectStore, jobId: number): Promise<void> {
  const folders = new Set<string>();
  for await (const { key } of store.list(`media/${jobFolderPrefix(jobId)}`)) folders.add(key.split('/')[1]!);
  for (const dir of folders) await store.deletePrefix(`${mediaKey(dir)}/`);
}

/**
 * The job's source as a local file ffmpeg can read: a path of this machine's own (a job
 * enqueued before the store, its file still here), else its object downloaded into `work`.
 */
async function localSource(store: ObjectStore, source: string, work: string, signal: AbortSignal): Promise<string> {
  if (path.isAbsolute(source) && (await access(source).then(() => true, () => false))) return source;
  const key = sourceKeyOf(source);
  const object = await store.get(key);
  if (!object) throw new Error(`the source ${key} is not in the store`);
  const file = path.join(work, 'source');
  await pipeline(object.body, createWriteStream(file), { signal });
  return file;
}

export interface IngestContext {
  db: Db;
  config: ServerConfig;
  store: ObjectStore;
  now: () => Date;
  worker: string;
  signal: AbortSignal;
  onProgress: (percent: number) => void;
  /** Where details for the server's log go (the worker's log). */
  log?: (message: string) => void;
}

/** Runs the job; answers the published video's code. Throws the reason it failed. */
export async function runIngestJob(job: MediaJob, context: IngestContext): Promise<number> {
  const { db, config, store } = context;
  await removeEarlierAttempts(store, job.id);
  const dir = `${jobFolderPrefix(job.id)}${job.attempts}`;
  // Per attempt and process: two workers never share one (a lease taken over mid-job).
  const work = path.join(config.dataDir, 'work', `${dir}-${process.pid}`);
  const folder = path.join(work, 'ladder');
  try {
    await mkdir(work, { recursive: true });
    const file = await localSource(store, job.source, work, context.signal);
    const source = await probeSource(file, context.signal, context.log);
    await transcodeLadder(fileInput(file, source), folder, source, {
      renditions: ladderFor(source),
      coverFrames: COVER_FRAMES,
      signal: context.signal,
      onProgress: (fraction) => context.onProgress(fraction * TRANSCODE_SHARE * 100),
    });
    const seed = newKeySeed();
    await encryptLadder(folder, seed);
    await putFolder(store, folder, mediaKey(dir), [MASTER_FILE], context.signal);
    const now = context.now();
    const code = await db.transaction(async (tx) => {
      const mediaId = await registerMedia(tx, dir, Math.round(source.durationSeconds), now, seed);
      const { draft, ...video } = job.video;
      const code = await publishVideo(
        tx,
        { ...video, image: video.image || frameCoverPath(dir), episodes: [{ name: FIRST_EPISODE, mediaId }] },
        now,
        draft ? 'draft' : 'published',
      );
      if (!(await finishJob(tx, job.id, context.worker, code, now))) throw new LeaseLost('the job was taken from this worker');
      return code;
    });
    // Published: the source put into the store for this job is not read again (a failed
    // attempt keeps it for the next one). A path of an older job is the operator's file.
    if (isStoredSource(job.source)) await store.delete(job.source).catch(() => undefined);
    return code;
  } catch (error) {
    await store.deletePrefix(`${mediaKey(dir)}/`);
    throw error;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
