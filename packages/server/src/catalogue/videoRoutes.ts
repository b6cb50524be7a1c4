import { api, collectKind } from '@nocturne/core';
import type { RouteModule } from '../http/deps.ts';
import { ReadCache } from '../http/readCache.ts';
import { route } from '../http/route.ts';
import { s, type Schema } from '../http/schema.ts';
import { VISITOR } from '../media/library.ts';
import { publicOrigin } from '../http/publicOrigin.ts';
import { episodeOf, mayWatch } from '../purchases/entitlement.ts';
import { HeatCounter } from './heat.ts';
import { videoCode, videoIdOf } from './videoCode.ts';
import { sharedDetail, videoDetail } from './videoDetail.ts';
import { favouriteVideos, likeVideo, saveProgress } from './watching.ts';

const id = s.integer({ minimum: 1 });
/**
 * Our app's COLLECT_LIKE / COLLECT_FAVOURITE, or the original client's category code: read as
 * text (validation coerces a number to its digits), then core's collectKind decides.
 */
const codeOrNumber: Schema<number | string> = s.string({ maxLength: 64 });

/** type 2 is a like or favourite, type 3 playback progress (core's LikeBody). */
const likeBody = s.object({
  collectCode: videoCode,
  collectType: codeOrNumber,
  type: s.integer({ minimum: 2, maximum: 3 }),
  collectDuration: s.number({ minimum: 0, maximum: 1e7 }),
  // Display copies the client keeps for itself; the server reads its own data.
  collectAuthor: s.optional(s.string()),
  collectHot: s.optional(s.number()),
  collectImage: s.optional(s.string({ maxLength: 500 })),
  collectName: s.optional(s.string()),
  sortNum: s.optional(codeOrNumber),
});

/** One video's calls: the detail, the entitlement check, likes, favourites and progress. */
export const videoRoutes: RouteModule = (app, deps) => {
  const cache = new ReadCache(deps.config.catalogueCacheMs, deps.now);
  const heat = new HeatCounter(deps.db, deps.now);
  app.addHook('onClose', () => heat.flush());
  route(app, deps, api.videoDetail, s.object({ index: s.optional(s.integer({ minimum: 0, maximum: 999 })), vid: videoCode }), ({ body, session, address, request }) => {
    // URLs are absolute (the original client reads their origin), under PUBLIC_URL or this request's origin.
    const origin = publicOrigin(deps.config, request);
    const holder = { memberId: session?.memberId ?? VISITOR, address };
    // The part every member sees is cached like the lists; progress and signed URLs are per member.
    return videoDetail(deps, heat, holder, videoIdOf(body.vid), origin, (videoId) =>
      cache.get(`detail:${origin}:${videoId}`, () => sharedDetail(deps.db, deps.config, videoId, origin)),
    );
  });
  route(app, deps, api.lookOk, s.object({ cartoonCode: videoCode, moviesInfoId: id }), async ({ body, session }) => {
    const videoId = videoIdOf(body.cartoonCode);
    // Which video an episode belongs to is catalogue data, cached like the lists; the
    // entitlement itself is always read fresh. Encrypted `false` is the fixed ciphertext
    // the original client compares with.
    const episode = await cache.get(`episode:${body.moviesInfoId}:${videoId}`, () => episodeOf(deps.db, body.moviesInfoId, videoId));
    return session !== null && mayWatch(deps.db, session.memberId, episode.episodeId, deps.now());
  });
  route(app, deps, api.like, likeBody, async ({ body, member }) => {
    await likeVideo(deps, member.memberId, videoIdOf(body.collectCode), collectKind(body.collectType));
    return null;
  });
  route(app, deps, api.collectList, s.object({}), ({ member, request }) => favouriteVideos(deps.db, member.memberId, publicOrigin(deps.config, request)));
  route(app, deps, api.playback, likeBody, async ({ body, member }) => {
    await saveProgress(deps, member.memberId, videoIdOf(body.collectCode), body.collectDuration);
    return null;
  });
};
