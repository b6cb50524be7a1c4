/** Buying one episode with coins (lookOk, the entitlement check, is in the media routes). */
import { api } from '@nocturne/core';
import type { RouteModule } from '../http/deps.ts';
import { idempotent } from '../http/idempotent.ts';
import { route } from '../http/route.ts';
import { s } from '../http/schema.ts';
import { videoCode, videoIdOf } from '../catalogue/videoCode.ts';
import { buyEpisode } from './purchases.ts';

export const purchaseRoutes: RouteModule = (app, deps) => {
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
