/**
 * `npx tsx bench/stepCost.ts`: where a member's life spends the server's CPU, call by call.
 * One phone lives bench:api's member life again and again (no other load: every call's CPU is
 * its own) against one server process on PostgreSQL; the server charges its CPU from each
 * request's start to the next one's to the first (bench/stepCpu.ts). Prints, per route, the
 * calls, the server's CPU per call and the route's share of a life's CPU.
 * BENCH_SECONDS (20) sets the run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { loadConfig } from '../src/config.ts';
import { runOnce } from '../src/db/postgres.ts';
import { apiServerEnv, pgUrl, videoCodes } from './apiSetup.ts';
import { runMemberLoad } from './memberLoad.ts';
import { startServer, type Running } from './servers.ts';

const SECONDS = Number(process.env.BENCH_SECONDS || 20);
const adminToken = randomBytes(24).toString('hex');
const aes = loadConfig().aes;
const schema = `bench_${randomBytes(4).toString('hex')}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'nocturne-bench-data-'));
await runOnce(pgUrl, `CREATE SCHEMA ${schema}`);
let server: Running | null = null;
try {
  server = await startServer('apiServer.ts', { ...apiServerEnv({ pgUrl, schema, adminToken, dataDir }), BENCH_STEP_CPU: 'true' });
  const videos = await videoCodes(server.origin, aes);
  const figures = await runMemberLoad({ origin: server.origin, aes, adminToken, videos, warmUpSeconds: 2, seconds: SECONDS, members: 1 });
  const { byRoute } = await server.stepCpu();
  const rows = Object.entries(byRoute).map(([route, [calls, micros]]) => ({ route, calls, each: micros / calls, total: micros }));
  const all = rows.reduce((sum, row) => sum + row.total, 0);
  console.log(`one phone, ${SECONDS} s: ${figures.requests} member requests; server CPU by route (warm-up included)\n`);
  console.log(`${'route'.padEnd(44)} ${'calls'.padStart(6)} ${'µs/call'.padStart(8)} ${'share'.padStart(6)}`);
  for (const row of rows.sort((a, b) => b.total - a.total)) {
    console.log(`${row.route.padEnd(44)} ${String(row.calls).padStart(6)} ${row.each.toFixed(0).padStart(8)} ${((row.total / all) * 100).toFixed(1).padStart(5)}%`);
  }
} finally {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  await runOnce(pgUrl, `DROP SCHEMA IF EXISTS ${schema} CASCADE`);
}
