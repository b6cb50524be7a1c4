/**
 * The catalogue's list calls, with the bodies the original client sends: dict codes may
 * come as numbers (`typeCode: 34`) or null, which the body validation turns into "34" and
 * "" (so a number behaves exactly as its string); fields it may leave out are optional.
 */
import { api, businessDate } from '@nocturne/core';
import type { RouteModule } from '../http/deps.ts';
import { servedAgain } from '../http/envelope.ts';
import { ReadCache } from '../http/readCache.ts';
import { route } from '../http/route.ts';
import { s } from '../http/schema.ts';
import { BatchRotation } from './batchRotation.ts';
import { changeBatch, darkWebGroups } from './darkWeb.ts';
import { homeIndexBatches } from './homeIndex.ts';
import { listIndexLike, listPaging, search, subjectMovies } from './lists.ts';
import { categoryTree, homeTags, hotSearch, topics } from './tags.ts';

const page = s.integer({ minimum: 1, maximum: 10_000 });
const code = s.string({ maxLength: 64 });
/** Sub-category codes, comma-joined. */
const codes = s.string({ maxLength: 300 });

export const catalogueRoutes: RouteModule = (app, deps) => {
  const cache = new ReadCache(deps.config.catalogueCacheMs, deps.now);
  const rotation = new BatchRotation(deps.db);

  route(app, deps, api.categories, s.object({ dictCode: s.optional(code), dictLevel: s.optional(s.integer({ minimum: 0, maximum: 9 })) }), ({ body }) => {
    const treeBelow = body.dictLevel !== undefined || body.dictCode ? (body.dictCode ?? '').trim() : null;
    return treeBelow === null ? cache.get('tags', () => homeTags(deps.db)) : cache.get(`tree:${treeBelow}`, () => categoryTree(deps.db, treeBelow));
  });
  route(app, deps, api.topics, null, () => cache.get('topics', () => topics(deps)));
  route(app, deps, api.hotSearch, null, () => cache.get('hot', () => hotSearch(deps.db)));
  route(app, deps, api.darkWebGroups, s.object({ dictName: s.optional(s.string({ maxLength: 20 })), type: s.optional(s.integer({ minimum: 0, maximum: 9 })) }), () =>
    cache.get('darkWeb', () => darkWebGroups(deps)),
  );
  route(app, deps, api.homeIndex, null, async () => {
    // Every version is built once per cache period (and so encrypted once); calls take turns.
    const batches = await cache.get('index', async () => {
      const built = await homeIndexBatches(deps);
      built.forEach(servedAgain);
      return built;
    });
    return batches[(await rotation.next('homeIndex')) % batches.length]!;
  });
  route(app, deps, api.listPaging, s.object({ currentPage: page, type: s.optional(s.string({ maxLength: 20 })), typeCode: code }), ({ body }) =>
    cache.get(`list:${body.typeCode}:${body.currentPage}`, () => listPaging(deps, body.typeCode, body.currentPage)),
  );
  route(app, deps, api.listIndexLike, s.object({ currentPage: page }), ({ body }) =>
    listIndexLike(deps, body.currentPage, businessDate(deps.now(), deps.config.businessTimeZone)),
  );
  route(
    app,
    deps,
    api.changeBatch,
    s.object({
      currentPage: s.optional(page),
      // The original client's body: the group's code and name.
      type: s.optional(code),
      dictName: s.optional(s.string({ maxLength: 50 })),
      // The documented body.
      typeCode: s.optional(code),
      sonTypeCode: s.optional(codes),
    }),
    // Never cached: each call is the next batch.
    ({ body }) => changeBatch(deps, rotation, body.type ? { code: body.type, sonCodes: '' } : { code: body.typeCode ?? '', sonCodes: body.sonTypeCode ?? '' }),
  );
  route(app, deps, api.subjectMovies, s.object({ currentPage: page, sonTypeCode: s.optional(codes), typeCode: code }), ({ body }) =>
    cache.get(`subject:${body.typeCode}:${body.sonTypeCode ?? ''}:${body.currentPage}`, () =>
      subjectMovies(deps, body.typeCode, body.sonTypeCode ?? '', body.currentPage),
    ),
  );
  route(
    app,
    deps,
    api.search,
    s.object({
      cartoonSonType: s.optional(code),
      cartoonType: s.optional(code),
      currentPage: page,
      prop: s.optional(s.string({ maxLength: 40 })),
      searchKey: s.optional(s.string({ maxLength: 50 })),
      title: s.optional(s.string({ maxLength: 50 })),
    }),
    ({ body }) => search(deps, { key: body.searchKey ?? '', type: body.cartoonType ?? '', sonType: body.cartoonSonType ?? '', page: body.currentPage }),
  );
};
