import { api } from '@nocturne/core';
import type { RouteModule } from '../http/deps.ts';
import { ReadCache } from '../http/readCache.ts';
import { route } from '../http/route.ts';
import { s } from '../http/schema.ts';
import { businessDate } from '../rewards/businessDay.ts';
import {
  categoryTree,
  changeBatch,
  darkWebGroups,
  homeIndex,
  homeTags,
  hotSearch,
  listIndexLike,
  listPaging,
  search,
  subjectMovies,
  topics,
} from './catalogue.ts';
import { episodeOf, mayWatch } from '../purchases/entitlement.ts';
import { HeatCounter } from './heat.ts';
import { sharedDetail, videoDetail } from './videoDetail.ts';
import { FAVOURITE, LIKE, likeVideo, saveProgress } from './watching.ts';

const page = s.integer({ minimum: 1, maximum: 10_000 });
const code = s.string({ maxLength: 64 });
/** Sub-category codes, comma-joined. */
const codes = s.string({ maxLength: 300 });
const id = s.integer({ minimum: 1 });

/** type 2 is a like or favourite, type 3 playback progress (core's LikeBody). */
const likeBody = s.object({
  collectCode: s.string({ minLength: 1, maxLength: 64 }),
  collectType: s.integer({ minimum: 1, maximum: 2 }),
  type: s.integer({ minimum: 2, maximum: 3 }),
  collectDuration: s.number({ minimum: 0, maximum: 1e7 }),
  // Display copies the client keeps for itself; the server reads its own data.
  collectAuthor: s.optional(s.string()),
  collectHot: s.optional(s.number()),
  collectImage: s.optional(s.string({ maxLength: 500 })),
  collectName: s.optional(s.string()),
  sortNum: s.optional(s.number()),
});

export const catalogueRoutes: RouteModule = (app, deps) => {
  const cache = new ReadCache(deps.config.catalogueCacheMs, deps.now);
  const heat = new HeatCounter(deps.db);
  app.addHook('onClose', () => heat.flush());
  route(app, deps, api.categories, s.object({ dictCode: s.optional(code), dictLevel: s.optional(s.integer({ minimum: 0, maximum: 9 })) }), ({ body }) =>
    body.dictCode ? cache.get(`tree:${body.dictCode}`, () => categoryTree(deps.db, body.dictCode!)) : cache.get('tags', () => homeTags(deps.db)),
  );
  route(app, deps, api.topics, null, () => cache.get('topics', () => topics(deps)));
  route(app, deps, api.hotSearch, null, () => cache.get('hot', () => hotSearch(deps.db)));
  route(app, deps, api.darkWebGroups, s.object({ dictName: s.string({ maxLength: 20 }), type: s.integer({ minimum: 0, maximum: 9 }) }), () =>
    cache.get('darkWeb', () => darkWebGroups(deps)),
  );
  route(app, deps, api.homeIndex, null, () => cache.get('index', () => homeIndex(deps)));
  route(app, deps, api.listPaging, s.object({ currentPage: page, type: s.string({ maxLength: 20 }), typeCode: code }), ({ body }) =>
    cache.get(`list:${body.typeCode}:${body.currentPage}`, () => listPaging(deps, body.typeCode, body.currentPage)),
  );
  route(app, deps, api.listIndexLike, s.object({ currentPage: page }), ({ body }) =>
    listIndexLike(deps, body.currentPage, businessDate(deps.now(), deps.config.businessTimeZone)),
  );
  route(app, deps, api.changeBatch, s.object({ currentPage: page, sonTypeCode: codes, typeCode: code }), ({ body }) =>
    changeBatch(deps, body.typeCode, body.sonTypeCode),
  );
  route(app, deps, api.subjectMovies, s.object({ currentPage: page, sonTypeCode: codes, typeCode: code }), ({ body }) =>
    cache.get(`subject:${body.typeCode}:${body.sonTypeCode}:${body.currentPage}`, () =>
      subjectMovies(deps, body.typeCode, body.sonTypeCode, body.currentPage),
    ),
  );
  route(
    app,
    deps,
    api.search,
    s.object({
      cartoonSonType: code,
      cartoonType: code,
      currentPage: page,
      prop: s.optional(s.string({ maxLength: 40 })),
      searchKey: s.string({ maxLength: 50 }),
      title: s.optional(s.string({ maxLength: 50 })),
    }),
    ({ body }) => search(deps, { key: body.searchKey, type: body.cartoonType, sonType: body.cartoonSonType, page: body.currentPage }),
  );
  route(app, deps, api.videoDetail, s.object({ index: s.optional(s.integer({ minimum: 0, maximum: 999 })), vid: s.string({ minLength: 1, maxLength: 64 }) }), ({ body, member }) =>
    // The part every member sees is cached like the lists; progress and signed URLs are per member.
    videoDetail(deps, heat, member.memberId, body.vid, (vid) => cache.get(`detail:${vid}`, () => sharedDetail(deps.db, deps.config, vid))),
  );
  route(app, deps, api.lookOk, s.object({ cartoonCode: s.string({ minLength: 1, maxLength: 64 }), moviesInfoId: id }), async ({ body, member }) => {
    // Which video an episode belongs to is catalogue data, cached like the lists; the
    // entitlement itself is always read fresh.
    const episode = await cache.get(`episode:${body.moviesInfoId}:${body.cartoonCode}`, () =>
      episodeOf(deps.db, body.moviesInfoId, body.cartoonCode),
    );
    return { allowed: await mayWatch(deps.db, member.memberId, episode.episodeId, deps.now()) };
  });
  route(app, deps, api.like, likeBody, async ({ body, member }) => {
    await likeVideo(deps, member.memberId, body.collectCode, body.collectType === FAVOURITE ? FAVOURITE : LIKE);
    return null;
  });
  route(app, deps, api.playback, likeBody, async ({ body, member }) => {
    await saveProgress(deps, member.memberId, body.collectCode, body.collectDuration);
    return null;
  });
};
