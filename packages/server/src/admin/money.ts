/** Operator money: deciding withdrawals and adjusting a member's balances (through the ledger). */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../http/deps.ts';
import { notFound } from '../http/errors.ts';
import { s } from '../http/schema.ts';
import { adjustBalance, memberAccount, type Adjustment } from '../money/memberAccount.ts';
import { decideWithdrawal, listWithdrawals, paymentCodeOf, type WithdrawalState } from '../withdrawals/withdrawals.ts';
import { ok } from './reply.ts';
import { codeParams, idOf, idParams, type CodeParams, type IdParams } from './params.ts';

export function registerMoneyAdmin(scope: FastifyInstance, deps: AppDeps): void {
  // A member as support sees it: the member's own view, held cash and the newest ledger rows
  // (the whole ledger, paged: /members/:code/ledger in reconcile.ts).
  scope.get<{ Params: CodeParams }>('/members/:code', { schema: { params: codeParams } }, async (request) =>
    ok(await memberAccount(deps, request.params.code)),
  );

  // All orders, paged: reconcile.ts.

  scope.get<{ Querystring: { state?: WithdrawalState } }>(
    '/withdrawals',
    { schema: { querystring: { type: 'object', properties: { state: { enum: ['pending', 'approved', 'rejected'] } } } } },
    async (request) => ok(await listWithdrawals(deps, request.query.state ?? null)),
  );

  // The payment code a withdrawal names: never served publicly (members/uploads.ts), only here.
  scope.get<{ Params: IdParams }>('/withdrawals/:id/payment-code', { schema: { params: idParams } }, async (request, reply) => {
    const file = await paymentCodeOf(deps, idOf(request.params));
    if (!file) throw notFound();
    return reply.type(file.type).header('Cache-Control', 'private, no-store').send(file.stream);
  });

  scope.post<{ Params: IdParams }>('/withdrawals/:id/approve', { schema: { params: idParams } }, async (request) => {
    await decideWithdrawal(deps, idOf(request.params), 'approved', '');
    return ok(null);
  });

  scope.post<{ Params: IdParams; Body: { note?: string } }>(
    '/withdrawals/:id/reject',
    { schema: { params: idParams, body: { type: 'object', properties: { note: s.string({ maxLength: 200 }).json } } } },
    async (request) => {
      await decideWithdrawal(deps, idOf(request.params), 'rejected', request.body?.note ?? '');
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
            note: s.string({ maxLength: 100 }).json,
          },
          required: ['account', 'delta'],
          additionalProperties: false,
        },
      },
    },
    async (request) => ok({ account: request.body.account, balance: await adjustBalance(deps, request.params.code, request.body) }),
  );
}
