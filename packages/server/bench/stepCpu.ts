/**
 * In a bench server with BENCH_STEP_CPU=true: charges this process's CPU time to the member
 * calls one by one. Meant for one phone at a time (bench/stepCost.ts): the time from one
 * request's start to the next one's is the first's, late work included (a sweep, a log flush
 * after the answer), so the steps of a life add up to the life.
 */
import type { FastifyInstance } from 'fastify';

export interface StepCpu {
  /** Route (method and path, no query) -> [requests, CPU µs]. */
  byRoute: Record<string, [number, number]>;
}

export function chargeCpuToRoutes(app: FastifyInstance): () => StepCpu {
  const byRoute: StepCpu['byRoute'] = {};
  let last: { route: string; cpu: number } | null = null;
  const now = () => {
    const { user, system } = process.cpuUsage();
    return user + system;
  };
  app.addHook('onRequest', (request, _reply, done) => {
    const cpu = now();
    if (last) {
      const entry = (byRoute[last.route] ??= [0, 0]);
      entry[0] += 1;
      entry[1] += cpu - last.cpu;
    }
    last = { route: `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}`, cpu };
    done();
  });
  return () => ({ byRoute });
}
