/**
 * Media routes (not part of the API contract: the player fetches them by the signed URLs
 * getVideoDetail hands out), and the generated covers.
 */
import { createReadStream, mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import path from 'node:path';
import { FORBIDDEN_CODE, NOT_FOUND_CODE, zhCN } from '@nocturne/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { queryOne } from '../db/db.ts';
import type { RouteModule } from '../http/deps.ts';
import { failure } from '../http/envelope.ts';
import { coverSvg } from './covers.ts';
import { loadPlaylist, MEDIA_ROUTE, mediaFolder, playlistSubject, segmentSubject, segmentUrl } from './library.ts';
import { previewSegments, renderPlaylist } from './playlist.ts';
import { SITE_ROUTE, siteFolder } from './site.ts';
import { verify } from './signing.ts';
import { readConfig } from '../site/appConfig.ts';
import { episodeOf, mayWatch } from '../purchases/entitlement.ts';
import { creditWatchTime } from '../catalogue/watching.ts';

type Signed = { Querystring: Partial<Record<'m' | 'exp' | 'sig', string>> };
const COVER_LABELS: Record<string, string> = { ad: '广告', banner: '夜曲' };
const COVER_CACHE = 'public, max-age=86400';

const forbidden = (reply: FastifyReply) => reply.status(403).send(failure(FORBIDDEN_CODE, zhCN.server.forbidden));
const missing = (reply: FastifyReply) => reply.status(404).send(failure(NOT_FOUND_CODE, zhCN.server.notFound));

/**
 * Signed media and covers may be loaded from any origin: a client served elsewhere (the
 * original client behind its own host) plays them with hls.js, which fetches them by CORS.
 * The signature, not the origin, is what guards media. A route hook, so errors carry it too.
 */
const anyOrigin = (_request: FastifyRequest, reply: FastifyReply, done: () => void) => {
  reply.header('Access-Control-Allow-Origin', '*');
  done();
};

export const mediaRoutes: RouteModule = async (app, deps) => {
  const { config, db } = deps;

  mkdirSync(siteFolder(config), { recursive: true });
  await app.register(fastifyStatic, {
    root: siteFolder(config),
    prefix: SITE_ROUTE,
    decorateReply: false,
    index: false,
    maxAge: '1d',
    setHeaders: (reply) => reply.header('Access-Control-Allow-Origin', '*'),
  });

  // The signature sits in the path (library.ts, playlistUrl) so the URL ends in '.m3u8'.
  app.get<{ Params: { m: string; exp: string; sig: string; episode: string } }>(`${MEDIA_ROUTE}/play/:m/:exp/:sig/:episode`, { onRequest: anyOrigin }, async (request, reply) => {
    const { episode: file, ...query } = request.params;
    const match = /^(\d{1,15})\.m3u8$/.exec(file);
    if (!match) return missing(reply);
    const episodeId = Number(match[1]);
    const now = deps.now();
    const signed = verify(config.mediaSecret, playlistSubject(episodeId), query, now);
    if (!signed) return forbidden(reply);
    const episode = await episodeOf(db, episodeId);
    const playlist = episode.mediaDir && episode.mediaId ? await loadPlaylist(config, episode.mediaDir) : null;
    if (!playlist || !episode.mediaId) return missing(reply);
    // Entitlement is decided now, so a purchase made after the page loaded counts at once.
    const full = await mayWatch(db, signed.m, episodeId, now);
    const segments = full ? playlist.segments : previewSegments(playlist.segments, (await readConfig(db)).shikan);
    const mediaId = episode.mediaId;
    return reply
      .header('Content-Type', 'application/vnd.apple.mpegurl')
      .header('Cache-Control', 'private, no-store')
      .send(renderPlaylist(playlist, segments, (segment) => segmentUrl(config, mediaId, segment, signed.m, now)));
  });

  app.get<Signed & { Params: { media: string; file: string } }>(`${MEDIA_ROUTE}/seg/:media/:file`, { onRequest: anyOrigin }, async (request, reply) => {
    const mediaId = Number(request.params.media);
    const { file } = request.params;
    if (!Number.isSafeInteger(mediaId)) return missing(reply);
    const signed = verify(config.mediaSecret, segmentSubject(mediaId, file), request.query, deps.now());
    if (!signed) return forbidden(reply);
    const media = await queryOne<{ dir: string }>(db, 'SELECT dir FROM media WHERE id = $1', [mediaId]);
    const playlist = media ? await loadPlaylist(config, media.dir) : null;
    const segment = playlist?.segments.find((s) => s.file === file);
    if (!media || !segment) return missing(reply);
    await creditWatchTime(deps, signed.m, segment.duration);
    return reply
      .header('Content-Type', 'video/mp2t')
      .header('Cache-Control', 'private, max-age=3600')
      .send(createReadStream(path.join(mediaFolder(config, media.dir), segment.file)));
  });

  app.get<{ Params: { kind: string; key: string } }>('/covers/:kind/:key', { onRequest: anyOrigin }, async (request, reply) => {
    const match = /^([A-Za-z0-9_-]{1,64})\.svg$/.exec(request.params.key);
    const { kind } = request.params;
    if (!match) return missing(reply);
    const key = match[1]!;
    let label = COVER_LABELS[kind];
    if (kind === 'video' && /^\d{1,15}$/.test(key)) {
      // Named by the video's id (its code).
      label = (await queryOne<{ name: string }>(db, 'SELECT name FROM videos WHERE id = $1', [Number(key)]))?.name;
    } else if (kind === 'topic' && /^\d{1,15}$/.test(key)) {
      label = (await queryOne<{ title: string }>(db, 'SELECT title FROM topics WHERE id = $1', [Number(key)]))?.title;
    }
    if (label === undefined) return missing(reply);
    const size = kind === 'banner' ? { width: 750, height: 250 } : kind === 'ad' ? { width: 690, height: 240 } : undefined;
    return reply
      .header('Content-Type', 'image/svg+xml')
      .header('Cache-Control', COVER_CACHE)
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(coverSvg(`${kind}:${key}`, label, size));
  });
};
