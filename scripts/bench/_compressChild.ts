// EXPERIMENT (not committed): the product server with precompressed static assets.
import { readdirSync, readFileSync, writeFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../packages/server/src/config.ts';
import { migrate } from '../../packages/server/src/db/migrate.ts';
import { openDatabase } from '../../packages/server/src/db/open.ts';
import { buildApp } from '../../packages/server/src/http/app.ts';
import { allRoutes } from '../../packages/server/src/routes/index.ts';
import { seedDemo } from '../../packages/server/src/seed/demo.ts';
const distDir = process.argv[2]!;
const walk = (d: string): string[] => readdirSync(d).flatMap((n) => { const p = path.join(d, n); return statSync(p).isDirectory() ? walk(p) : [p]; });
for (const f of walk(distDir)) if (/\.(js|css|html|svg|webmanifest)$/.test(f)) { const b = readFileSync(f); writeFileSync(f + '.gz', gzipSync(b, { level: 9 })); writeFileSync(f + '.br', brotliCompressSync(b)); }
const serve = async (app: FastifyInstance) => {
  await app.register(fastifyStatic, { root: distDir, prefix: '/', wildcard: false, index: false, preCompressed: true });
  app.get('/*', (_q, r) => r.sendFile('index.html', distDir));
  app.get('/', (_q, r) => r.sendFile('index.html', distDir));
};
const config = loadConfig(process.env);
const db = await openDatabase(config);
await migrate(db);
const app = await buildApp({ db, config, routes: [...allRoutes, serve], logger: false });
if (config.seedDemo) await seedDemo(db, config, { media: config.seedMedia, now: new Date() });
await app.listen({ port: config.port, host: config.host });
const a = app.server.address();
console.log(`READY http://127.0.0.1:${typeof a === 'object' && a ? a.port : 0}`);
process.once('SIGTERM', () => void app.close().then(() => db.close()).then(() => process.exit(0)));
