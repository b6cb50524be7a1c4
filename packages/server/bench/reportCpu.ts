/**
 * In a bench server: answers the parent's 'cpu' message with this process's CPU time, and
 * with BENCH_CPU_PROF=DIR profiles its main thread between 'profile-start' and
 * 'profile-stop' (the measured window only, not the start, migrations and seed), writing
 * DIR/<name>.cpuprofile. (scrypt runs on libuv's threads: it is in the CPU time, not in
 * the profile.)
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import type { StepCpu } from './stepCpu.ts';

type Message = 'cpu' | 'steps' | { profile: 'start' } | { profile: 'stop'; name: string };

/** `steps`: with BENCH_STEP_CPU, the CPU charged to each route so far (stepCpu.ts). */
export function answerCpuQueries(steps?: () => StepCpu): void {
  let session: Session | null = null;
  process.on('message', async (message: Message) => {
    if (message === 'cpu') {
      const { user, system } = process.cpuUsage();
      process.send?.({ cpuMicros: user + system });
      return;
    }
    if (message === 'steps') {
      process.send?.(steps?.() ?? { byRoute: {} });
      return;
    }
    const dir = process.env.BENCH_CPU_PROF;
    if (typeof message !== 'object' || !dir) return;
    if (message.profile === 'start') {
      session = new Session();
      session.connect();
      await session.post('Profiler.enable');
      await session.post('Profiler.start');
    } else if (session) {
      const { profile } = await session.post('Profiler.stop');
      writeFileSync(path.join(dir, `${message.name}.cpuprofile`), JSON.stringify(profile));
      session.disconnect();
      session = null;
    }
    process.send?.({ profiled: true });
  });
}
