/** Starts the server: configuration, database, migrations, demo seed, HTTP. */
import { loadConfig } from './config.ts';
import { migrate } from './db/migrate.ts';
import { openDatabase } from './db/open.ts';
import { buildApp } from './http/app.ts';
import { seedDemo } from './seed/demo.ts';

const config = loadConfig();
const db = await openDatabase(config);
await migrate(db);
const app = await buildApp({ db, config });
if (config.seedDemo) {
  const seeded = await seedDemo(db, config, { media: config.seedMedia, now: new Date() });
  if (seeded) app.log.info('seeded the demo catalogue');
}

const shutdown = async () => {
  await app.close();
  await db.close();
  process.exit(0);
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);

await app.listen({ port: config.port, host: config.host });
