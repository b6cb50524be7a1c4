/**
 * Operator support: chat threads and replies, members' reports of videos, and danmaku
 * moderation by video. Each change commits with its audit entry (auditInTransaction).
 */
import { REPORT_STATES, supportApi, type ChatReply, type OperatorPageQuery, type ReportQuery, type VideoStatusChange } from '@nocturne/core';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../http/deps.ts';
import { s } from '../http/schema.ts';
import { CHAT_TEXT_MAX, listThreads, operatorReply, threadOf } from '../chat/chat.ts';
import { deleteDanmu, listForOperator } from '../danmaku/danmaku.ts';
import { auditInTransaction } from '../operators/auditHook.ts';
import { reasonBody } from '../operators/reason.ts';
import { listReports, resolveReport } from '../reports/reports.ts';
import { operatorRoute } from '../operators/route.ts';
import { ok } from '../http/envelope.ts';
import { codeParams, idOf, idParams, videoCodeParams, type CodeParams, type IdParams } from '../operators/params.ts';
import { idCursorOf, limitOf, pageOf, pageProperties } from './paging.ts';

const replyBody = {
  type: 'object',
  properties: { content: s.string({ minLength: 1, maxLength: CHAT_TEXT_MAX }).json },
  required: ['content'],
  additionalProperties: false,
} as const;

export function registerSupportAdmin(scope: FastifyInstance, deps: AppDeps): void {
  operatorRoute(scope, supportApi.chats, {}, async () => ok(await listThreads(deps.db)));

  // The thread as the member sees it: 'send' is the member's, 'receive' the operator's.
  operatorRoute<{ Params: CodeParams }>(scope, supportApi.chatThread, { params: codeParams }, async (request) => ok(await threadOf(deps, request.params.code)));

  // The member's chat page asks for new messages every few seconds: the reply shows there without a reload.
  operatorRoute<{ Params: CodeParams; Body: ChatReply }>(scope, supportApi.reply, { params: codeParams, body: replyBody }, async (request) => {
    const audit = auditInTransaction(request, deps);
    const message = await operatorReply(deps, request.params.code, request.body.content, (tx) => audit(tx, { after: { content: request.body.content.trim() } }));
    return ok(message);
  });

  operatorRoute<{ Querystring: ReportQuery }>(
    scope,
    supportApi.reports,
    { querystring: { type: 'object', properties: { state: { enum: REPORT_STATES } }, additionalProperties: false } },
    async (request) => ok(await listReports(deps, request.query.state ?? null)),
  );

  operatorRoute<{ Params: IdParams }>(scope, supportApi.dismissReport, { params: idParams }, async (request) => {
    const audit = auditInTransaction(request, deps);
    await resolveReport(deps, idOf(request.params), 'dismiss', (tx) => audit(tx, { after: { action: 'dismiss' } }));
    return ok(null);
  });

  // A take-down from a report says why, as one from the videos page does: the audit entry keeps the body's reason.
  operatorRoute<{ Params: IdParams; Body: VideoStatusChange }>(scope, supportApi.takeDownReport, { params: idParams, body: reasonBody }, async (request) => {
    const audit = auditInTransaction(request, deps);
    await resolveReport(deps, idOf(request.params), 'takeDown', (tx) => audit(tx, { after: { action: 'takeDown' } }));
    return ok(null);
  });

  // Keyset pages, newest first: a video may gather thousands, and moderation reads them all.
  operatorRoute<{ Params: CodeParams; Querystring: OperatorPageQuery }>(
    scope,
    supportApi.danmaku,
    { params: videoCodeParams, querystring: { type: 'object', properties: pageProperties, additionalProperties: false } },
    async (request) => {
      const limit = limitOf(request.query);
      const rows = await listForOperator(deps.db, Number(request.params.code), idCursorOf(request.query), limit + 1);
      return ok(pageOf(rows, limit, (row) => String(row.id)));
    },
  );

  // Watching pages that already show it keep it until they reload; new pages never get it.
  operatorRoute<{ Params: IdParams }>(scope, supportApi.deleteDanmu, { params: idParams }, async (request) => {
    const audit = auditInTransaction(request, deps);
    await deleteDanmu(deps.db, idOf(request.params), (tx, deleted) => audit(tx, { before: deleted, after: null }));
    return ok(null);
  });
}
