/**
 * Reconciling: the operator pages through a member's whole ledger and through all payment
 * orders, newest first, not only the newest 100/200 rows (keyset paging, paging.ts; the
 * cursor is a ledger id, an order number).
 */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../http/deps.ts';
import { s } from '../http/schema.ts';
import { memberIdByCode } from '../members/memberCodes.ts';
import { listOrders, type OrderFilter, type OrderListing } from '../payments/orderListing.ts';
import { ORDER_STATES, type OrderState } from '../payments/payments.ts';
import { ledgerOf, type LedgerEntry } from '../money/records.ts';
import { ok } from './reply.ts';
import { codeParams, type CodeParams } from './params.ts';
import { idCursorOf, limitOf, pageOf, pageProperties, type Page, type PageQuery } from './paging.ts';

async function ledgerPage(deps: AppDeps, memberId: number, beforeId: number | null, limit: number): Promise<Page<LedgerEntry>> {
  const entries = await ledgerOf(deps, memberId, limit + 1, beforeId);
  return pageOf(entries, limit, (entry) => String(entry.id));
}

async function ordersPage(deps: AppDeps, filter: OrderFilter, cursor: string | undefined, limit: number): Promise<Page<OrderListing>> {
  return pageOf(await listOrders(deps.db, filter, cursor, limit + 1), limit, (order) => order.orderNo);
}

export function registerReconcileAdmin(scope: FastifyInstance, deps: AppDeps): void {
  scope.get<{ Params: CodeParams; Querystring: PageQuery }>(
    '/members/:code/ledger',
    { schema: { params: codeParams, querystring: { type: 'object', properties: pageProperties } }, config: { right: 'ledgers' } },
    async (request) => {
      const memberId = await memberIdByCode(deps.db, request.params.code);
      return ok(await ledgerPage(deps, memberId, idCursorOf(request.query), limitOf(request.query)));
    },
  );

  scope.get<{ Querystring: PageQuery & { state?: OrderState; member?: string } }>(
    '/orders',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { ...pageProperties, state: { enum: ORDER_STATES }, member: s.string({ maxLength: 64 }).json },
        },
      },
      config: { right: 'orders' },
    },
    async (request) => {
      const filter = { state: request.query.state ?? null, memberCode: request.query.member || null };
      return ok(await ordersPage(deps, filter, request.query.cursor || undefined, limitOf(request.query)));
    },
  );
}
