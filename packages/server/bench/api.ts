/**
 * `npm run bench:api`: a mixed member load (memberLoad.ts: register, browse, detail, playlist,
 * sign-in, top-up at the sandbox cashier, buy, withdraw) on PostgreSQL, against one server
 * process and against three behind Debian's nginx (the shipped deploy/nginx site), beside a
 * bare Fastify hello-world under the same number of kept-alive connections on the same
 * machine. Prints requests/s, p50 and p99 of each, the CPU time per request of the servers
 * and of the load generator, and the target for one process.
 *
 * PostgreSQL: BENCH_DATABASE_URL or postgres://postgres@127.0.0.1:5432/test, in a fresh schema
 * dropped afterwards. Rounds of (bare, one process, three) run in turn (BENCH_ROUNDS, 2) and
 * the best round of each is shown with every round's figure beside it: the machine is shared.
 * BENCH_SECONDS (15) sets each measurement, BENCH_MEMBERS (16) the phones at once,
 * BENCH_VISITS (10) the browsing visits per member's life, BENCH_LOADS (bare,one,three) which
 * loads run, BENCH_CPU_PROF=DIR writes a CPU
 * profile of the one process's first measured window (bench/profileSummary.ts reads it).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { loadConfig } from '../src/config.ts';
import { apiServerEnv, pgUrl, videoCodes } from './apiSetup.ts';
import { runOnce } from '../src/db/postgres.ts';
import { NGINX, startNginx, type Nginx } from '../test/fleet/nginx.ts';
import { machineBusyMicros, processesCpuMicros } from './machineCpu.ts';
import { MEMBERS, runBareLoad, runMemberLoad, VISITS, type LoadFigures } from './memberLoad.ts';
import { benchPort } from './ports.ts';
import { startServer, type Running } from './servers.ts';

const SECONDS = Number(process.env.BENCH_SECONDS || 15);
const WARM_UP_SECONDS = 3;
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS || 2));
/** Which loads run (BENCH_LOADS=one to iterate on the one process alone). */
const LOADS = new Set((process.env.BENCH_LOADS || 'bare,one,three').split(',').map((load) => load.trim()));
const ADMIN_TOKEN = randomBytes(24).toString('hex');
const aes = loadConfig().aes;
/** The target for one process on a two-core machine: 2,000 req/s with p99 at most 50 ms. */
const TARGET = { requestsPerSecond: 2000, p99Ms: 50 };

interface Measured extends LoadFigures {
  /** CPU time of the server processes (and nginx's worker) per request, µs. */
  serverMicros: number;
  clientMicros: number;
  /** CPU of PostgreSQL's processes per request, µs. */
  postgresMicros: number;
  /** Busy CPU of the whole machine per request, µs (PostgreSQL and nginx included). */
  machineMicros: number;
}

async function measured(servers: readonly Running[], extraCpu: () => number, run: () => Promise<LoadFigures>): Promise<Measured> {
  const cpu = async () => (await Promise.all(servers.map((server) => server.cpuMicros()))).reduce((a, b) => a + b, 0) + extraCpu();
  // CPU is read around the whole run, warm-up included, and divided by every request answered.
  const serverBefore = await cpu();
  const clientBefore = process.cpuUsage();
  const machineBefore = machineBusyMicros();
  const postgresBefore = processesCpuMicros('postgres');
  const figures = await run();
  const machine = machineBusyMicros() - machineBefore;
  const postgres = processesCpuMicros('postgres') - postgresBefore;
  const client = process.cpuUsage(clientBefore);
  const server = (await cpu()) - serverBefore;
  return {
    ...figures,
    serverMicros: server / figures.answered,
    clientMicros: (client.user + client.system) / figures.answered,
    postgresMicros: postgres / figures.answered,
    machineMicros: machine / figures.answered,
  };
}

function table(rows: { name: string; rounds: Measured[]; target?: boolean }[]): void {
  const header = ['load', 'req/s', 'p50 ms', 'p99 ms', 'rounds req/s', 'rounds p99', 'server µs/req', 'client µs/req', 'PostgreSQL µs/req', 'machine µs/req', 'target'];
  const lines = rows.map(({ name, rounds, target }) => {
    const best = [...rounds].sort((a, b) => b.requestsPerSecond - a.requestsPerSecond)[0]!;
    const met = best.requestsPerSecond >= TARGET.requestsPerSecond && best.p99 <= TARGET.p99Ms;
    return [
      name,
      best.requestsPerSecond.toFixed(0),
      best.p50.toFixed(1),
      best.p99.toFixed(1),
      rounds.map((round) => round.requestsPerSecond.toFixed(0)).join('/'),
      rounds.map((round) => round.p99.toFixed(0)).join('/'),
      best.serverMicros.toFixed(0),
      best.clientMicros.toFixed(0),
      best.postgresMicros.toFixed(0),
      best.machineMicros.toFixed(0),
      target ? (met ? 'met' : `MISSED (>= ${TARGET.requestsPerSecond} req/s, p99 <= ${TARGET.p99Ms} ms)`) : '',
    ];
  });
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column]!.length)));
  const format = (cells: string[]) => cells.map((cell, column) => (column >= 1 && column <= 9 ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!))).join('  ');
  console.log(format(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const line of lines) console.log(format(line));
}

