/**
 * `npm run bench:segments`: what a segment costs today and in each way to serve it without the server, on
 * this machine. The bench server (segmentServer.ts) holds a plain ladder (today: each
 * segment a signed URL that Node checks, looks up, credits and streams) and an encrypted
 * one (HLS AES-128: public segments, one key request per window of 5 segments); an nginx
 * of the bench's own serves the same folder for the designs that take segments off Node.
 *
 * Each path is measured twice: one connection for TIME_SECONDS (the time of one request,
 * round trip from this process, the load generator's own work included) and LOAD_CONNECTIONS
 * connections (the CPU time of the server process and of nginx's worker per request). The
 * CPU per 100 segments of each design adds up its parts: AES-128 is 100 segments plus 20
 * key requests. S3 presigned URLs cost nothing here per segment (the store sends it), and
 * their signing is timed once per URL at playlist time.
 * PostgreSQL: BENCH_DATABASE_URL or postgres://postgres@127.0.0.1:5432/test in a schema of
 * its own; PGlite when it is unreachable or BENCH_DATABASE_URL is empty (its queries then run
 * inside the server process). SEGMENT_BYTES sets the segments' size (250000).
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { api, type VideoDetail } from '@nocturne/core';
import { loadConfig } from '../src/config.ts';
import { runOnce } from '../src/db/postgres.ts';
import { keyUrl } from '../src/media/keys/keyedPlaylist.ts';
import { S3ObjectStore } from '../src/storage/s3Store.ts';
import { benchMember } from './member.ts';
import { startBenchNginx, type BenchNginx } from './nginx.ts';
import { startServer, type Running } from './servers.ts';

const SECONDS = Number(process.env.BENCH_SECONDS || 3);
const LOAD_CONNECTIONS = 10;
const ADMIN_TOKEN = `bench-${randomBytes(16).toString('hex')}`;
const SECURE_LINK_SECRET = randomBytes(16).toString('hex');
/** Empty: PGlite, the embedded default. */
const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const aes = loadConfig().aes;

interface PathFigures {
  name: string;
  /** One request at a time: microseconds each, round trip. */
  microsEach: number;
  requestsPerSecond: number;
  /** Server (Node) and nginx CPU per request under load, microseconds. */
  nodeMicros: number;
  nginxMicros: number;
}

async function run(url: string, connections: number): Promise<{ total: number; failures: number }> {
  const result = await autocannon({ url, connections, duration: SECONDS });
  return { total: result.requests.total, failures: result.errors + result.timeouts + result.non2xx };
}

async function measurePath(name: string, url: string, server: Running, nginx: BenchNginx): Promise<PathFigures> {
  const check = await fetch(url);
  if (check.status !== 200) throw new Error(`${name}: ${url} answered ${check.status}`);
  await check.arrayBuffer();
  await autocannon({ url, connections: LOAD_CONNECTIONS, duration: 1 });
  const one = await run(url, 1);
  const nodeBefore = await server.cpuMicros();
  const nginxBefore = nginx.cpuMicros();
  const load = await run(url, LOAD_CONNECTIONS);
  const nodeMicros = ((await server.cpuMicros()) - nodeBefore) / load.total;
  const nginxMicros = (nginx.cpuMicros() - nginxBefore) / load.total;
  if (one.failures || load.failures) throw new Error(`${name}: ${one.failures + load.failures} failed requests`);
  return { name, microsEach: (SECONDS * 1e6) / one.total, requestsPerSecond: load.total / SECONDS, nodeMicros, nginxMicros };
}

async function post<T>(origin: string, route: string, body: unknown, token: string): Promise<T> {
  const answer = await fetch(origin + route, { method: 'POST', headers: { 'content-type': 'application/json', token }, body: JSON.stringify(body) });
  return (await answer.json()) as T;
}

/** Microseconds of this process's CPU per presigned GET URL (the SDK's SigV4 query signing; no network). */
async function presignMicros(): Promise<number> {
  const store = new S3ObjectStore({ endpoint: 'http://127.0.0.1:9', bucket: 'nocturne', keyPrefix: '', region: 'us-east-1', forcePathStyle: true, accessKeyId: 'K', secretAccessKey: 'S' });
  for (let i = 0; i < 200; i++) await store.presignedGetUrl(`media/d/360p/seg${i}.ts`, 7200);
  const before = process.cpuUsage();
  const count = 2000;
  for (let i = 0; i < count; i++) await store.presignedGetUrl(`media/d/360p/seg${i}.ts`, 7200);
  const used = process.cpuUsage(before);
  store.close();
  return (used.user + used.system) / count;
}

async function databaseEnv(): Promise<{ env: Record<string, string>; name: string; drop?: () => Promise<void> }> {
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  if (pgUrl === '') return { env: {}, name: 'PGlite' };
  try {
    await runOnce(pgUrl, `CREATE SCHEMA ${schema}`);
  } catch {
    return { env: {}, name: 'PGlite (PostgreSQL unreachable)' };
  }
  return { env: { BENCH_PG_URL: pgUrl, BENCH_PG_SCHEMA: schema }, name: 'PostgreSQL', drop: () => runOnce(pgUrl, `DROP SCHEMA IF EXISTS ${schema} CASCADE`) };
}

