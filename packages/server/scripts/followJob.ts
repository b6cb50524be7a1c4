/** Following an ingest job from the command line: its progress as it changes, then how it ended. */
import type { MediaJob } from '../src/media/jobs/queue.ts';

const POLL_MS = 500;

/** What following needs of a job, as the database or the operator API answers it. */
export type JobProgress = Pick<MediaJob, 'status' | 'progress' | 'error' | 'videoId'>;

/** Prints `job N: running 37%` lines until the job ends; answers the exit code (0 published, 1 failed). */
export async function followJob(id: number, read: () => Promise<JobProgress | null>): Promise<number> {
  let shown = '';
  for (;;) {
    const job = await read();
    if (!job) throw new Error(`job ${id} disappeared`);
    const line = job.status === 'running' ? `running ${job.progress}%` : job.status;
    if (line !== shown) console.log(`job ${id}: ${line}`);
    shown = line;
    if (job.status === 'done') {
      console.log(`published video ${job.videoId}`);
      return 0;
    }
    if (job.status === 'failed') {
      console.error(`failed: ${job.error}`);
      return 1;
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
