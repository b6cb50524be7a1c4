/** One autocannon measurement: a short warm-up, then the timed run; refuses a run with failures. */
import autocannon from 'autocannon';
import type { Running } from './servers.ts';

export const CONNECTIONS = 50;
const WARMUP_SECONDS = 1;
export const SECONDS = Number(process.env.BENCH_SECONDS || 3);

export interface Call {
  path: string;
  body?: unknown;
  token?: string;
}

export interface Figures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** The server process's CPU time per answered request, in microseconds: unlike req/s it
   * hardly moves when other work shares the machine (the database's own CPU is not in it). */
  cpuMicrosPerRequest: number;
  /** The load generator's own CPU time per request: it shares the machine's two cores with
   * the server (and PostgreSQL), so a call with a large answer costs the client more too. */
  clientMicrosPerRequest: number;
}

/** `warmUp: false` for a server already warm (the bare reference, measured again beside each call). */
export async function measure(server: Running, call: Call, warmUp = true): Promise<Figures> {
  const options = {
    url: server.origin + call.path,
    method: 'POST' as const,
    connections: CONNECTIONS,
    headers: { 'content-type': 'application/json', ...(call.token ? { token: call.token } : {}) },
    body: JSON.stringify(call.body ?? {}),
  };
  if (warmUp) await autocannon({ ...options, duration: WARMUP_SECONDS });
  const cpuBefore = await server.cpuMicros();
  const clientBefore = process.cpuUsage();
  const result = await autocannon({ ...options, duration: SECONDS });
  const client = process.cpuUsage(clientBefore);
  const cpuMicros = (await server.cpuMicros()) - cpuBefore;
  if (result.errors || result.timeouts || result.non2xx) {
    throw new Error(`${call.path}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx answers`);
  }
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuMicrosPerRequest: cpuMicros / Math.max(1, result.requests.total),
    clientMicrosPerRequest: (client.user + client.system) / Math.max(1, result.requests.total),
  };
}
