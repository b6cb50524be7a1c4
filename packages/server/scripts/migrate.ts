/**
 * npm run migrate: what a deployment runs once before (and apart from) its server processes:
 * the pending migrations, then, with SEED_DEMO, the demo seed into an empty catalogue (and
 * with SEED_MEDIA its streams into DATA_DIR/media). Every server also does both at its start,
 * where they are then no-ops; running them once first keeps the demo media's generation out
 * of the servers' start and the schema ready before the first request (docs/deploy.md).
 */
import { loadConfig } from '../src/config.ts';
import { exitIfDataDirInUse } from '../src/db/dataDirLock.ts';
import { migrate } from '../src/db/migrate.ts';
import { openDatabase } from '../src/db/open.ts';
import { seedDemo } from '../src/seed/demo.ts';
import { openObjectStore } from '../src/storage/openStore.ts';

const config = loadConfig();
const db = await openDatabase(config).catch(exitIfDataDirInUse);
try {
  const applied = await migrate(db);
  console.log(applied.length > 0 ? `applied ${applied.join(', ')}` : 'no migration pending');
  if (config.seedDemo) {
    const store = openObjectStore(config);
    const seeded = await seedDemo(db, config, { media: config.seedMedia, now: new Date(), store }).finally(() => store.close());
    console.log(seeded ? 'seeded the demo catalogue' : 'the catalogue is not empty: no demo seed');
  }
} finally {
  await db.close();
}
