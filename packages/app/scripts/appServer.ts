/**
 * The whole product on one port: the reference API server, started exactly as its own
 * main.ts starts it (configuration, database, migrations, demo seed), plus the built app and,
 * where it has been built, the operator console at /console.
 * Used by `npm start`, the end-to-end journeys and the screenshot script.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { CONSOLE_DIST, serveConsole } from '../../console/scripts/serveConsole.ts';
import { startServer, type RunningServer } from '../../server/src/start.ts';
import { APP_DIST, serveBuiltApp } from './serveBuiltApp.ts';

export interface AppServerOptions {
  /** Environment for the server's configuration (PORT, DATA_DIR, ...); defaults to process.env. */
  env?: Record<string, string | undefined>;
  distDir?: string;
  /** The operator console's build, served at /console when it is there (`npm start` builds it first). */
  consoleDistDir?: string;
  logger?: boolean;
}

export interface RunningAppServer {
  url: string;
  /** The server itself: its database and configuration, for a test's setup. */
  server: RunningServer;
  close(): Promise<void>;
  /** Stops without failing a request (the server's start.ts). */
  drain(): Promise<void>;
}

export async function startAppServer(options: AppServerOptions = {}): Promise<RunningAppServer> {
  const consoleDist = options.consoleDistDir ?? CONSOLE_DIST;
  const server = await startServer({
    env: options.env,
    extraRoutes: [serveBuiltApp(options.distDir ?? APP_DIST), ...(existsSync(path.join(consoleDist, 'index.html')) ? [serveConsole(consoleDist)] : [])],
    logger: options.logger,
  });
  return { url: server.url, server, close: server.close, drain: server.drain };
}
