/**
 * Reconciling: the operator pages through a member's whole ledger and through all payment
 * orders, newest first, not only the newest 100/200 rows (keyset paging, paging.ts; the
 * cursor is a ledger id, an order number).
 */
import type { FastifyInstance } from 'fastify';
import { queryOne } from '../db/db.ts';
import type { AppDeps } from '../http/deps.ts';
import { badRequest } from '../http/errors.ts';
import { s } from '../http/schema.ts';
import { memberIdByCode } from '../chat/chat.ts';
import { ORDER_STATES, type OrderListing, type OrderRow, type OrderState } from '../payments/payments.ts';
import { ledgerOf, type LedgerEntry } from '../money/records.ts';
import { ok } from './reply.ts';
import { codeParams, type CodeParams } from './params.ts';
import { idCursorOf, limitOf, pageOf, pageProperties, type Page, type PageQuery } from './paging.ts';

async function ledgerPage(deps: AppDeps, memberId: number, beforeId: number | null, limit: number): Promise<Page<LedgerEntry>> {
  const entries = await ledgerOf(deps, memberId, limit + 1, beforeId);
  return pageOf(entries, limit, (entry) => String(entry.id));
}

interface OrderFilter {
  state: OrderState | null;
  memberCode: string | null;
}

async function ordersPage(deps: AppDeps, filter: OrderFilter, cursor: string | undefined, limit: number): Promise<Page<OrderListing>> {
  // The cursor order's own (created_at, order_no) bounds the page, read exactly from its row.
  if (cursor !== undefined && !(await queryOne(deps.db, 'SELECT 1 FROM pay_orders WHERE order_no = $1', [cursor]))) throw badRequest('cursor');
  const rows = await deps.db.query<OrderRow & { member_code: string }>(
    `SELECT o.*, m.member_code FROM pay_orders o JOIN members m ON m.id = o.member_id
      WHERE ($1::text IS NULL OR o.state = $1) AND ($2::text IS NULL OR m.member_code = $2)
        AND ($3::text IS NULL OR (o.created_at, o.order_no) < (SELECT c.created_at, c.order_no FROM pay_orders c WHERE c.order_no = $3))
      ORDER BY o.created_at DESC, o.order_no DESC LIMIT $4`,
    [filter.state, filter.memberCode, cursor ?? null, limit + 1],
  );
  const orders = rows.map((row) => ({
    orderNo: row.order_no,
    memberCode: row.member_code,
    kind: row.kind,
    amountFen: Number(row.amount_fen),
    subject: row.subject,
    state: row.state,
    createdAt: row.created_at,
    settledAt: row.settled_at,
  }));
  return pageOf(orders, limit, (order) => order.orderNo);
}

export function registerReconcileAdmin(scope: FastifyInstance, deps: AppDeps): void {
  scope.get<{ Params: CodeParams; Querystring: PageQuery }>(
    '/members/:code/ledger',
    { schema: { params: codeParams, querystring: { type: 'object', properties: pageProperties } } },
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
    },
    async (request) => {
      const filter = { state: request.query.state ?? null, memberCode: request.query.member || null };
      return ok(await ordersPage(deps, filter, request.query.cursor || undefined, limitOf(request.query)));
    },
  );
}
