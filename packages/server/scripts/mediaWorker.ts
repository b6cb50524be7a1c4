/**
 * npm run worker: the ingest worker on its own (MEDIA_WORKERS jobs at once, default 1), for
 * a server started with MEDIA_WORKERS=0 on PostgreSQL. Stops cleanly on SIGINT/SIGTERM,
 * putting its running jobs back in the queue.
 */
import { loadConfig } from '../src/config.ts';
import { exitIfDataDirInUse } from '../src/db/dataDirLock.ts';
import { migrate } from '../src/db/migrate.ts';
import { openDatabase } from '../src/db/open.ts';
import { openObjectStore } from '../src/storage/openStore.ts';
import { MediaWorker } from '../src/media/jobs/worker.ts';

const config = loadConfig();
const db = await openDatabase(config).catch(exitIfDataDirInUse);
await migrate(db);
const worker = new MediaWorker({ db, config, store: openObjectStore(config), now: () => new Date() }, { concurrency: Math.max(1, config.mediaWorkers), log: console.log });
worker.start();
console.log(`media worker ${worker.id} running`);

const stop = async () => {
  await worker.stop();
  await db.close();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
