import { api, collectKind } from '@nocturne/core';
import type { RouteModule } from '../http/deps.ts';
import { publicOrigin } from '../http/publicOrigin.ts';
import { route } from '../http/route.ts';
import { s, type Schema } from '../http/schema.ts';
import { videoCode, videoIdOf } from './videoCode.ts';
import { favouriteVideos, likeVideo, saveProgress } from './watching.ts';

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

/** Likes, favourites and playback progress (the detail is videoDetail/, lookOk purchases/). */
export const watchingRoutes: RouteModule = (app, deps) => {
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