function stepTable(figures: LoadFigures): void {
  console.log('\nper step (one process, best round): count, p50 / p99 ms');
  for (const [step, { count, p50, p99 }] of Object.entries(figures.byStep)) {
    console.log(`  ${step.padEnd(20)} ${String(count).padStart(7)}  ${p50.toFixed(1).padStart(6)} / ${p99.toFixed(1)}`);
  }
}

if (!existsSync(NGINX)) throw new Error(`bench:api needs Debian's nginx at ${NGINX} (apt-get install nginx)`);
const schema = `bench_${randomBytes(4).toString('hex')}`;
await runOnce(pgUrl, `CREATE SCHEMA ${schema}`);
const started = Date.now();
const nginxDir = mkdtempSync(path.join(tmpdir(), 'nocturne-bench-nginx-'));
const dataDir = mkdtempSync(path.join(tmpdir(), 'nocturne-bench-data-'));
const env = apiServerEnv({ pgUrl, schema, adminToken: ADMIN_TOKEN, dataDir });
const running: Running[] = [];
let nginx: Nginx | null = null;
try {
  const bare = await startServer('bare.ts');
  running.push(bare);
  // One after another: the first migrates and seeds, the others find it done.
  for (let i = 0; i < 3; i++) running.push(await startServer('apiServer.ts', env));
  const [one, ...others] = running.slice(1) as [Running, Running, Running];
  nginx = await startNginx(nginxDir, await benchPort(), [one, ...others].map((server) => Number(new URL(server.origin).port)));
  const videos = await videoCodes(one.origin, aes);
  const load = (origin: string) => () => runMemberLoad({ origin, aes, adminToken: ADMIN_TOKEN, videos, warmUpSeconds: WARM_UP_SECONDS, seconds: SECONDS });

  const results = { bare: [] as Measured[], one: [] as Measured[], three: [] as Measured[] };
  for (let round = 0; round < ROUNDS; round++) {
    if (LOADS.has('bare')) results.bare.push(await measured([bare], () => 0, () => runBareLoad(bare.origin, WARM_UP_SECONDS, SECONDS)));
    if (LOADS.has('one')) {
      if (round === 0) await one.startProfile();
      results.one.push(await measured([one], () => 0, load(one.origin)));
      if (round === 0) await one.stopProfile('one-process');
    }
    const proxy = nginx;
    if (LOADS.has('three')) results.three.push(await measured([one, ...others], () => 0, load(proxy.url)));
    const rate = (rounds: Measured[]) => rounds.at(-1)?.requestsPerSecond.toFixed(0) ?? '-';
    console.log(`round ${round + 1}: bare ${rate(results.bare)}, one ${rate(results.one)}, three ${rate(results.three)} req/s`);
  }
  console.log(
    `\n${MEMBERS} members at once, each a kept-alive connection; a life = register, ${VISITS} x (home, list, detail, lookOk, playlist), sign-in, top-up (4 requests), buy, upload, withdraw;` +
      ` ${SECONDS} s per measurement after ${WARM_UP_SECONDS} s warm-up, ${ROUNDS} round(s), best shown; PostgreSQL ${pgUrl.replace(/\/\/[^@]*@/, '//')}; total ${Math.round((Date.now() - started) / 1000)} s\n`,
  );
  table(
    [
      { name: 'bare Fastify (hello)', rounds: results.bare },
      { name: 'mixed member load, one process', rounds: results.one, target: true },
      { name: 'mixed member load, three behind nginx', rounds: results.three },
    ].filter((row) => row.rounds.length > 0),
  );
  const bestOne = [...results.one].sort((a, b) => b.requestsPerSecond - a.requestsPerSecond)[0];
  if (bestOne) stepTable(bestOne);
  console.log('\nserver µs/req: CPU of the server process(es) per request, scrypt threads included, PostgreSQL and nginx not; client: the load generator; PostgreSQL: its processes on this machine; machine: every process on the two cores (PostgreSQL, nginx and other work too)');
  if (process.env.BENCH_CPU_PROF) console.log(`profile of the one process's first window: ${process.env.BENCH_CPU_PROF}/one-process.cpuprofile (npx tsx bench/profileSummary.ts FILE)`);
} finally {
  await nginx?.stop();
  for (const server of running.reverse()) await server.stop();
  rmSync(nginxDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
  await runOnce(pgUrl, `DROP SCHEMA IF EXISTS ${schema} CASCADE`);
}
