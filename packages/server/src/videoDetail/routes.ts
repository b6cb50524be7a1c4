/** getVideoDetail: the part every member sees is cached like the lists; progress and signed URLs are per member. */
import { api, FIRST_SEGMENT_HEADER, FIRST_STREAM_HEADER, START_PLAYLIST_HEADER } from '@nocturne/core';
import type { RouteModule } from '../http/deps.ts';
import { sharedHeadAnswer } from '../http/envelope.ts';
import { publicOrigin } from '../http/publicOrigin.ts';
import { ReadCache } from '../http/readCache.ts';
import { route } from '../http/route.ts';
import { s } from '../http/schema.ts';
import { HeatCounter } from '../catalogue/heat.ts';
import { videoCode, videoIdOf } from '../catalogue/videoCode.ts';
import { VISITOR } from '../media/library.ts';
import { sharedDetail, videoDetail } from './videoDetail.ts';

export const videoDetailRoutes: RouteModule = (app, deps) => {
  const cache = new ReadCache(deps.config.catalogueCacheMs, deps.now);
  const heat = new HeatCounter(deps.db, deps.now);
  app.addHook('onClose', () => heat.flush());
  route(app, deps, api.videoDetail, s.object({ index: s.optional(s.integer({ minimum: 0, maximum: 999 })), vid: videoCode }), async ({ body, session, address, request, reply }) => {
    // URLs are absolute (the original client reads their origin), under PUBLIC_URL or this request's origin.
    const origin = publicOrigin(deps.config, request);
    const holder = { memberId: session?.memberId ?? VISITOR, address };
    const detail = await videoDetail(deps, heat, holder, videoIdOf(body.vid), origin, (videoId) =>
      cache.get(`detail:${origin}:${videoId}`, () => sharedDetail(deps.db, deps.store, videoId, origin)),
    );
    // The first stream in the clear, for our page's early start (core api/firstStream.ts).
    if (detail.firstStream) reply.header(FIRST_STREAM_HEADER, detail.firstStream.master);
    if (detail.firstStream?.start) reply.header(START_PLAYLIST_HEADER, detail.firstStream.start);
    if (detail.firstStream?.segment) reply.header(FIRST_SEGMENT_HEADER, detail.firstStream.segment);
    // The shared part comes first: its ciphertext is made once per cached detail, and only
    // the member's part is encrypted per request.
    return sharedHeadAnswer(detail.shared, detail.member);
  });
};
