/**
 * The API server as `npm start` builds it (production logging, sent to /dev/null by the
 * parent), seeded with the demo catalogue (its generated streams with BENCH_MEDIA=true), on PGlite in a fresh directory or on
 * the PostgreSQL schema the parent created (BENCH_PG_URL + BENCH_PG_SCHEMA).
 * Reports its port to the parent.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config.ts';
import type { Db } from '../src/db/db.ts';
import { migrate } from '../src/db/migrate.ts';
import { openPglite } from '../src/db/pglite.ts';
import { openPostgres } from '../src/db/postgres.ts';
import { buildApp } from '../src/app.ts';
import { seedDemo } from '../src/seed/demo.ts';
import { openObjectStore } from '../src/storage/openStore.ts';
import { answerCpuQueries } from './reportCpu.ts';
import { chargeCpuToRoutes } from './stepCpu.ts';

const pgUrl = process.env.BENCH_PG_URL;
// BENCH_DATA_DIR: one folder shared by a fleet's processes (an upload on one is seen by all).
const dataDir = process.env.BENCH_DATA_DIR || mkdtempSync(path.join(tmpdir(), 'nocturne-bench-'));
const media = process.env.BENCH_MEDIA === 'true';
const config = loadConfig({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', SEED_MEDIA: String(media), MEDIA_SECRET: 'bench-media-secret' });

const db: Db = pgUrl ? await openPostgres(pgUrl, { schema: process.env.BENCH_PG_SCHEMA, max: config.databasePoolSize }) : await openPglite(path.join(dataDir, 'pg'));
await migrate(db);
// The store under DATA_DIR (or OBJECT_STORE_URL), as `npm start` opens it: the demo's streams go there.
const store = openObjectStore(config);
await seedDemo(db, config, { media, now: new Date(), store });
const app = await buildApp({ db, config, store });
const stepCpu = process.env.BENCH_STEP_CPU === 'true' ? chargeCpuToRoutes(app) : null;
await app.listen({ port: Number(process.env.BENCH_PORT || 0), host: '127.0.0.1' });
const address = app.server.address();
answerCpuQueries(stepCpu ?? undefined);
process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });

process.once('disconnect', async () => {
  await app.close();
  store.close();
  await db.close();
  process.exit(0);
});
