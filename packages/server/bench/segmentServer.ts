/**
 * The server of bench:segments: the API server on PGlite (or the PostgreSQL schema of
 * BENCH_PG_URL + BENCH_PG_SCHEMA) with two ladders of SEGMENT_BYTES segments, one plain
 * (served today: signed per member through Node) and one recorded as encrypted (public
 * segments and the key route, media/keys/), and, for the X-Accel-Redirect design only, a
 * route that makes today's per-segment checks and hands the file to nginx. Reports its
 * port, data folder and episodes to the parent; the parent gives it ADMIN_TOKEN.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config.ts';
import { queryOne, type Db } from '../src/db/db.ts';
import { migrate } from '../src/db/migrate.ts';
import { openPglite } from '../src/db/pglite.ts';
import { openPostgres } from '../src/db/postgres.ts';
import { allRoutes } from '../src/allRoutes.ts';
import { buildApp } from '../src/app.ts';
import type { RouteModule } from '../src/http/deps.ts';
import { loadPlaylist, mediaFolder, segmentSubject, verifyFor } from '../src/media/library.ts';
import { writeMaster } from '../src/media/master.ts';
import { newKeySeed } from '../src/media/keys/contentKeys.ts';
import { creditWatchTime } from '../src/catalogue/watching.ts';
import { seedDemo } from '../src/seed/demo.ts';
import { LocalObjectStore } from '../src/storage/localStore.ts';
import { answerCpuQueries } from './reportCpu.ts';

const SEGMENT_BYTES = Number(process.env.SEGMENT_BYTES || 250_000);
const SEGMENTS = 30;

const pgUrl = process.env.BENCH_PG_URL;
const dataDir = mkdtempSync(path.join(tmpdir(), 'nocturne-bench-segments-'));
const config = loadConfig({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', SEED_MEDIA: 'false', MEDIA_SECRET: 'bench-media-secret' });
const db: Db = pgUrl ? await openPostgres(pgUrl, { schema: process.env.BENCH_PG_SCHEMA, max: config.databasePoolSize }) : await openPglite(path.join(dataDir, 'pg'));
await migrate(db);
const store = new LocalObjectStore(dataDir);
await seedDemo(db, config, { media: false, now: new Date() });

/** A ladder of one rendition whose segments are random bytes: serving does not look inside. */
function writeLadder(dir: string): void {
  const rendition = path.join(mediaFolder(config, dir), '360p');
  mkdirSync(rendition, { recursive: true });
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-TARGETDURATION:2', '#EXT-X-PLAYLIST-TYPE:VOD'];
  for (let i = 0; i < SEGMENTS; i++) {
    const file = `seg${String(i).padStart(3, '0')}.ts`;
    writeFileSync(path.join(rendition, file), randomBytes(SEGMENT_BYTES));
    lines.push('#EXTINF:2.000000,', file);
  }
  writeFileSync(path.join(rendition, 'index.m3u8'), [...lines, '#EXT-X-ENDLIST', ''].join('\n'));
  writeFileSync(
    path.join(mediaFolder(config, dir), 'master.m3u8'),
    writeMaster([{ name: '360p', bandwidth: 1_000_000, averageBandwidth: 800_000, width: 640, height: 360, codecs: 'avc1.4d401e,mp4a.40.2' }]),
  );
}
writeLadder('benchplain');
writeLadder('benchkeyed');
const plain = await queryOne<{ id: number }>(db, `INSERT INTO media (dir, duration_seconds) VALUES ('benchplain', ${SEGMENTS * 2}) RETURNING id`);
const keyed = await queryOne<{ id: number }>(db, `INSERT INTO media (dir, duration_seconds, key_seed) VALUES ('benchkeyed', ${SEGMENTS * 2}, $1) RETURNING id`, [newKeySeed()]);
const video = await queryOne<{ id: number }>(db, `INSERT INTO videos (name, duration_seconds) VALUES ('bench', ${SEGMENTS * 2}) RETURNING id`);
await db.query(`INSERT INTO episodes (video_id, channel, name, sort, media_id) VALUES ($1, '线路一', '第1集', 1, $2), ($1, '线路一', '第2集', 2, $3)`, [
  video!.id,
  plain!.id,
  keyed!.id,
]);

/**
 * X-Accel-Redirect, as that design would be: today's checks of a signed segment URL
 * (media/routes.ts sendSegment: signature, the media row, the playlist, watch time), then
 * nginx sends the file from /internal/ instead of Node streaming it.
 */
const xAccelRoute: RouteModule = (app, deps) => {
  app.get<{ Params: { media: string; rendition: string; file: string }; Querystring: Partial<Record<'m' | 'exp' | 'sig', string>> }>(
    '/bench/xaccel/:media/:rendition/:file',
    async (request, reply) => {
      const { media: mediaText, rendition, file } = request.params;
      const mediaId = Number(mediaText);
      const signed = verifyFor(config, segmentSubject(mediaId, `${rendition}/${file}`), request.query, request.ip, deps.now());
      if (!signed) return reply.status(403).send();
      const media = await queryOne<{ dir: string }>(db, 'SELECT dir FROM media WHERE id = $1', [mediaId]);
      const segment = media && (await loadPlaylist(store, media.dir, rendition))?.segments.find((s) => s.file === file);
      if (!media || !segment) return reply.status(404).send();
      await creditWatchTime(deps, signed.m, segment.duration);
      return reply.header('X-Accel-Redirect', `/internal/media/${media.dir}/${rendition}/${file}`).send();
    },
  );
};

const app = await buildApp({ db, config, store, routes: [...allRoutes, xAccelRoute] });
await app.listen({ port: Number(process.env.BENCH_PORT || 0), host: '127.0.0.1' });
const address = app.server.address();
answerCpuQueries();
process.send?.({
  port: typeof address === 'object' && address ? address.port : 0,
  dataDir,
  videoId: video!.id,
  plainMediaId: plain!.id,
  segmentBytes: SEGMENT_BYTES,
});

process.once('disconnect', async () => {
  await app.close();
  await db.close();
  process.exit(0);
});