const database = await databaseEnv();
const server = await startServer('segmentServer.ts', { ...database.env, ADMIN_TOKEN });
const nginxDir = mkdtempSync(path.join(tmpdir(), 'nocturne-bench-nginx-'));
// BENCH_NGINX_PORT where a machine gives each engineer ports of their own.
const nginxPort = Number(process.env.BENCH_NGINX_PORT) || 18400 + Math.floor(Math.random() * 100);
let nginx: BenchNginx | undefined;
try {
  const info = server.info as { dataDir: string; videoId: number; plainMediaId: number; segmentBytes: number };
  nginx = await startBenchNginx(nginxDir, { port: nginxPort, upstreamPort: Number(new URL(server.origin).port), mediaRoot: path.join(info.dataDir, 'media'), secureLinkSecret: SECURE_LINK_SECRET });
  // Every segment in the preview, so one member may fetch them all without VIP.
  const config = await fetch(`${server.origin}/admin/config`, { method: 'PUT', headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' }, body: JSON.stringify({ shikan: 3600 }) });
  if (config.status !== 200) throw new Error(`PUT /admin/config answered ${config.status}`);
  const member = await benchMember(server.origin, aes);
  const { decryptJson } = await import('@nocturne/core');
  const detail = decryptJson<VideoDetail>((await post<{ data: string }>(server.origin, api.videoDetail.path, { index: 0, vid: info.videoId }, member.token)).data, aes);
  const [plainEpisode, keyedEpisode] = detail.srcList[0]!.urlList;
  // Today: the master, the rendition, then a signed segment URL as the player gets it.
  const variant = (await (await fetch(plainEpisode!.url)).text()).split('\n').find((line) => line.startsWith('http'))!;
  const segment = (await (await fetch(variant)).text()).split('\n').find((line) => line.startsWith('/media/seg/'))!;
  const signature = /\/media\/play\/(\d+\/\d+\/[\w-]+)\//.exec(keyedEpisode!.url)![1]!;
  const segmentPath = '/media/files/benchkeyed/360p/seg003.ts';
  const expires = Math.floor(Date.now() / 1000) + 3600;
  const securePath = '/sl/benchplain/360p/seg003.ts';
  const md5 = createHash('md5').update(`${expires}${securePath} ${SECURE_LINK_SECRET}`).digest('base64url');
  const xAccel = segment.replace(/^\/media\/seg\//, '/bench/xaccel/');

  const paths: PathFigures[] = [];
  const measureOne = async (name: string, url: string) => {
    paths.push(await measurePath(name, url, server, nginx!));
    console.log(`measured ${name}`);
  };
  await measureOne('today: signed segment, Node', server.origin + segment);
  await measureOne('today: signed segment, nginx -> Node', nginx.origin + segment);
  await measureOne('X-Accel-Redirect: Node checks, nginx sends', nginx.origin + xAccel);
  await measureOne('secure_link: nginx checks and sends', `${nginx.origin}${securePath}?md5=${md5}&expires=${expires}`);
  await measureOne('AES-128 segment: nginx static', nginx.origin + segmentPath);
  await measureOne('AES-128 segment: Node from the store', server.origin + segmentPath);
  await measureOne('AES-128 key: Node', keyUrl(server.origin, signature, keyedEpisode!.id, 1));
  await measureOne('AES-128 key: nginx -> Node', keyUrl(nginx.origin, signature, keyedEpisode!.id, 1));
  const presign = await presignMicros();

  const by = (name: string) => paths.find((p) => p.name.startsWith(name))!;
  console.log(`\n${database.name}; segments of ${info.segmentBytes} bytes; ${SECONDS} s per measurement, 1 and ${LOAD_CONNECTIONS} connections\n`);
  console.log('| path | µs per request, one at a time | req/s at 10 | Node CPU µs/req | nginx CPU µs/req |');
  console.log('|---|---:|---:|---:|---:|');
  for (const p of paths) console.log(`| ${p.name} | ${p.microsEach.toFixed(0)} | ${p.requestsPerSecond.toFixed(0)} | ${p.nodeMicros.toFixed(0)} | ${p.nginxMicros.toFixed(0)} |`);
  console.log(`| S3 presigned URL: signing one (at playlist time) | | | ${presign.toFixed(0)} | |`);
  const designs: [string, number, number][] = [
    ['today, one process', 100 * by('today: signed segment, Node').nodeMicros, 0],
    ['today, behind nginx (the fleet)', 100 * by('today: signed segment, nginx').nodeMicros, 100 * by('today: signed segment, nginx').nginxMicros],
    ['X-Accel-Redirect', 100 * by('X-Accel').nodeMicros, 100 * by('X-Accel').nginxMicros],
    ['nginx secure_link', 0, 100 * by('secure_link').nginxMicros],
    ['S3 presigned URLs (signing only; the store sends)', 100 * presign, 0],
    ['AES-128 behind nginx: 100 segments + 20 keys', 20 * by('AES-128 key: nginx').nodeMicros, 100 * by('AES-128 segment: nginx').nginxMicros + 20 * by('AES-128 key: nginx').nginxMicros],
    ['AES-128, one process: 100 segments + 20 keys', 100 * by('AES-128 segment: Node').nodeMicros + 20 * by('AES-128 key: Node').nodeMicros, 0],
  ];
  console.log('\n| design | Node CPU ms per 100 segments | nginx CPU ms per 100 segments | total |');
  console.log('|---|---:|---:|---:|');
  for (const [name, node, edge] of designs) console.log(`| ${name} | ${(node / 1000).toFixed(1)} | ${(edge / 1000).toFixed(1)} | ${((node + edge) / 1000).toFixed(1)} |`);
} finally {
  await nginx?.stop();
  await server.stop();
  await database.drop?.();
  rmSync(nginxDir, { recursive: true, force: true });
}
