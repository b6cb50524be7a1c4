/** Operator money: deciding withdrawals and adjusting a member's balances (through the ledger). */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../http/deps.ts';
import { refused } from '../http/errors.ts';
import { s } from '../http/schema.ts';
import { memberIdByCode } from '../services/chat.ts';
import { changeBalance, InsufficientFundsError } from '../services/ledger.ts';
import { decideWithdrawal, listWithdrawals, type WithdrawalState } from '../services/withdrawals.ts';
import { ok } from './reply.ts';
import { codeParams, idOf, idParams, type CodeParams, type IdParams } from './params.ts';


export function registerMoneyAdmin(scope: FastifyInstance, deps: AppDeps): void {
  scope.get<{ Querystring: { state?: WithdrawalState } }>(
    '/withdrawals',
    { schema: { querystring: { type: 'object', properties: { state: { enum: ['pending', 'approved', 'rejected'] } } } } },
    async (request) => ok(await listWithdrawals(deps, request.query.state ?? null)),
  );

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
  scope.post<{ Params: CodeParams; Body: { account: 'coins' | 'balance'; delta: number; note?: string } }>(
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
    async (request) => {
      const memberId = await memberIdByCode(deps.db, request.params.code);
      const { account, delta, note } = request.body;
      try {
        const after = await deps.db.transaction((tx) =>
          changeBalance(tx, { memberId, account, delta, reason: 'operator', reference: note ?? '' }),
        );
        return ok({ account, balance: after });
      } catch (error) {
        if (error instanceof InsufficientFundsError) throw refused('balance would go negative');
        throw error;
      }
    },
  );
}
