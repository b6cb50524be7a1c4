/**
 * npm run ingest -- FILE --title TITLE [--category 30] [--sub 81] [--free] [--intro TEXT] [--author NAME] [--no-work]
 *
 * Enqueues an ingest job (media/jobs) on the configured database and follows it to the end,
 * printing its progress; the exit code is 0 when the video is published, 1 when the job
 * failed (its reason printed). It runs a worker for its own job, so nothing else needs to
 * run; `--no-work` leaves the job to the server's worker (PostgreSQL: both may run at once;
 * the embedded database belongs to one process, so stop the server or use the operator
 * API's POST /admin/media/jobs instead).
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config.ts';
import { migrate } from '../src/db/migrate.ts';
import { exitIfDataDirInUse } from '../src/db/dataDirLock.ts';
import { openDatabase } from '../src/db/open.ts';
import { enqueueJob, jobById } from '../src/media/jobs/queue.ts';
import { MediaWorker } from '../src/media/jobs/worker.ts';

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

const POLL_MS = 500;
const config = loadConfig();
const db = await openDatabase(config).catch(exitIfDataDirInUse);
let exitCode = 1;
try {
  await migrate(db);
  const job = await enqueueJob(
    db,
    path.resolve(file),
    { name: values.title, dictCode: values.category, sonDictCode: values.sub, vip: !values.free, introduce: values.intro, author: values.author },
    new Date(),
  );
  console.log(`job ${job.id} queued: ${path.basename(file)}`);
  const worker = values['no-work'] ? null : new MediaWorker({ db, config, now: () => new Date() }, { concurrency: 1, onlyJob: job.id });
  worker?.start();
  let shown = '';
  for (;;) {
    const now = await jobById(db, job.id);
    if (!now) throw new Error(`job ${job.id} disappeared`);
    const line = now.status === 'running' ? `running ${now.progress}%` : now.status;
    if (line !== shown) console.log(`job ${job.id}: ${line}`);
    shown = line;
    if (now.status === 'done') {
      console.log(`published video ${now.videoId}`);
      exitCode = 0;
      break;
    }
    if (now.status === 'failed') {
      console.error(`failed: ${now.error}`);
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  await worker?.stop();
} finally {
  await db.close();
}
process.exit(exitCode);
