/** Operator moderation of danmaku: a video's danmaku with their senders, and deleting one. */
import type { FastifyInstance } from 'fastify';
import { deleteDanmu, listForOperator } from '../danmaku/danmaku.ts';
import type { AppDeps } from '../http/deps.ts';
import { idOf, idParams, videoCodeParams, type CodeParams, type IdParams } from './params.ts';
import { ok } from './reply.ts';

export function registerDanmakuAdmin(scope: FastifyInstance, deps: AppDeps): void {
  scope.get<{ Params: CodeParams }>('/videos/:code/danmaku', { schema: { params: videoCodeParams } }, async (request) =>
    ok(await listForOperator(deps.db, Number(request.params.code))),
  );

  // Watching pages that already show it keep it until they reload; new pages never get it.
  scope.delete<{ Params: IdParams }>('/danmaku/:id', { schema: { params: idParams } }, async (request) => {
    await deleteDanmu(deps.db, idOf(request.params));
    return ok(null);
  });
}
