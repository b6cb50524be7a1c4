/**
 * The Content area's state: the video list and its filters, one video being
 * edited, the ingest job being followed. Pages read these stores and call these actions;
 * only the actions call the operator client. Uploads are in contentUpload.ts, the catalogue's
 * structure in catalogue.ts.
 */
import { contentApi, JOB_POLL_MS, OperatorApiError, zhCNContent, type MediaJobView, type VideoEdit, type VideoStatus, type VideoView } from '@nocturne/core';
import { proxy } from 'valtio';
import { messageOf } from './errors.ts';
import { listStore } from './list.ts';
import { attempt, wentThrough } from './outcome.ts';
import { operatorClient } from './runtime.ts';

type LoadStatus = 'loading' | 'ready' | 'error';

export interface VideoFilters {
  status: VideoStatus | '';
  q: string;
}

/** Every video the filters find (the table pages them itself). */
export const videos = listStore(
  ({ status, q }: VideoFilters) => operatorClient().call(contentApi.videos, { status: status || undefined, q: q.trim() || undefined }),
  {
    paging: 'whole',
    extra: {
      filters: { status: '', q: '' } as VideoFilters,
      /** The last status change's sentence (done or refused), shown above the list. */
      notice: null as { tone: 'success' | 'error'; text: string } | null,
      busy: false,
    },
  },
);
export const videosState = videos.state;

export const loadVideos = (): Promise<void> => videos.load({ ...videosState.filters });

export function setVideoFilters(change: Partial<VideoFilters>): void {
  Object.assign(videosState.filters, change);
  void loadVideos();
}

export function resetVideoFilters(): void {
  setVideoFilters({ status: '', q: '' });
}

/** One video taken down or restored with `reason`, or a draft published (no reason asked). */
const sendStatus = (code: number, to: 'taken_down' | 'published' | 'release', reason: string): Promise<unknown> =>
  to === 'release'
    ? operatorClient().call(contentApi.releaseVideo, undefined, { code })
    : operatorClient().call(to === 'taken_down' ? contentApi.takeDownVideo : contentApi.restoreVideo, { reason: reason.trim() }, { code });

/** Takes a video down, restores or publishes it, then reads the list again. */
export async function changeVideoStatus(code: number, to: 'taken_down' | 'published' | 'release', done: string, reason = ''): Promise<boolean> {
  videosState.busy = true;
  try {
    await sendStatus(code, to, reason);
    videosState.notice = { tone: 'success', text: done };
    await loadVideos();
    return true;
  } catch (error) {
    videosState.notice = { tone: 'error', text: messageOf(error) };
    return false;
  } finally {
    videosState.busy = false;
  }
}

/**
 * Takes the picked videos down or restores them, one reason for all, one after another; then
 * reads the list again. The outcome is one toast: how many went through, or how many of them
 * did not and the server's sentence why.
 */
export async function changeVideosStatus(codes: readonly number[], to: 'taken_down' | 'published', reason: string): Promise<boolean> {
  const words = zhCNContent.videos;
  const refusal = await attempt(
    async () => {
      const refused: unknown[] = [];
      for (const code of codes) await sendStatus(code, to, reason).catch((error: unknown) => refused.push(error));
      await loadVideos();
      if (refused.length === 0) return;
      const first = refused[0];
      if (refused.length === codes.length) throw first;
      const why = first instanceof OperatorApiError ? first.message : messageOf(first);
      throw new OperatorApiError('batch', words.batchPartly(refused.length, codes.length, why), 207, contentApi.takeDownVideo.path);
    },
    to === 'taken_down' ? words.tookDownCount(codes.length) : words.restoredCount(codes.length),
    (on) => (videosState.busy = on),
  );
  return wentThrough(refusal);
}

export const videoEditState = proxy({
  video: null as VideoView | null,
  status: 'loading' as LoadStatus,
  saving: false,
});

export async function loadVideo(code: number): Promise<void> {
  videoEditState.status = 'loading';
  try {
    videoEditState.video = await operatorClient().call(contentApi.video, undefined, { code });
    videoEditState.status = 'ready';
  } catch {
    videoEditState.status = 'error';
  }
}

/** A change to the video open for editing: its answer is the video as it now stands. True when it went through. */
async function changeVideo(change: () => Promise<VideoView>, done: string): Promise<boolean> {
  const refusal = await attempt(
    async () => {
      videoEditState.video = await change();
    },
    done,
    (on) => (videoEditState.saving = on),
  );
  return wentThrough(refusal);
}

export const saveVideo = (code: number, edit: VideoEdit, done: string): Promise<boolean> =>
  changeVideo(() => operatorClient().call(contentApi.editVideo, edit, { code }), done);

export const publishVideo = (code: number, done: string): Promise<boolean> =>
  changeVideo(() => operatorClient().call(contentApi.releaseVideo, undefined, { code }), done);

/** Sends a cover image; answers its URL for the video's `image` (null when refused, the reason toasted). */
export async function uploadCover(file: File): Promise<string | null> {
  const form = new FormData();
  form.append('file', file);
  let url: string | null = null;
  await attempt(async () => {
    url = (await operatorClient().call(contentApi.uploadCover, form)).url;
  }, null);
  return url;
}

export const jobState = proxy({ job: null as MediaJobView | null, error: null as string | null });

const finished = (job: MediaJobView | null) => job !== null && (job.status === 'done' || job.status === 'failed');

/** Reads job `id` every JOB_POLL_MS until it is done or failed; answers the function that stops following. */
export function followJob(id: number): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  jobState.job = null;
  jobState.error = null;
  const read = async () => {
    try {
      jobState.job = await operatorClient().call(contentApi.mediaJob, undefined, { id });
      jobState.error = null;
    } catch (error) {
      jobState.error = messageOf(error);
    }
    if (!stopped && !finished(jobState.job)) timer = setTimeout(() => void read(), JOB_POLL_MS);
  };
  void read();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
  };
}
