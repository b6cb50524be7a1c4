/**
 * The whole product on one port: the reference API server (its configuration, database,
 * migrations and demo seed, exactly as its own main.ts starts them) plus the built app.
 * Used by `npm start`, the end-to-end journeys and the screenshot script.
 */
import { loadConfig } from '../../server/src/config.ts';
import { migrate } from '../../server/src/db/migrate.ts';
import { openDatabase } from '../../server/src/db/open.ts';
import { buildApp } from '../../server/src/http/app.ts';
import { allRoutes } from '../../server/src/routes/index.ts';
import { seedDemo } from '../../server/src/seed/demo.ts';
import { APP_DIST, serveBuiltApp } from './serveBuiltApp.ts';

export interface AppServerOptions {
  /** Environment for the server's configuration (PORT, DATA_DIR, ...); defaults to process.env. */
  env?: Record<string, string | undefined>;
  distDir?: string;
  logger?: boolean;
}

export interface RunningAppServer {
  url: string;
  close(): Promise<void>;
}

export async function startAppServer(options: AppServerOptions = {}): Promise<RunningAppServer> {
  const config = loadConfig(options.env ?? process.env);
  const db = await openDatabase(config);
  await migrate(db);
  const app = await buildApp({
    db,
    config,
    routes: [...allRoutes, serveBuiltApp(options.distDir ?? APP_DIST)],
    ...(options.logger === undefined ? {} : { logger: options.logger }),
  });
  if (config.seedDemo) await seedDemo(db, config, { media: config.seedMedia, now: new Date() });
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  return {
    url: `http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${port}`,
    async close() {
      await app.close();
      await db.close();
    },
  };
}
