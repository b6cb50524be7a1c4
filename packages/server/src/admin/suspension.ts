/**
 * Suspending and restoring a member, with a reason: the change and its audit entry are one
 * transaction (members/suspension.ts owns the rule, operators/audit.ts the log).
 */
import { operatorApi, type Suspension } from '@nocturne/core';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../http/deps.ts';
import { setSuspension } from '../members/suspension.ts';
import { appendAudit } from '../operators/audit.ts';
import { changeRecorded } from '../operators/auditHook.ts';
import { accessOf } from '../operators/guard.ts';
import { operatorRoute } from '../operators/route.ts';
import { codeParams, type CodeParams } from '../operators/params.ts';
import { ok } from '../http/envelope.ts';

import { reasonBody } from '../operators/reason.ts';

export function registerSuspensionAdmin(scope: FastifyInstance, deps: AppDeps): void {
  for (const [endpoint, suspended] of [
    [operatorApi.suspendMember, true],
    [operatorApi.restoreMember, false],
  ] as const) {
    operatorRoute<{ Params: CodeParams; Body: Suspension }>(
      scope,
      endpoint,
      { params: codeParams, body: reasonBody },
      async (request) => {
        const { actor } = accessOf(request);
        const { code } = request.params;
        const { reason } = request.body;
        const change = await deps.db.transaction(async (tx) => {
          const result = await setSuspension(deps, tx, code, suspended, reason);
          await appendAudit(tx, actor, { action: `POST ${endpoint.path}`, target: `member:${code}`, before: result.before, after: result.after, reason }, deps.now());
          return result;
        });
        // After the commit: a lookup meanwhile would have cached the member unsuspended.
        deps.sessions.forgetMember(change.memberId);
        changeRecorded(request);
        return ok(null);
      },
    );
  }
}
