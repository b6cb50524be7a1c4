/**
 * A video upload from the console: tus-js-client sends the file to /admin/uploads in chunks,
 * remembers the upload (its fingerprint in localStorage) so the same file picked again after
 * a reload resumes where the server's store stands, retries a dropped connection, then turns
 * the finished upload into an ingest job. Pages read `uploadState` and call these actions.
 */
import { contentApi, VIDEO_UPLOAD_CHUNK_BYTES, VIDEO_UPLOAD_PATH, type MediaJobView, type UploadIngest } from '@nocturne/core';
import { Upload, type PreviousUpload } from 'tus-js-client';
import { proxy, ref } from 'valtio';
import { messageOf } from './errors.ts';
import { operatorClient } from './runtime.ts';

export type UploadPhase = 'idle' | 'uploading' | 'paused' | 'failed' | 'ingesting' | 'queued';

export const uploadState = proxy({
  phase: 'idle' as UploadPhase,
  bytesSent: 0,
  bytesTotal: 0,
  /** The percentage an earlier, interrupted upload of this file had reached (it went on from there). */
  resumedFrom: null as number | null,
  error: null as string | null,
  job: null as MediaJobView | null,
  /** The tus upload under way (not state to render: kept out of valtio's proxying). */
  current: null as { upload: Upload; fields: UploadIngest } | null,
});

/** Connection drops are retried this long apart before the upload counts as failed (the operator may resume). */
const RETRY_DELAYS = [0, 1000, 3000, 5000, 10000];

const percentOf = (sent: number, total: number) => (total > 0 ? Math.floor((sent / total) * 100) : 0);

async function ingest(upload: Upload, fields: UploadIngest): Promise<void> {
  uploadState.phase = 'ingesting';
  const id = (upload.url ?? '').split('/').pop() ?? '';
  try {
    uploadState.job = await operatorClient().call(contentApi.ingestUpload, fields, { id });
    uploadState.phase = 'queued';
  } catch (error) {
    uploadState.error = messageOf(error);
    uploadState.phase = 'failed';
  }
}

/** Starts (or resumes, when this file was begun before) the upload of `file` with the video's fields. */
export async function startUpload(file: File, fields: UploadIngest): Promise<void> {
  uploadState.error = null;
  uploadState.job = null;
  uploadState.resumedFrom = null;
  uploadState.bytesSent = 0;
  uploadState.bytesTotal = file.size;
  let resuming = false;
  const upload = new Upload(file, {
    endpoint: VIDEO_UPLOAD_PATH,
    chunkSize: VIDEO_UPLOAD_CHUNK_BYTES,
    retryDelays: RETRY_DELAYS,
    metadata: { filename: file.name, filetype: file.type },
    removeFingerprintOnSuccess: true,
    onProgress: (sent, total) => {
      // The first report of a resumed upload starts at the offset the server had.
      if (resuming) uploadState.resumedFrom = percentOf(sent, total);
      resuming = false;
      uploadState.bytesSent = sent;
      uploadState.bytesTotal = total;
    },
    onError: (error) => {
      uploadState.error = error.message;
      uploadState.phase = 'failed';
    },
    onSuccess: () => void ingest(upload, fields),
  });
  uploadState.current = ref({ upload, fields });
  const previous: PreviousUpload[] = await upload.findPreviousUploads().catch(() => []);
  if (previous[0]) {
    upload.resumeFromPreviousUpload(previous[0]);
    resuming = true;
  }
  uploadState.phase = 'uploading';
  upload.start();
}

export async function pauseUpload(): Promise<void> {
  await uploadState.current?.upload.abort();
  uploadState.phase = 'paused';
}

/** Goes on from the offset the server's store has (tus asks it with a HEAD first). */
export function resumeUpload(): void {
  if (!uploadState.current) return;
  uploadState.error = null;
  uploadState.phase = 'uploading';
  uploadState.current.upload.start();
}

export const uploadPercent = (state: { bytesSent: number; bytesTotal: number }) => percentOf(state.bytesSent, state.bytesTotal);
