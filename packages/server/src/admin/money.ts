/** Operator money: deciding withdrawals and adjusting a member's balances (through the ledger). */
import { moneyApi, OPERATOR_REASON_MAX, WITHDRAWAL_STATES, type Adjustment, type WithdrawalDecision, type WithdrawalQuery } from '@nocturne/core';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../http/deps.ts';
import { notFound } from '../http/errors.ts';
import { s } from '../http/schema.ts';
import { adjustBalance } from '../money/memberAccount.ts';
import { decideWithdrawal, listWithdrawals, paymentCodeOf } from '../withdrawals/withdrawals.ts';
import { auditInTransaction } from '../operators/auditHook.ts';
import { operatorRoute } from '../operators/route.ts';
import { ok } from '../http/envelope.ts';
import { codeParams, idOf, idParams, type CodeParams, type IdParams } from '../operators/params.ts';

/**
 * A reason the audit log keeps (money adjustments and withdrawal decisions need one): 1-200
 * characters, not only whitespace.
 */
export const reasonSchema = { ...s.string({ minLength: 1, maxLength: OPERATOR_REASON_MAX }).json, pattern: '\\S' };
const decisionBody = { type: 'object', properties: { note: reasonSchema }, required: ['note'], additionalProperties: false } as const;

type Decision = { Params: IdParams; Body: WithdrawalDecision };

export function registerMoneyAdmin(scope: FastifyInstance, deps: AppDeps): void {
  operatorRoute<{ Querystring: WithdrawalQuery }>(
    scope,
    moneyApi.withdrawals,
    { querystring: { type: 'object', properties: { state: { enum: WITHDRAWAL_STATES } }, additionalProperties: false } },
    async (request) => ok(await listWithdrawals(deps, request.query.state ?? null)),
  );

  // The payment code a withdrawal names: never served publicly (members/uploads.ts), only here.
  operatorRoute<{ Params: IdParams }>(scope, moneyApi.withdrawalPaymentCode, { params: idParams }, async (request, reply) => {
    const file = await paymentCodeOf(deps, idOf(request.params));
    if (!file) throw notFound();
    return reply.type(file.type).header('Cache-Control', 'private, no-store').send(file.stream);
  });

  // The decision, the member's balances and the audit entry commit together; a second
  // decision of the same withdrawal is a 409. An approval's note stays in the audit log (the
  // member's records show none); a rejection's note reaches the member's records too.
  for (const [endpoint, decision] of [
    [moneyApi.approveWithdrawal, 'approved'],
    [moneyApi.rejectWithdrawal, 'rejected'],
  ] as const) {
    operatorRoute<Decision>(scope, endpoint, { params: idParams, body: decisionBody }, async (request) => {
      const audit = auditInTransaction(request, deps);
      const note = request.body.note.trim();
      await decideWithdrawal(deps, idOf(request.params), decision, decision === 'rejected' ? note : '', (tx) =>
        audit(tx, { before: { state: 'pending' }, after: { state: decision }, reason: note }),
      );
      return ok(null);
    });
  }

  // A correction or a cash credit (e.g. a commission) that the product has no flow for yet.
  operatorRoute<{ Params: CodeParams; Body: Adjustment }>(
    scope,
    moneyApi.adjust,
    {
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
    async (request) => {
      const { account, delta, note } = request.body;
      const audit = auditInTransaction(request, deps);
      const balance = await adjustBalance(deps, request.params.code, request.body, (tx, after) =>
        audit(tx, { before: { account, balance: after - delta }, after: { account, balance: after }, reason: note }),
      );
      return ok({ account, balance });
    },
  );
}
