/** Operator money: deciding withdrawals and adjusting a member's balances (through the ledger). */
import { OPERATOR_REASON_MAX } from '@nocturne/core';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../http/deps.ts';
import { notFound } from '../http/errors.ts';
import { s } from '../http/schema.ts';
import { adjustBalance, memberAccount, type Adjustment } from '../money/memberAccount.ts';
import { decideWithdrawal, listWithdrawals, paymentCodeOf, type WithdrawalState } from '../withdrawals/withdrawals.ts';
import { auditInTransaction } from '../operators/auditHook.ts';
import { ok } from './reply.ts';
import { codeParams, idOf, idParams, type CodeParams, type IdParams } from './params.ts';

/**
 * A reason the audit log keeps (money adjustments and withdrawal decisions need one): 1-200
 * characters, not only whitespace.
 */
export const reasonSchema = { ...s.string({ minLength: 1, maxLength: OPERATOR_REASON_MAX }).json, pattern: '\\S' };
const decisionBody = { type: 'object', properties: { note: reasonSchema }, required: ['note'] } as const;

export function registerMoneyAdmin(scope: FastifyInstance, deps: AppDeps): void {
  // A member as support sees it: the member's own view, held cash and the newest ledger rows
  // (the whole ledger, paged: /members/:code/ledger in reconcile.ts).
  scope.get<{ Params: CodeParams }>('/members/:code', { schema: { params: codeParams }, config: { right: 'members' } }, async (request) =>
    ok(await memberAccount(deps, request.params.code)),
  );

  // All orders, paged: reconcile.ts.

  scope.get<{ Querystring: { state?: WithdrawalState } }>(
    '/withdrawals',
    { schema: { querystring: { type: 'object', properties: { state: { enum: ['pending', 'approved', 'rejected'] } } } }, config: { right: 'withdrawals' } },
    async (request) => ok(await listWithdrawals(deps, request.query.state ?? null)),
  );

  // The payment code a withdrawal names: never served publicly (members/uploads.ts), only here.
  scope.get<{ Params: IdParams }>('/withdrawals/:id/payment-code', { schema: { params: idParams }, config: { right: 'withdrawals' } }, async (request, reply) => {
    const file = await paymentCodeOf(deps, idOf(request.params));
    if (!file) throw notFound();
    return reply.type(file.type).header('Cache-Control', 'private, no-store').send(file.stream);
  });

  // The reason of an approval stays in the audit log; the member's records show none.
  scope.post<{ Params: IdParams; Body: { note: string } }>(
    '/withdrawals/:id/approve',
    { schema: { params: idParams, body: decisionBody }, config: { right: 'withdrawals' } },
    async (request) => {
      const audit = auditInTransaction(request, deps);
      await decideWithdrawal(deps, idOf(request.params), 'approved', '', (tx) => audit(tx, { before: { state: 'pending' }, after: { state: 'approved' } }));
      return ok(null);
    },
  );

  // The member's records show the note of a rejection.
  scope.post<{ Params: IdParams; Body: { note: string } }>(
    '/withdrawals/:id/reject',
    { schema: { params: idParams, body: decisionBody }, config: { right: 'withdrawals' } },
    async (request) => {
      const audit = auditInTransaction(request, deps);
      await decideWithdrawal(deps, idOf(request.params), 'rejected', request.body.note, (tx) => audit(tx, { before: { state: 'pending' }, after: { state: 'rejected' } }));
      return ok(null);
    },
  );

  // A correction or a cash credit (e.g. a commission) that the product has no flow for yet.
  scope.post<{ Params: CodeParams; Body: Adjustment }>(
    '/members/:code/adjust',
    {
      schema: {
        params: codeParams,
        body: {
          type: 'object',
          properties: {
            account: { enum: ['coins', 'balance'] },
            delta: { type: 'integer', minimum: -1e12, maximum: 1e12, not: { const: 0 } },
            note: reasonSchema,
          },
          required: ['account', 'delta', 'note'],
          additionalProperties: false,
        },
      },
      config: { right: 'adjustments' },
    },
    async (request) => {
      const { account, delta, note } = request.body;
      const audit = auditInTransaction(request, deps);
      const balance = await adjustBalance(deps, request.params.code, request.body, (tx, after) =>
        audit(tx, { before: { account, balance: after - delta }, after: { account, balance: after }, reason: note ?? '' }),
      );
      return ok({ account, balance });
    },
  );
}
