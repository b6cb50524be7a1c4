/** Operator support: chat threads and replies, and members' reports of videos. */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../http/deps.ts';
import { s } from '../http/schema.ts';
import { CHAT_TEXT_MAX, listThreads, operatorReply, threadOf } from '../chat/chat.ts';
import { listReports, resolveReport, type ReportState } from '../reports/reports.ts';
import { ok } from './reply.ts';
import { codeParams, idOf, idParams, type CodeParams, type IdParams } from './params.ts';


export function registerSupportAdmin(scope: FastifyInstance, deps: AppDeps): void {
  scope.get('/chats', { config: { right: 'chats' } }, async () => ok(await listThreads(deps.db)));

  // The thread as the member sees it: 'send' is the member's, 'receive' the operator's.
  scope.get<{ Params: CodeParams }>('/chats/:code', { schema: { params: codeParams }, config: { right: 'chats' } }, async (request) =>
    ok(await threadOf(deps, request.params.code)),
  );

  scope.post<{ Params: CodeParams; Body: { content: string } }>(
    '/chats/:code',
    {
      schema: {
        params: codeParams,
        body: { type: 'object', properties: { content: s.string({ maxLength: CHAT_TEXT_MAX }).json }, required: ['content'] },
      },
      config: { right: 'chats' },
    },
    async (request) => ok(await operatorReply(deps, request.params.code, request.body.content)),
  );

  scope.get<{ Querystring: { state?: ReportState } }>(
    '/reports',
    { schema: { querystring: { type: 'object', properties: { state: { enum: ['open', 'dismissed', 'taken_down'] } } } }, config: { right: 'reports' } },
    async (request) => ok(await listReports(deps, request.query.state ?? null)),
  );

  scope.post<{ Params: IdParams }>('/reports/:id/dismiss', { schema: { params: idParams }, config: { right: 'reports' } }, async (request) => {
    await resolveReport(deps, idOf(request.params), 'dismiss');
    return ok(null);
  });

  scope.post<{ Params: IdParams }>('/reports/:id/take-down', { schema: { params: idParams }, config: { right: 'reports' } }, async (request) => {
    await resolveReport(deps, idOf(request.params), 'takeDown');
    return ok(null);
  });
}
