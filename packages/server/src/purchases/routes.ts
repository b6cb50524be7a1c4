/** Buying one episode with coins, and lookOk: whether the member may watch an episode in full. */
import { api } from '@nocturne/core';
import type { RouteModule } from '../http/deps.ts';
import { idempotent } from '../http/idempotent.ts';
import { ReadCache } from '../http/readCache.ts';
import { route } from '../http/route.ts';
import { s } from '../http/schema.ts';
import { episodeOf } from '../catalogue/episodes.ts';
import { videoCode, videoIdOf } from '../catalogue/videoCode.ts';
import { mayWatch } from './entitlement.ts';
import { buyEpisode } from './purchases.ts';

export const purchaseRoutes: RouteModule = (app, deps) => {
  const cache = new ReadCache(deps.config.catalogueCacheMs, deps.now);
  route(app, deps, api.lookOk, s.object({ cartoonCode: videoCode, moviesInfoId: s.integer({ minimum: 1 }) }), async ({ body, session }) => {
    const videoId = videoIdOf(body.cartoonCode);
    // Which video an episode belongs to is catalogue data, cached like the lists; the
    // entitlement itself is always read fresh. Encrypted `false` is the fixed ciphertext
    // the original client compares with.
    const episode = await cache.get(`episode:${body.moviesInfoId}:${videoId}`, () => episodeOf(deps.db, body.moviesInfoId, videoId));
    return session !== null && mayWatch(deps.db, session.memberId, episode.episodeId, deps.now());
  });
  route(
    app,
    deps,
    api.buy,
    s.object({
      cartoonCode: videoCode,
      moviesInfoId: s.integer({ minimum: 1 }),
      type: s.integer({ minimum: 0, maximum: 9 }),
    }),
    // A double tap answers the first tap's 购买成功 again (not 您已购买本集), charging once.
    idempotent(deps, 'buy', ({ body, member }, tx) =>
      buyEpisode(tx, member.memberId, { videoId: videoIdOf(body.cartoonCode), episodeId: body.moviesInfoId }),
    ),
  );
};
