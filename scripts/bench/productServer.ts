/** Starts the product's server as a child process on a free port with a throwaway data directory. */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { REPO_ROOT } from './kitBundle.ts';

/** Seeding generates the demo HLS streams with ffmpeg once (then cached): minutes on a busy, shared machine. */
const START_TIMEOUT_MS = 600_000;

export interface ProductServer {
  url: string;
  adminToken: string;
  stop(): Promise<void>;
}

export async function startProductServer(distDir: string): Promise<ProductServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nocturne-bench-data-'));
  const adminToken = `bench-${process.pid}-${'0'.repeat(32)}`;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'appServerChild.ts'), distDir], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      // A shared machine may reserve a range of ports for a run: BENCH_PORT picks one (else any free one).
      PORT: process.env.BENCH_PORT ?? '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ADMIN_TOKEN: adminToken,
      LOG_LEVEL: 'warn',
      // Every bench visit registers a new device from 127.0.0.1.
      REGISTER_PER_ADDRESS_PER_HOUR: '1000',
      // The playback runs buy VIP at the sandbox cashier, as `npm start` offers it. Vite's build
      // leaves NODE_ENV=production in this process, which would switch the sandbox off.
      PAYMENT_SANDBOX: 'true',
    },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The server did not start in time.')), START_TIMEOUT_MS);
    child.once('exit', (code) => reject(new Error(`The server exited with code ${code} before it was ready.`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.startsWith('READY ')) {
        clearTimeout(timer);
        resolve(line.slice('READY '.length).trim());
      }
    });
  }).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { url, adminToken, stop };
}
