/**
 * npm run ingest -- FILE --title TITLE [--category 30] [--sub 81] [--free] [--intro TEXT] [--author NAME] [--no-work]
 *
 * Enqueues an ingest job (media/jobs) and follows it to the end, printing its progress; the
 * exit code is 0 when the video is published, 1 when the job failed (its reason printed).
 * On a database it can open, it runs a worker for its own job, so nothing else needs to run
 * (`--no-work` leaves the job to the server's worker). When a running server holds the
 * embedded database (one process at a time: db/dataDirLock.ts), it hands the file to that
 * server instead, through the operator API (ingestThroughServer.ts).
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config.ts';
import { DataDirInUseError } from '../src/db/dataDirLock.ts';
import type { Db } from '../src/db/db.ts';
import { migrate } from '../src/db/migrate.ts';
import { openDatabase } from '../src/db/open.ts';
import { enqueueJob, jobById, type JobVideo } from '../src/media/jobs/queue.ts';
import { putSource } from '../src/media/jobs/sources.ts';
import { identifySource, SourceRefused } from '../src/media/probe.ts';
import { openObjectStore } from '../src/storage/openStore.ts';
import { MediaWorker } from '../src/media/jobs/worker.ts';
import { followJob } from './followJob.ts';
import { ingestThroughServer } from './ingestThroughServer.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    title: { type: 'string' },
    category: { type: 'string', default: '30' },
    sub: { type: 'string', default: '' },
    free: { type: 'boolean', default: false },
    intro: { type: 'string', default: '' },
    author: { type: 'string', default: '' },
    'no-work': { type: 'boolean', default: false },
  },
});

const file = positionals[0];
if (!file || !values.title) {
  console.error('usage: npm run ingest -- FILE --title TITLE [--category CODE] [--sub CODE] [--free] [--intro TEXT] [--author NAME] [--no-work]');
  process.exit(2);
}
if (!existsSync(file) || !statSync(file).isFile()) {
  console.error(`no such file: ${file}`);
  process.exit(2);
}

// The worker checks again; a file that is no video we read is not enqueued at all.
await identifySource(file).catch((error: unknown) => {
  if (!(error instanceof SourceRefused)) throw error;
  console.error(`${file}: ${error.message}`);
  process.exit(1);
});

const config = loadConfig();
const store = openObjectStore(config);
const video: JobVideo = { name: values.title, dictCode: values.category, sonDictCode: values.sub, vip: !values.free, introduce: values.intro, author: values.author };

/** Enqueues on the database this process opened and, unless --no-work, runs the job here. */
async function ingestHere(db: Db): Promise<number> {
  try {
    await migrate(db);
    // The source goes into the store, so any process's worker can take the job.
    const job = await enqueueJob(db, await putSource(store, path.resolve(file!)), video, new Date());
    console.log(`job ${job.id} queued: ${path.basename(file!)}`);
    const worker = values['no-work'] ? null : new MediaWorker({ db, config, store, now: () => new Date() }, { concurrency: 1, onlyJob: job.id });
    worker?.start();
    const exitCode = await followJob(job.id, () => jobById(db, job.id));
    await worker?.stop();
    return exitCode;
  } finally {
    await db.close();
    store.close();
  }
}

const exitCode = await openDatabase(config).then(ingestHere, (error: unknown) => {
  if (!(error instanceof DataDirInUseError)) throw error;
  return ingestThroughServer(config, file!, video, error);
});
process.exit(exitCode);
