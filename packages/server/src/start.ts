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
import { buildApp } from './app.ts';
import { stopListening } from './http/drain.ts';
import type { RouteModule } from './http/deps.ts';
import { allRoutes } from './allRoutes.ts';
import { MediaWorker } from './media/jobs/worker.ts';
import { seedDemo } from './seed/demo.ts';
import { hasOperators } from './operators/accounts.ts';
import { openObjectStore } from './storage/openStore.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
  /** False until the first operator exists (`npm start` then says how to create the owner). */
  hasOperators: boolean;
  /** Stops now: requests in flight finish, new ones on open connections get 503. */
  close(): Promise<void>;
  /**
   * Stops without failing a request (SIGTERM, http/drain.ts): the worker hands its jobs back,
   * /healthz answers 503 for SHUTDOWN_GRACE_MS while every request is still served (each
   * answer closing its connection), then the server stops listening, finishes what is in
   * flight, and closes.
   */
  drain(): Promise<void>;
}

export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const config = loadConfig(options.env ?? process.env);
  const db = await openDatabase(config);
  await migrate(db);
  // One store for the app and the worker: what one writes, the other (and every process) reads.
  const store = openObjectStore(config);
  const app = await buildApp({
    db,
    config,
    store,
    routes: [...allRoutes, ...(options.extraRoutes ?? [])],
    ...(options.logger === undefined ? {} : { logger: options.logger }),
  });
  if (config.seedDemo) {
    const seeded = await seedDemo(db, config, { media: config.seedMedia, now: new Date(), store });
    if (seeded) app.log.info('seeded the demo catalogue');
  }
  // Ingest jobs queued while the server was down (or left by a crash) resume here.
  const worker = new MediaWorker({ db, config, store, now: () => new Date() }, { concurrency: config.mediaWorkers, log: (message) => app.log.info(message) });
  worker.start();
  await app.listen({ port: config.port, host: config.host });
  const operators = await hasOperators(db);
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const close = async () => {
    await worker.stop();
    await app.close();
    await db.close();
    store.close();
  };
  return {
    app,
    db,
    config,
    url: `http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${port}`,
    hasOperators: operators,
    close,
    async drain() {
      app.drain.begin();
      app.log.info(`draining: /healthz answers 503; stopping in ${config.shutdownGraceMs} ms`);
      await worker.stop();
      await sleep(config.shutdownGraceMs);
      await stopListening(app.server, config.requestTimeoutMs);
      await close();
    },
  };
}
