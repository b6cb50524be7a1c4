/** Starts a bench server (bare.ts or apiServer.ts) in a child process and stops it. */
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { benchPort } from './ports.ts';
import type { StepCpu } from './stepCpu.ts';

export interface Running {
  origin: string;
  /** What the server reported besides its port (segmentServer.ts: its media). */
  info: Record<string, unknown>;
  /** The server process's CPU time so far (user + system), in microseconds. */
  cpuMicros(): Promise<number>;
  /** With BENCH_STEP_CPU=true in its env: the CPU charged to each route so far (stepCpu.ts). */
  stepCpu(): Promise<StepCpu>;
  /** With BENCH_CPU_PROF=DIR: profiles the main thread until stopProfile writes DIR/<name>.cpuprofile. */
  startProfile(): Promise<void>;
  stopProfile(name: string): Promise<void>;
  stop(): Promise<void>;
}

const STOP_GRACE_MS = 5000;

export async function startServer(script: 'bare.ts' | 'apiServer.ts' | 'segmentServer.ts', env: Record<string, string> = {}): Promise<Running> {
  const child: ChildProcess = fork(fileURLToPath(new URL(script, import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_PORT: String(await benchPort()), ...env },
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
    async stepCpu() {
      child.send('steps');
      const [answer] = (await once(child, 'message')) as [StepCpu];
      return answer;
    },
    async startProfile() {
      if (!process.env.BENCH_CPU_PROF) return;
      child.send({ profile: 'start' });
      await once(child, 'message');
    },
    async stopProfile(name) {
      if (!process.env.BENCH_CPU_PROF) return;
      child.send({ profile: 'stop', name });
      await once(child, 'message');
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
