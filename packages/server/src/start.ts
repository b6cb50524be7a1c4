/**
 * Starting the server: configuration, database, migrations, the app, the demo seed, HTTP.
 * `src/main.ts` runs it as a process; the app's `npm start` runs it with the built app's
 * routes added, so both start the same way.
 */
import type { FastifyInstance } from 'fastify';
import { loadConfig, type ServerConfig } from './config.ts';
import type { Db } from './db/db.ts';
import { migrate } from './db/migrate.ts';
import { openDatabase } from './db/open.ts';
import { buildApp } from './http/app.ts';
import type { RouteModule } from './http/deps.ts';
import { allRoutes } from './http/allRoutes.ts';
import { MediaWorker } from './media/jobs/worker.ts';
import { seedDemo } from './seed/demo.ts';

export interface StartOptions {
  /** Environment for the configuration (PORT, DATA_DIR, ...); default process.env. */
  env?: Record<string, string | undefined>;
  /** Routes served beside the API (the built app); registered after it. */
  extraRoutes?: readonly RouteModule[];
  /** false silences logs; default logs at LOG_LEVEL. */
  logger?: boolean;
}

export interface RunningServer {
  app: FastifyInstance;
  db: Db;
  config: ServerConfig;
  /** Where it listens, e.g. http://127.0.0.1:8080. */
  url: string;
  close(): Promise<void>;
}

export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const config = loadConfig(options.env ?? process.env);
  const db = await openDatabase(config);
  await migrate(db);
  const app = await buildApp({
    db,
    config,
    routes: [...allRoutes, ...(options.extraRoutes ?? [])],
    ...(options.logger === undefined ? {} : { logger: options.logger }),
  });
  if (config.seedDemo) {
    const seeded = await seedDemo(db, config, { media: config.seedMedia, now: new Date() });
    if (seeded) app.log.info('seeded the demo catalogue');
  }
  // Ingest jobs queued while the server was down (or left by a crash) resume here.
  const worker = new MediaWorker({ db, config, now: () => new Date() }, { concurrency: config.mediaWorkers, log: (message) => app.log.info(message) });
  worker.start();
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  return {
    app,
    db,
    config,
    url: `http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${port}`,
    async close() {
      await worker.stop();
      await app.close();
      await db.close();
    },
  };
}
