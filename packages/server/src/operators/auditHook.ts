/**
 * Every change an operator makes through a guarded route goes into the audit log, written
 * before the answer leaves (a failure to write it answers 500, so no change is reported done
 * without its entry). The entry says who (the guard's actor), what (method and route pattern,
 * the path's ids), the value before and after when the handler knows them (`noteChange`),
 * else the body sent, and the reason. Passwords and secrets never reach it.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/db.ts';
import type { AppDeps } from '../http/deps.ts';
import { appendAudit, type AuditRecord } from './audit.ts';
import { accessOf } from './guard.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const SECRET_FIELD = /password|pwd|token|secret/i;

/** Tells the audit entry of this request what the handler knows: before, after, reason, target. */
export function noteChange(request: FastifyRequest, record: Partial<AuditRecord>): void {
  const access = accessOf(request);
  access.audit = { ...(access.audit === 'recorded' ? {} : access.audit), ...record };
}

/**
 * The entry of this request, to write inside the change's own transaction (money moves): the
 * change and its entry then commit together or not at all. Defaults as the hook's.
 */
export function auditInTransaction(request: FastifyRequest, deps: Pick<AppDeps, 'now'>): (tx: Db, record: Partial<AuditRecord>) => Promise<void> {
  const access = accessOf(request);
  return async (tx, record) => {
    await appendAudit(
      tx,
      access.actor,
      {
        action: record.action ?? `${request.method} ${request.routeOptions.url}`,
        target: record.target ?? targetOf(request.params),
        before: record.before,
        after: record.after,
        reason: record.reason ?? reasonOf(request.body),
      },
      deps.now(),
    );
    access.audit = 'recorded';
  };
}

/** The handler wrote its entry itself, in its own transaction. */
export function changeRecorded(request: FastifyRequest): void {
  accessOf(request).audit = 'recorded';
}

function withoutSecrets(body: unknown): unknown {
  if (typeof body !== 'object' || body === null) return body ?? null;
  return Object.fromEntries(Object.entries(body).filter(([key]) => !SECRET_FIELD.test(key)));
}

function targetOf(params: unknown): string {
  if (typeof params !== 'object' || params === null) return '';
  return Object.entries(params)
    .map(([key, value]) => `${key}:${String(value)}`)
    .join(',');
}

function reasonOf(body: unknown): string {
  if (typeof body !== 'object' || body === null) return '';
  const { reason, note } = body as { reason?: unknown; note?: unknown };
  return typeof reason === 'string' ? reason : typeof note === 'string' ? note : '';
}

export function auditChanges(scope: FastifyInstance, deps: AppDeps): void {
  scope.addHook('preSerialization', async (request, reply, payload) => {
    const access = request.operatorAccess;
    if (!access || SAFE_METHODS.has(request.method) || reply.statusCode >= 300 || access.audit === 'recorded') return payload;
    // Signing out and the like change nothing of the site's.
    if (request.routeOptions.config.right === null && access.audit === undefined) return payload;
    const note = access.audit ?? {};
    await appendAudit(
      deps.db,
      access.actor,
      {
        action: note.action ?? `${request.method} ${request.routeOptions.url}`,
        target: note.target ?? targetOf(request.params),
        before: note.before,
        after: note.after ?? withoutSecrets(request.body),
        reason: note.reason ?? reasonOf(request.body),
      },
      deps.now(),
    );
    return payload;
  });
}
