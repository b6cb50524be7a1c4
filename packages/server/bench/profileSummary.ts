/**
 * `npx tsx bench/profileSummary.ts FILE.cpuprofile [top]`: where a server's CPU time went, from a
 * V8 profile (`BENCH_CPU_PROF=DIR npm run bench:api`): self time by area (crypto, JSON, the SQL
 * driver, Fastify, pino, our code, ...) and the top functions by self time.
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount: number;
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** The area a frame belongs to, by its script and name; the first match wins. */
const AREAS: [string, (url: string, name: string) => boolean][] = [
  ['idle', (_url, name) => name === '(idle)'],
  ['garbage collection', (_url, name) => name === '(garbage collector)'],
  // Native write calls: to PostgreSQL's socket (postgres.js), HTTP answers (writev), log lines.
  ['writes (native: sockets, files)', (_url, name) => /^(writeBuffer|writev|writeString|writeUtf8String|writeLatin1String)$/.test(name)],
  ['the profiler itself', (_url, name) => name === 'dispatch'],
  ['crypto', (url, name) => url.includes('node:internal/crypto') || /^(createHash|createHmac|createCipheriv|createDecipheriv|update|digest|final)$/.test(name) && url.includes('crypto')],
  ['JSON', (_url, name) => name === 'parse' || name === 'stringify'],
  ['SQL driver (postgres.js)', (url) => url.includes('node_modules/postgres/')],
  ['validation (ajv)', (url) => url.includes('node_modules/ajv') || url.includes('ajv')],
  ['logging (pino)', (url) => url.includes('node_modules/pino') || url.includes('sonic-boom')],
  ['metrics (prom-client)', (url) => url.includes('node_modules/prom-client')],
  ['Fastify', (url) => url.includes('node_modules/fastify') || url.includes('node_modules/@fastify') || url.includes('find-my-way') || url.includes('light-my-request')],
  ['our code: core', (url) => url.includes('packages/core/')],
  ['our code: server', (url) => url.includes('packages/server/')],
  ['other dependencies', (url) => url.includes('node_modules/')],
  ['node: net, http, streams', (url) => /node:(internal\/)?(net|http|_http|stream|streams|internal\/streams|internal\/http)/.test(url) || url.includes('_http_')],
  ['node: other', (url) => url.startsWith('node:')],
  ['V8 / native (program, builtins)', () => true],
];

function areaOf(url: string, name: string): string {
  return AREAS.find(([, matches]) => matches(url, name))![0];
}

const [file, topArg] = process.argv.slice(2);
if (!file) throw new Error('usage: profileSummary.ts FILE.cpuprofile [top]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const selfMicros = new Map<number, number>();
profile.samples.forEach((id, i) => selfMicros.set(id, (selfMicros.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));

const areas = new Map<string, number>();
const functions = new Map<string, number>();
let total = 0;
let busy = 0;
for (const [id, micros] of selfMicros) {
  const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
  const area = areaOf(url, functionName);
  total += micros;
  if (area !== 'idle') busy += micros;
  areas.set(area, (areas.get(area) ?? 0) + micros);
  const where = url.replace(/^.*node_modules\//, '').replace(/^.*packages\//, '').replace(/^file:\/\//, '');
  const key = `${functionName || '(anonymous)'}  ${where}${where ? `:${lineNumber + 1}` : ''}`;
  functions.set(key, (functions.get(key) ?? 0) + micros);
}

const share = (micros: number) => `${((micros / busy) * 100).toFixed(1).padStart(5)} %`;
console.log(`${file}\nsampled ${(total / 1e6).toFixed(1)} s, busy ${(busy / 1e6).toFixed(1)} s (shares below are of busy time)\n`);
for (const [area, micros] of [...areas].sort((a, b) => b[1] - a[1])) if (area !== 'idle') console.log(`${share(micros)}  ${area}`);
console.log('');
for (const [name, micros] of [...functions].sort((a, b) => b[1] - a[1]).slice(0, Number(topArg ?? 30))) {
  if (!name.startsWith('(idle)')) console.log(`${share(micros)}  ${name}`);
}
