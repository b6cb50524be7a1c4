/** One autocannon measurement: a short warm-up, then the timed run; refuses a run with failures. */
import autocannon from 'autocannon';
import type { Running } from './servers.ts';

export const CONNECTIONS = 50;
const WARMUP_SECONDS = 1;
export const SECONDS = Number(process.env.BENCH_SECONDS || 3);
/** Rounds of (bare, call) per call; the median round is reported (an odd count is best). */
export const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS || 3));

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

/** A call measured beside the bare reference: the round of median ratio, and every round's ratio. */
export interface Beside {
  figures: Figures;
  /** Bare, measured just before `figures`. */
  bare: Figures;
  /** The call's share of bare in each round, in the order measured. */
  ratios: number[];
}

/**
 * Measures bare and then the call, ROUNDS times in turn, and reports the round whose ratio
 * is the median: one round of a few seconds moves with whatever else the machine does, and
 * alternating keeps each ratio's two figures side by side in time. Bare is already warm.
 */
export async function measureBeside(bare: Running, server: Running, call: Call, helloCall: Call): Promise<Beside> {
  const rounds: { figures: Figures; bare: Figures; ratio: number }[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const bareNow = await measure(bare, helloCall, false);
    const figures = await measure(server, call, round === 0);
    rounds.push({ figures, bare: bareNow, ratio: figures.requestsPerSecond / bareNow.requestsPerSecond });
  }
  const ratios = rounds.map((round) => round.ratio);
  // The lower middle for an even count: the conservative one of the two.
  const median = [...rounds].sort((a, b) => a.ratio - b.ratio)[Math.floor((rounds.length - 1) / 2)]!;
  return { figures: median.figures, bare: median.bare, ratios };
}
