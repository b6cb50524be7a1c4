import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureAppBuild } from '../scripts/appBuild.ts';
import { startAppServer } from '../scripts/appServer.ts';
import { publishHoledVideo } from './holedVideo.ts';
import { startServerControl } from './serverControl.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string;
    /** A video whose stream has an audio hole (holedVideo.ts); 0 against NOCTURNE_URL. */
    holedVideo: number;
    /** The server's DATA_DIR; '' against NOCTURNE_URL. */
    dataDir: string;
    /** serverControl.ts's address; '' against NOCTURNE_URL. */
    controlUrl: string;
  }
}

/** Builds the app if stale, then starts the whole product on a free port with a fresh data directory. */
export default async function setup(project: TestProject) {
  // While developing a journey: point at a server already running (`NOCTURNE_URL=...`).
  if (process.env.NOCTURNE_URL) {
    project.provide('appUrl', process.env.NOCTURNE_URL);
    project.provide('holedVideo', 0);
    project.provide('dataDir', '');
    project.provide('controlUrl', '');
    return undefined;
  }
  ensureAppBuild();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nocturne-e2e-'));
  const server = await startAppServer({
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      // Every journey registers from 127.0.0.1; the per-address limits would stop the suite.
      REGISTER_PER_ADDRESS_PER_HOUR: '1000',
      LOGIN_FAILURES_PER_ADDRESS: '1000',
    },
    logger: false,
  });
  project.provide('appUrl', server.url);
  project.provide('holedVideo', await publishHoledVideo(server.server));
  project.provide('dataDir', dataDir);
  const control = await startServerControl(server.server);
  project.provide('controlUrl', control.url);
  return async () => {
    await control.close();
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
