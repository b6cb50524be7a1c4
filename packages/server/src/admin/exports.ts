/**
 * The money pages' CSV downloads (http/csv.ts): payment orders filtered as their list, a day's
 * reconciliation, a member's ledger. Each reads its domain's keyset listing a page at a time
 * and streams the lines out as they come; each download is an audit entry (who took which
 * figures), written before the first byte leaves.
 */
import { consoleMoney, moneyApi, zhCNLedger, type OrderExportQuery, type ReconcileQuery } from '@nocturne/core';
import type { FastifyInstance } from 'fastify';
import { csvStream, csvTime, keysetPages, sendCsv } from '../http/csv.ts';
import type { AppDeps } from '../http/deps.ts';
import { memberIdByCode } from '../members/memberCodes.ts';
import { ledgerOf } from '../money/records.ts';
import { auditInTransaction } from '../operators/auditHook.ts';
import { codeParams, type CodeParams } from '../operators/params.ts';
import { operatorRoute } from '../operators/route.ts';
import { listOrders } from '../payments/orderListing.ts';
import { reconcileLines } from '../payments/reconcile.ts';
import { dayOf, dayQuery, orderFilterProperties } from './reconcile.ts';

/** Rows read from the database at a time: the most an export ever holds. */
export const EXPORT_PAGE_ROWS = 500;

const words = consoleMoney;
const yuan = (fen: number | null) => (fen === null ? null : fen / 100);
const fileSafe = (text: string) => text.replace(/[^A-Za-z0-9_-]/g, '');

export function registerExportsAdmin(scope: FastifyInstance, deps: AppDeps): void {
  const zone = deps.config.businessTimeZone;
  const audited = async (request: Parameters<typeof auditInTransaction>[0], target: string, filter: object) =>
    auditInTransaction(request, deps)(deps.db, { target, after: { exported: filter } });

  operatorRoute<{ Querystring: OrderExportQuery }>(
    scope,
    moneyApi.ordersCsv,
    { querystring: { type: 'object', properties: orderFilterProperties, additionalProperties: false } },
    async (request, reply) => {
      const { state, kind, member } = request.query;
      const filter = { state: state ?? null, kind: kind ?? null, memberCode: member || null };
      await audited(request, 'orders', filter);
      const pages = keysetPages((cursor: string | undefined, limit) => listOrders(deps.db, filter, cursor, limit), (order) => order.orderNo, EXPORT_PAGE_ROWS);
      const lines = mapPages(pages, (o) => [o.orderNo, o.memberCode, words.orders.kinds[o.kind], o.subject, yuan(o.amountFen), words.orders.states[o.state], csvTime(o.createdAt, zone), o.settledAt && csvTime(o.settledAt, zone)]);
      return sendCsv(reply, 'orders.csv', csvStream(words.csv.orders, lines));
    },
  );

  operatorRoute<{ Querystring: ReconcileQuery }>(scope, moneyApi.reconcileCsv, { querystring: dayQuery }, async (request, reply) => {
    const day = dayOf(request.query);
    await audited(request, `reconcile:${day}`, { day });
    const pages = keysetPages((after: { orderNo: string; provider: string } | undefined, limit) => reconcileLines(deps, day, after, limit), (line) => line, EXPORT_PAGE_ROWS);
    const lines = mapPages(pages, (l) => [
      l.orderNo,
      l.provider,
      l.orderState && words.orders.states[l.orderState],
      yuan(l.orderFen),
      yuan(l.notifiedFen),
      l.problem ? words.reconcile.problems[l.problem] : words.csv.agrees,
    ]);
    return sendCsv(reply, `reconcile-${fileSafe(day)}.csv`, csvStream(words.csv.reconcile, lines));
  });

  operatorRoute<{ Params: CodeParams }>(scope, moneyApi.ledgerCsv, { params: codeParams }, async (request, reply) => {
    const memberId = await memberIdByCode(deps.db, request.params.code);
    await audited(request, `member:${request.params.code}`, { ledger: request.params.code });
    const pages = keysetPages((before: number | undefined, limit) => ledgerOf(deps, memberId, limit, before ?? null), (entry) => entry.id, EXPORT_PAGE_ROWS);
    const reasons = zhCNLedger as Record<string, string>;
    const lines = mapPages(pages, (e) => [e.id, words.ledger.accounts[e.account], e.delta, e.balanceAfter, reasons[e.reason] ?? e.reason, e.reference, csvTime(e.createdAt, zone)]);
    return sendCsv(reply, `ledger-${fileSafe(request.params.code)}.csv`, csvStream(words.csv.ledger, lines));
  });
}

async function* mapPages<Row, Line>(pages: AsyncIterable<Row[]>, line: (row: Row) => Line): AsyncGenerator<Line[]> {
  for await (const rows of pages) yield rows.map(line);
}
