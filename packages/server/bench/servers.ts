/** Starts a bench server (bare.ts or apiServer.ts) in a child process and stops it. */
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

export interface Running {
  origin: string;
  /** What the server reported besides its port (segmentServer.ts: its media). */
  info: Record<string, unknown>;
  /** The server process's CPU time so far (user + system), in microseconds. */
  cpuMicros(): Promise<number>;
  stop(): Promise<void>;
}

const STOP_GRACE_MS = 5000;

export async function startServer(script: 'bare.ts' | 'apiServer.ts' | 'segmentServer.ts', env: Record<string, string> = {}): Promise<Running> {
  const child: ChildProcess = fork(fileURLToPath(new URL(script, import.meta.url)), [], {
    execArgv: ['--import', 'tsx', ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [])],
    env: { ...process.env, ...env },
    // The server's request log goes nowhere (it is written, as in production, but not kept).
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const [message] = (await Promise.race([
    once(child, 'message'),
    once(child, 'exit').then(([code]) => Promise.reject(new Error(`${script} exited with ${code} before listening`))),
  ])) as [{ port: number } & Record<string, unknown>];
  return {
    origin: `http://127.0.0.1:${message.port}`,
    info: message,
    async cpuMicros() {
      child.send('cpu');
      const [answer] = (await once(child, 'message')) as [{ cpuMicros: number }];
      return answer.cpuMicros;
    },
    async stop() {
      const exited = once(child, 'exit');
      child.disconnect();
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
      await exited;
      clearTimeout(timer);
    },
  };
}
