/** The audit log for owners: newest first, filtered by actor, action or target, keyset-paged. */
import { operatorApi, type AuditQuery } from '@nocturne/core';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../http/deps.ts';
import { s } from '../http/schema.ts';
import { readAudit } from '../operators/audit.ts';
import { operatorRoute } from '../operators/route.ts';
import { idCursorOf, limitOf, pageOf, pageProperties } from './paging.ts';
import { ok } from '../http/envelope.ts';

const filter = s.string({ maxLength: 200 }).json;

export function registerAuditAdmin(scope: FastifyInstance, deps: AppDeps): void {
  operatorRoute<{ Querystring: AuditQuery }>(
    scope,
    operatorApi.audit,
    { querystring: { type: 'object', properties: { ...pageProperties, actor: filter, action: filter, target: filter }, additionalProperties: false } },
    async (request) => {
      const { query } = request;
      const limit = limitOf(query);
      const rows = await readAudit(deps.db, { actor: query.actor || null, action: query.action || null, target: query.target || null }, idCursorOf(query), limit + 1);
      return ok(pageOf(rows, limit, (row) => String(row.id)));
    },
  );
}
