/**
 * Media routes (not part of the API contract: the player fetches them by the signed URLs
 * getVideoDetail hands out), and the generated covers.
 */
import { createReadStream, mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import path from 'node:path';
import { zhCN } from '@nocturne/core';
import type { FastifyReply } from 'fastify';
import { queryOne } from '../db/db.ts';
import type { RouteModule } from '../http/deps.ts';
import { failure } from '../http/envelope.ts';
import { NOT_FOUND_CODE, FORBIDDEN_CODE } from '../http/errors.ts';
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

export const mediaRoutes: RouteModule = async (app, deps) => {
  const { config, db } = deps;

  mkdirSync(siteFolder(config), { recursive: true });
  await app.register(fastifyStatic, {
    root: siteFolder(config),
    prefix: SITE_ROUTE,
    decorateReply: false,
    index: false,
    maxAge: '1d',
  });

  app.get<Signed & { Params: { episode: string } }>(`${MEDIA_ROUTE}/play/:episode`, async (request, reply) => {
    const match = /^(\d{1,15})\.m3u8$/.exec(request.params.episode);
    if (!match) return missing(reply);
    const episodeId = Number(match[1]);
    const now = deps.now();
    const signed = verify(config.mediaSecret, playlistSubject(episodeId), request.query, now);
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

  app.get<Signed & { Params: { media: string; file: string } }>(`${MEDIA_ROUTE}/seg/:media/:file`, async (request, reply) => {
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

  app.get<{ Params: { kind: string; key: string } }>('/covers/:kind/:key', async (request, reply) => {
    const match = /^([A-Za-z0-9_-]{1,64})\.svg$/.exec(request.params.key);
    const { kind } = request.params;
    if (!match) return missing(reply);
    const key = match[1]!;
    let label = COVER_LABELS[kind];
    if (kind === 'video') {
      label = (await queryOne<{ name: string }>(db, 'SELECT name FROM videos WHERE code = $1', [key]))?.name;
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
