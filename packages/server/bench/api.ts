/**
 * `npm run bench:api`: in one run, a bare Fastify hello-world beside listIndex, listPaging,
 * getVideoDetail and lookOk on PGlite and on PostgreSQL, 50 connections each; prints
 * requests/s, p50 and p99 latency, the ratio to bare, and the targets. The bare
 * server keeps running and is measured again just before each measurement of a call, so
 * the ratio compares figures taken under the same load of the machine.
 * PostgreSQL: BENCH_DATABASE_URL or postgres://postgres@127.0.0.1:5432/test, in a fresh
 * schema dropped afterwards; skipped with a reason when unreachable.
 * Each call is measured in BENCH_ROUNDS (default 3) rounds, each right after bare, and the
 * round of median ratio is shown, with every round's ratio beside it.
 * BENCH_SECONDS (default 3) sets each measurement's length; BENCH_CPU_PROF=DIR writes server CPU profiles;
 * BENCH_CALLS=lookOk,getVideoDetail and BENCH_DATABASES=PostgreSQL narrow a run (for profiling).
 */
import { randomBytes } from 'node:crypto';
import { api } from '@nocturne/core';
import { loadConfig } from '../src/config.ts';
import { runOnce } from '../src/db/postgres.ts';
import { benchMember, BENCH_VIDEO } from './member.ts';
import { CONNECTIONS, measure, measureBeside, ROUNDS, SECONDS, type Call } from './measure.ts';
import { startServer, type Running } from './servers.ts';
import { printTable, type Row } from './table.ts';

const pgUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const aes = loadConfig().aes;
const HELLO: Call = { path: '/hello' };

/** The calls measured on each database; `member` calls need a token. */
const ALL_CALLS = ['listIndex', 'listPaging', 'getVideoDetail', 'lookOk'] as const;
type CallName = (typeof ALL_CALLS)[number];
type Database = 'PGlite' | 'PostgreSQL';

/** A comma-separated environment list narrowing `all`; every entry when unset. */
function chosen<T extends string>(variable: string, all: readonly T[]): readonly T[] {
  const names = process.env[variable]?.split(',').map((name) => name.trim()).filter(Boolean);
  if (!names?.length) return all;
  const unknown = names.filter((name) => !all.includes(name as T));
  if (unknown.length) throw new Error(`${variable}: unknown ${unknown.join(', ')} (known: ${all.join(', ')})`);
  return all.filter((name) => names.includes(name));
}

const CALLS = chosen('BENCH_CALLS', ALL_CALLS);
const DATABASES = chosen<Database>('BENCH_DATABASES', ['PGlite', 'PostgreSQL']);

async function benchDatabase(bare: Running, database: Database, env: Record<string, string>): Promise<Row[]> {
  const server = await startServer('apiServer.ts', env);
  try {
    const member = await benchMember(server.origin, aes);
    const calls: Record<CallName, Call> = {
      listIndex: { path: api.homeIndex.path },
      listPaging: { path: api.listPaging.path, body: { currentPage: 1, type: '全部', typeCode: '0' } },
      getVideoDetail: { path: api.videoDetail.path, body: { index: 0, vid: BENCH_VIDEO }, token: member.token },
      lookOk: { path: api.lookOk.path, body: { cartoonCode: BENCH_VIDEO, moviesInfoId: member.episodeId }, token: member.token },
    };
    const rows: Row[] = [];
    for (const name of CALLS) {
      rows.push({ name, database, member: Boolean(calls[name].token), ...(await measureBeside(bare, server, calls[name], HELLO)) });
    }
    return rows;
  } finally {
    await server.stop();
  }
}

async function benchPostgres(bare: Running): Promise<Row[] | string> {
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  try {
    await runOnce(pgUrl, `CREATE SCHEMA ${schema}`);
  } catch (error) {
    return `PostgreSQL skipped: ${pgUrl} unreachable (${(error as Error).message})`;
  }
  try {
    return await benchDatabase(bare, 'PostgreSQL', { BENCH_PG_URL: pgUrl, BENCH_PG_SCHEMA: schema });
  } finally {
    await runOnce(pgUrl, `DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  }
}

const started = Date.now();
const bare = await startServer('bare.ts');
const rows: Row[] = [];
try {
  const first = await measure(bare, HELLO);
  rows.push({ name: 'bare Fastify', database: '-', member: false, figures: first, bare: first, ratios: [1] });
  if (DATABASES.includes('PGlite')) rows.push(...(await benchDatabase(bare, 'PGlite', {})));
  if (DATABASES.includes('PostgreSQL')) {
    const postgres = await benchPostgres(bare);
    if (typeof postgres === 'string') console.log(postgres);
    else rows.push(...postgres);
  }
} finally {
  await bare.stop();
}

console.log(`\n${CONNECTIONS} connections, ${SECONDS} s per measurement, ${ROUNDS} rounds of (bare, call) per call, median round shown, total ${Math.round((Date.now() - started) / 1000)} s\n`);
const missed = printTable(rows);
// A bench prints figures; it does not fail a build (the figures depend on the machine's load).
console.log(missed === 0 ? 'every target met' : `${missed} target(s) missed on this run`);
