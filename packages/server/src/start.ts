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
import { issueSetupLink, SETUP_PATH } from './operators/firstOwner.ts';
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
  /**
   * While no operator exists: what to log for the first owner (the one-time setup link, or
   * where it is), null once an operator exists.
   */
  firstRunNotice: string | null;
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
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${port}`;
  const firstRunNotice = firstRunNoticeOf(await issueSetupLink(db, new Date()), config.publicUrl || url);
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
    url,
    firstRunNotice,
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

function firstRunNoticeOf(issued: Awaited<ReturnType<typeof issueSetupLink>>, origin: string): string | null {
  const until = (at: Date) => at.toISOString().slice(0, 16).replace('T', ' ');
  if (issued.state === 'notNeeded') return null;
  if (issued.state === 'elsewhere') {
    return `no operator yet: a setup link is in the log of the process that started first (good until ${until(issued.expiresAt)} UTC); or \`npm run operator -- add NAME --role owner\``;
  }
  return `no operator yet: open ${origin}${SETUP_PATH}#${issued.token} to create the first owner (works once, until ${until(issued.expiresAt)} UTC); or \`npm run operator -- add NAME --role owner\``;
}
