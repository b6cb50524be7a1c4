/**
 * Reconciling: the operator pages through a member's whole ledger and through all payment
 * orders, newest first (keyset paging, paging.ts; the cursor is a ledger id, an order number),
 * and checks a business day's paid orders against the providers' notifications.
 */
import { moneyApi, ORDER_KINDS, ORDER_STATES, zhCNOperator, type OperatorPageQuery, type OrderQuery, type ReconcileQuery } from '@nocturne/core';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../http/deps.ts';
import { badRequest } from '../http/errors.ts';
import { s } from '../http/schema.ts';
import { memberIdByCode, memberNames } from '../members/memberCodes.ts';
import { listOrders } from '../payments/orderListing.ts';
import { reconcileDay } from '../payments/reconcile.ts';
import { ledgerOf } from '../money/records.ts';
import { operatorRoute } from '../operators/route.ts';
import { ok } from '../http/envelope.ts';
import { codeParams, type CodeParams } from '../operators/params.ts';
import { idCursorOf, limitOf, pageOf, pageProperties } from './paging.ts';
import { dayMs } from './telemetry.ts';

/** The orders list's filter, as the list and its export take it. */
export const orderFilterProperties = { state: { enum: ORDER_STATES }, kind: { enum: ORDER_KINDS }, member: s.string({ maxLength: 64 }).json } as const;
/** A business day, as the reconciliation and its export take it. */
export const dayQuery = {
  type: 'object',
  properties: { day: { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' } },
  required: ['day'],
  additionalProperties: false,
} as const;

/** The day of a query, refused when it is no calendar day (2026-02-30). */
export function dayOf(query: ReconcileQuery): string {
  if (Number.isNaN(dayMs(query.day))) throw badRequest(zhCNOperator.reconcileDayInvalid);
  return query.day;
}

export function registerReconcileAdmin(scope: FastifyInstance, deps: AppDeps): void {
  operatorRoute<{ Params: CodeParams; Querystring: OperatorPageQuery }>(
    scope,
    moneyApi.ledger,
    { params: codeParams, querystring: { type: 'object', properties: pageProperties, additionalProperties: false } },
    async (request) => {
      const memberId = await memberIdByCode(deps.db, request.params.code);
      const limit = limitOf(request.query);
      const page = pageOf(await ledgerOf(deps, memberId, limit + 1, idCursorOf(request.query)), limit, (entry) => String(entry.id));
      return ok({ ...page, items: page.items.map(({ memberId: _member, ...entry }) => entry) });
    },
  );

  // Every member's rows: the ledger page opens on the newest before a member is chosen.
  operatorRoute<{ Querystring: OperatorPageQuery }>(
    scope,
    moneyApi.recentLedger,
    { querystring: { type: 'object', properties: pageProperties, additionalProperties: false } },
    async (request) => {
      const limit = limitOf(request.query);
      const page = pageOf(await ledgerOf(deps, null, limit + 1, idCursorOf(request.query)), limit, (entry) => String(entry.id));
      const names = await memberNames(
        deps.db,
        page.items.map((entry) => entry.memberId),
      );
      return ok({ ...page, items: page.items.map(({ memberId, ...entry }) => ({ ...entry, memberCode: names.get(memberId)?.memberCode ?? '' })) });
    },
  );

  operatorRoute<{ Querystring: OrderQuery }>(
    scope,
    moneyApi.orders,
    {
      querystring: {
        type: 'object',
        properties: { ...pageProperties, ...orderFilterProperties },
        additionalProperties: false,
      },
    },
    async (request) => {
      const { query } = request;
      const limit = limitOf(query);
      const filter = { state: query.state ?? null, kind: query.kind ?? null, memberCode: query.member || null };
      return ok(pageOf(await listOrders(deps.db, filter, query.cursor || undefined, limit + 1), limit, (order) => order.orderNo));
    },
  );

  operatorRoute<{ Querystring: ReconcileQuery }>(
    scope,
    moneyApi.reconcile,
    { querystring: dayQuery },
    async (request) => ok(await reconcileDay(deps, dayOf(request.query))),
  );
}
