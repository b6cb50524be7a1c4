/**
 * Media routes (not part of the API contract: the player fetches them by the signed URLs
 * getVideoDetail hands out): master and rendition playlists, segments, seek thumbnails;
 * and the covers (poster frames, generated gradients). Everything is read from the object
 * store, so every process serves what any process's worker made. An encrypted ladder's
 * rendition playlist names public segments and per-member key URLs (keys/); a plain
 * (older) ladder's keeps its signed segment URLs.
 */
import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import { FORBIDDEN_CODE, NOT_FOUND_CODE, zhCNServer } from '@nocturne/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RouteModule } from '../http/deps.ts';
import { failure } from '../http/envelope.ts';
import { coverSvg } from './covers.ts';
import {
  loadMaster,
  loadPlaylist,
  MEDIA_ROUTE,
  mediaKey,
  playlistSubject,
  segmentSubject,
  segmentUrl,
  thumbnailsSubject,
  variantUrl,
  verifyFor,
  VISITOR,
  type MediaHolder,
} from './library.ts';
import { isRenditionName, writeMaster } from './master.ts';
import { previewSegments, renderPlaylist } from './playlist.ts';
import { publicOrigin } from '../http/publicOrigin.ts';
import { FRAME_FILE, POSTER_FILE, SPRITE_FILE, THUMBNAILS_FILE } from './stills.ts';
import { COVER_UPLOAD_ROUTE, coverImageKey } from './coverUploads.ts';
import { SITE_ROUTE, siteFolder } from './site.ts';
import { pathSignature, type SignedQuery } from './signing.ts';
import { readConfig } from '../site/appConfig.ts';
import { mayWatch } from '../purchases/entitlement.ts';
import { mediaDirOf } from '../catalogue/episodes.ts';
import { ReadCache } from '../http/readCache.ts';
import { contentTypeOf } from '../storage/contentTypes.ts';
import type { ObjectStore } from '../storage/objectStore.ts';
import { keyedEpisode, type KeyedEpisode } from '../catalogue/mediaKeys.ts';
import { renderKeyedPlaylist } from './keys/keyedPlaylist.ts';
import { topicExists } from '../catalogue/tags.ts';
import { videoExists } from '../catalogue/videos.ts';
import { creditWatchTime } from '../catalogue/watching.ts';

type Signed = { Querystring: Partial<Record<'m' | 'exp' | 'sig', string>> };
type SignedPath = { m: string; exp: string; sig: string };

/** What a verified playlist URL names: the member (or visitor) it was signed for, the episode and its media. */
interface SignedEpisode {
  signed: SignedQuery;
  holder: MediaHolder;
  now: Date;
  episodeId: number;
  mediaId: number;
  dir: string;
  /** Set for an encrypted ladder: its rendition playlists name keys and public segments. */
  keySeed: Buffer | null;
  /** The origin the playlist was fetched at (key URLs are built under it). */
  origin: string;
}
/** Cover kinds any key may use; video and topic covers exist only for a known row. */
const COVER_KINDS: Record<string, true> = { ad: true, banner: true };
const COVER_CACHE = 'public, max-age=86400';

const forbidden = (reply: FastifyReply) => reply.status(403).send(failure(FORBIDDEN_CODE, zhCNServer.forbidden));
const missing = (reply: FastifyReply) => reply.status(404).send(failure(NOT_FOUND_CODE, zhCNServer.notFound));

const sendPlaylist = (reply: FastifyReply, text: string) =>
  reply.header('Content-Type', 'application/vnd.apple.mpegurl').header('Cache-Control', 'private, no-store').send(text);

/** A still of a media folder (poster, frame, thumbnails): 404 when the folder has none. */
async function sendStill(reply: FastifyReply, store: ObjectStore, key: string, type: string, cache: string) {
  const found = await store.get(key);
  if (!found) return missing(reply);
  return reply.header('Content-Type', type).header('Content-Length', found.size).header('Cache-Control', cache).send(found.body);
}

/**
 * Signed media and covers may be loaded from any origin: a client served elsewhere (the
 * original client behind its own host) plays them with hls.js, which fetches them by CORS.
 * The signature, not the origin, is what guards media. A route hook, so errors carry it too.
 */
const anyOrigin = (_request: FastifyRequest, reply: FastifyReply, done: () => void) => {
  reply.header('Access-Control-Allow-Origin', '*');
  done();
};

/** A signed playlist's episode that is not (or no longer) published. */
class EpisodeNotFound extends Error {}

