/** Operator moderation of danmaku: a video's danmaku with their senders, and deleting one. */
import type { FastifyInstance } from 'fastify';
import { deleteDanmu, listForOperator } from '../danmaku/danmaku.ts';
import type { AppDeps } from '../http/deps.ts';
import { idOf, idParams, videoCodeParams, type CodeParams, type IdParams } from './params.ts';
import { idCursorOf, limitOf, pageOf, pageProperties, type PageQuery } from './paging.ts';
import { ok } from './reply.ts';

export function registerDanmakuAdmin(scope: FastifyInstance, deps: AppDeps): void {
  // Keyset pages, newest first: a video may gather thousands, and moderation reads them all.
  scope.get<{ Params: CodeParams; Querystring: PageQuery }>(
    '/videos/:code/danmaku',
    { schema: { params: videoCodeParams, querystring: { type: 'object', properties: pageProperties } }, config: { right: 'danmaku' } },
    async (request) => {
      const limit = limitOf(request.query);
      const rows = await listForOperator(deps.db, Number(request.params.code), idCursorOf(request.query), limit + 1);
      return ok(pageOf(rows, limit, (row) => String(row.id)));
    },
  );

  // Watching pages that already show it keep it until they reload; new pages never get it.
  scope.delete<{ Params: IdParams }>('/danmaku/:id', { schema: { params: idParams }, config: { right: 'danmaku' } }, async (request) => {
    await deleteDanmu(deps.db, idOf(request.params));
    return ok(null);
  });
}
