/** Operator money: deciding withdrawals and adjusting a member's balances (through the ledger). */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../http/deps.ts';
import { refused } from '../http/errors.ts';
import { s } from '../http/schema.ts';
import { memberIdByCode } from '../chat/chat.ts';
import { changeBalance, InsufficientFundsError } from '../money/ledger.ts';
import { memberView } from '../members/memberView.ts';
import { listOrders, ORDER_STATES, type OrderState } from '../payments/payments.ts';
import { ledgerOf } from '../money/records.ts';
import { decideWithdrawal, listWithdrawals, type WithdrawalState } from '../withdrawals/withdrawals.ts';
import { ok } from './reply.ts';
import { codeParams, idOf, idParams, type CodeParams, type IdParams } from './params.ts';


export function registerMoneyAdmin(scope: FastifyInstance, deps: AppDeps): void {
  // A member as support sees it: the member's own view, held cash and the newest ledger rows.
  scope.get<{ Params: CodeParams }>('/members/:code', { schema: { params: codeParams } }, async (request) => {
    const memberId = await memberIdByCode(deps.db, request.params.code);
    const member = await memberView(deps.db, memberId, deps.now(), deps.config.businessTimeZone);
    const held = await deps.db.query<{ held_fen: number }>('SELECT held_fen FROM members WHERE id = $1', [memberId]);
    return ok({ member, heldFen: Number(held[0]?.held_fen ?? 0), ledger: await ledgerOf(deps, memberId) });
  });

  scope.get<{ Querystring: { state?: OrderState; member?: string } }>(
    '/orders',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { state: { enum: ORDER_STATES }, member: s.string({ maxLength: 64 }).json },
        },
      },
    },
    async (request) => ok(await listOrders(deps.db, { state: request.query.state ?? null, memberCode: request.query.member || null })),
  );

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