export const mediaRoutes: RouteModule = async (app, deps) => {
  const { config, db, store } = deps;
  const episodes = new ReadCache(config.catalogueCacheMs, deps.now);
  /**
   * Which media an episode plays is catalogue data, cached like the lists and lookOk's (2 s);
   * entitlement is always read fresh (memberPlaylist). An episode not found is never
   * remembered: its load fails, and the cache forgets a failed load.
   */
  const publishedMedia = (episodeId: number): Promise<KeyedEpisode | undefined> =>
    episodes
      .get(`episode:${episodeId}`, async () => (await keyedEpisode(db, episodeId)) ?? Promise.reject(new EpisodeNotFound()))
      .catch((error: unknown) => (error instanceof EpisodeNotFound ? undefined : Promise.reject(error)));

  mkdirSync(siteFolder(config), { recursive: true });
  await app.register(fastifyStatic, {
    root: siteFolder(config),
    prefix: SITE_ROUTE,
    decorateReply: false,
    index: false,
    maxAge: '1d',
    setHeaders: (reply) => reply.header('Access-Control-Allow-Origin', '*'),
  });

  /**
   * The episode a signed playlist URL names, with its media; null once a refusal is sent. Not
   * the reply itself: a FastifyReply is a thenable, and awaiting it made `found` undefined
   * (a TypeError with its stack logged for every tampered URL).
   */
  const signedEpisode = async (request: FastifyRequest, params: SignedPath & { episode: string }, reply: FastifyReply): Promise<SignedEpisode | null> => {
    const { episode: episodeText, ...query } = params;
    const episodeId = Number(episodeText);
    const now = deps.now();
    const signed = verifyFor(config, playlistSubject(episodeId), query, request.ip, now);
    if (!signed) {
      forbidden(reply);
      return null;
    }
    const media = await publishedMedia(episodeId);
    if (!media) {
      missing(reply);
      return null;
    }
    const holder = { memberId: signed.m, address: request.ip };
    return { signed, holder, now, episodeId, mediaId: media.mediaId, dir: media.dir, keySeed: media.keySeed, origin: publicOrigin(config, request) };
  };

  /** A playlist of segments for one member: whole, or cut at the preview limit when not entitled. */
  const memberPlaylist = async (reply: FastifyReply, found: SignedEpisode, rendition?: string) => {
    const playlist = await loadPlaylist(store, found.dir, rendition);
    if (!playlist) return missing(reply);
    // Entitlement is decided now, so a purchase made after the page loaded counts at once.
    const full = await mayWatch(db, found.signed.m, found.episodeId, found.now);
    const previewSeconds = (await readConfig(db)).shikan;
    if (found.keySeed && rendition) {
      return sendPlaylist(
        reply,
        renderKeyedPlaylist({
          playlist,
          full,
          previewSeconds,
          dir: found.dir,
          rendition,
          filesOrigin: config.publicUrl,
          origin: found.origin,
          signature: pathSignature(found.signed),
          episodeId: found.episodeId,
        }),
      );
    }
    const segments = full ? playlist.segments : previewSegments(playlist.segments, previewSeconds);
    return sendPlaylist(
      reply,
      renderPlaylist(playlist, segments, (segment) => segmentUrl(config, found.mediaId, segment, found.holder, found.now, rendition)),
    );
  };

  // The signature sits in the path (library.ts, playlistUrl) so the URL ends in '.m3u8'. A
  // ladder answers its master, whose variant URIs carry the same signature; a folder of one
  // rendition answers its segments as before.
  app.get<{ Params: SignedPath & { episode: string } }>(`${MEDIA_ROUTE}/play/:m/:exp/:sig/:episode`, { onRequest: anyOrigin }, async (request, reply) => {
    const match = /^(\d{1,15})\.m3u8$/.exec(request.params.episode);
    if (!match) return missing(reply);
    const found = await signedEpisode(request, { ...request.params, episode: match[1]! }, reply);
    if (!found) return reply;
    const master = await loadMaster(store, found.dir);
    if (!master) return memberPlaylist(reply, found);
    const signature = pathSignature(found.signed);
    return sendPlaylist(reply, writeMaster(master.variants, (variant) => variantUrl(found.origin, found.episodeId, signature, variant.name)));
  });

  app.get<{ Params: SignedPath & { episode: string; rendition: string } }>(
    `${MEDIA_ROUTE}/play/:m/:exp/:sig/:episode/:rendition`,
    { onRequest: anyOrigin },
    async (request, reply) => {
      const match = /^(\d{2,4}p)\.m3u8$/.exec(request.params.rendition);
      if (!match || !/^\d{1,15}$/.test(request.params.episode)) return missing(reply);
      const found = await signedEpisode(request, request.params, reply);
      if (!found) return reply;
      const master = await loadMaster(store, found.dir);
      if (!master?.variants.some((variant) => variant.name === match[1])) return missing(reply);
      return memberPlaylist(reply, found, match[1]);
    },
  );

  /** A segment by its signed URL (library.ts, segmentUrl); `rendition` is the ladder's sub-folder. */
  const sendSegment = async (request: FastifyRequest, reply: FastifyReply, mediaText: string, file: string, query: Signed['Querystring'], rendition?: string) => {
    const mediaId = Number(mediaText);
    if (!Number.isSafeInteger(mediaId)) return missing(reply);
    if (rendition !== undefined && !isRenditionName(rendition)) return missing(reply);
    const signed = verifyFor(config, segmentSubject(mediaId, rendition ? `${rendition}/${file}` : file), query, request.ip, deps.now());
    if (!signed) return forbidden(reply);
    const dir = await mediaDirOf(db, mediaId);
    const playlist = dir ? await loadPlaylist(store, dir, rendition) : null;
    const segment = playlist?.segments.find((s) => s.file === file);
    if (!dir || !segment) return missing(reply);
    // Watch time is a member's; a visitor's preview earns none.
    if (signed.m !== VISITOR) await creditWatchTime(deps, signed.m, segment.duration);
    const object = await store.get(rendition ? mediaKey(dir, rendition, segment.file) : mediaKey(dir, segment.file));
    if (!object) return missing(reply);
    return reply.header('Content-Type', 'video/mp2t').header('Content-Length', object.size).header('Cache-Control', 'private, max-age=3600').send(object.body);
  };

  app.get<Signed & { Params: { media: string; file: string } }>(`${MEDIA_ROUTE}/seg/:media/:file`, { onRequest: anyOrigin }, (request, reply) =>
    sendSegment(request, reply, request.params.media, request.params.file, request.query),
  );
  app.get<Signed & { Params: { media: string; rendition: string; file: string } }>(
    `${MEDIA_ROUTE}/seg/:media/:rendition/:file`,
    { onRequest: anyOrigin },
    (request, reply) => sendSegment(request, reply, request.params.media, request.params.file, request.query, request.params.rendition),
  );

  // Seek thumbnails: the VTT and its sprite sheets under one path signature (library.ts, thumbnailsUrl).
  app.get<{ Params: SignedPath & { media: string; file: string } }>(
    `${MEDIA_ROUTE}/thumbs/:m/:exp/:sig/:media/:file`,
    { onRequest: anyOrigin },
    async (request, reply) => {
      const { media: mediaText, file, ...query } = request.params;
      const mediaId = Number(mediaText);
      const isVtt = file === THUMBNAILS_FILE;
      if (!Number.isSafeInteger(mediaId) || (!isVtt && !SPRITE_FILE.test(file))) return missing(reply);
      if (!verifyFor(config, thumbnailsSubject(mediaId), query, request.ip, deps.now())) return forbidden(reply);
      const dir = await mediaDirOf(db, mediaId);
      if (!dir) return missing(reply);
      return sendStill(reply, store, mediaKey(dir, file), isVtt ? 'text/vtt; charset=utf-8' : 'image/jpeg', 'private, max-age=3600');
    },
  );

  // Posters and demo cover frames: public like covers (a cover is shown before anything is bought).
  app.get<{ Params: { dir: string; file: string } }>('/covers/frame/:dir/:file', { onRequest: anyOrigin }, async (request, reply) => {
    const { dir, file } = request.params;
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(dir) || dir === 'site' || (file !== POSTER_FILE && !FRAME_FILE.test(file))) return missing(reply);
    return sendStill(reply, store, mediaKey(dir, file), 'image/jpeg', COVER_CACHE);
  });

  // Covers operators uploaded (admin/videos.ts), named by their content: cached long.
  app.get<{ Params: { file: string } }>(`${COVER_UPLOAD_ROUTE}/:file`, { onRequest: anyOrigin }, async (request, reply) => {
    const key = coverImageKey(request.params.file);
    if (!key) return missing(reply);
    return sendStill(reply, store, key, contentTypeOf(key), COVER_CACHE);
  });

  app.get<{ Params: { kind: string; key: string } }>('/covers/:kind/:key', { onRequest: anyOrigin }, async (request, reply) => {
    const match = /^([A-Za-z0-9_-]{1,64})\.svg$/.exec(request.params.key);
    const { kind } = request.params;
    if (!match) return missing(reply);
    const key = match[1]!;
    let known = Object.hasOwn(COVER_KINDS, kind);
    if (kind === 'video' && /^\d{1,15}$/.test(key)) {
      // Named by the video's id (its code).
      known = await videoExists(db, Number(key));
    } else if (kind === 'topic' && /^\d{1,15}$/.test(key)) {
      known = await topicExists(db, Number(key));
    }
    if (!known) return missing(reply);
    const size = kind === 'banner' ? { width: 750, height: 250 } : kind === 'ad' ? { width: 690, height: 240 } : undefined;
    return reply
      .header('Content-Type', 'image/svg+xml')
      .header('Cache-Control', COVER_CACHE)
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(coverSvg(`${kind}:${key}`, size));
  });
};
