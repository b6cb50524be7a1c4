/**
 * Reconciling a business day: the orders paid (settled) on it against the paid notifications
 * the providers sent on it. Each order counts once however often a provider repeated itself.
 * A mismatch is a paid order no provider ever reported paid, or a provider's paid report of an
 * order that is not paid (unknown number, another amount).
 */
import type { OrderState, ReconcileChannel, ReconcileDay, ReconcileMismatch } from '@nocturne/core';
import type { AppDeps } from '../http/deps.ts';
import { payChannels } from '../site/prices.ts';

/** Mismatches listed at most; a day with more has a problem no list will show. */
export const RECONCILE_MISMATCH_MAX = 500;

export async function reconcileDay(deps: Pick<AppDeps, 'db' | 'config'>, day: string): Promise<ReconcileDay> {
  const zone = deps.config.businessTimeZone;
  const [totals] = await deps.db.query<{ paid_orders: number; paid_fen: string | number; notified_orders: number; notified_fen: string | number }>(
    `SELECT (SELECT count(*)::int FROM pay_orders WHERE state = 'paid' AND (settled_at AT TIME ZONE $2)::date = $1::date) AS paid_orders,
            (SELECT COALESCE(sum(amount_fen), 0) FROM pay_orders WHERE state = 'paid' AND (settled_at AT TIME ZONE $2)::date = $1::date) AS paid_fen,
            count(*)::int AS notified_orders, COALESCE(sum(amount_fen), 0) AS notified_fen
       FROM (SELECT DISTINCT ON (order_no) order_no, amount_fen FROM pay_notifications
              WHERE outcome = 'paid' AND (received_at AT TIME ZONE $2)::date = $1::date ORDER BY order_no, id) n`,
    [day, zone],
  );
  const rows = await deps.db.query<{
    order_no: string;
    problem: ReconcileMismatch['problem'];
    order_state: OrderState | null;
    order_fen: string | number | null;
    notified_fen: string | number | null;
    provider: string;
  }>(
    `SELECT o.order_no, 'paidWithoutNotification' AS problem, o.state AS order_state, o.amount_fen AS order_fen, NULL::bigint AS notified_fen, o.provider
       FROM pay_orders o
      WHERE o.state = 'paid' AND (o.settled_at AT TIME ZONE $2)::date = $1::date
        AND NOT EXISTS (SELECT 1 FROM pay_notifications n WHERE n.order_no = o.order_no AND n.provider = o.provider AND n.outcome = 'paid' AND n.amount_fen = o.amount_fen)
     UNION ALL
     SELECT n.order_no, 'notificationWithoutPaidOrder', o.state, o.amount_fen, n.amount_fen, n.provider
       FROM (SELECT DISTINCT ON (order_no, provider, amount_fen) order_no, provider, amount_fen FROM pay_notifications
              WHERE outcome = 'paid' AND (received_at AT TIME ZONE $2)::date = $1::date ORDER BY order_no, provider, amount_fen, id) n
       LEFT JOIN pay_orders o ON o.order_no = n.order_no AND o.provider = n.provider
      WHERE o.order_no IS NULL OR o.state <> 'paid' OR o.amount_fen <> n.amount_fen
      ORDER BY 1 LIMIT $3`,
    [day, zone, RECONCILE_MISMATCH_MAX],
  );
  const fen = (value: string | number | null) => (value === null ? null : Number(value));
  return {
    day,
    paidOrders: totals?.paid_orders ?? 0,
    paidFen: Number(totals?.paid_fen ?? 0),
    notifiedOrders: totals?.notified_orders ?? 0,
    notifiedFen: Number(totals?.notified_fen ?? 0),
    channels: await channelTotals(deps, day),
    mismatches: rows.map((row) => ({
      orderNo: row.order_no,
      problem: row.problem,
      orderState: row.order_state,
      orderFen: fen(row.order_fen),
      notifiedFen: fen(row.notified_fen),
      provider: row.provider,
    })),
  };
}

/** One line of a day's reconciliation sheet: a paid order of the day or a paid notification of the day. */
export interface ReconcileLine {
  orderNo: string;
  provider: string;
  orderState: OrderState | null;
  orderFen: number | null;
  /** The provider's paid amount (the one that matches the order, if any); null when it reported none. */
  notifiedFen: number | null;
  /** null: the order is paid and a provider reported that amount paid. */
  problem: ReconcileMismatch['problem'] | null;
}

/**
 * Up to `limit` lines of the day, by order number and provider, after `after` (keyset paging
 * for the CSV export): every order paid that day and every order a provider reported paid that
 * day, each once, judged as reconcileDay judges them.
 */
export async function reconcileLines(
  deps: Pick<AppDeps, 'db' | 'config'>,
  day: string,
  after: { orderNo: string; provider: string } | undefined,
  limit: number,
): Promise<ReconcileLine[]> {
  const rows = await deps.db.query<{ order_no: string; provider: string; order_state: OrderState | null; order_fen: string | number | null; notified_fen: string | number | null }>(
    `SELECT k.order_no, k.provider, o.state AS order_state, o.amount_fen AS order_fen,
            (SELECT n.amount_fen FROM pay_notifications n
              WHERE n.order_no = k.order_no AND n.provider = k.provider AND n.outcome = 'paid'
              ORDER BY (n.amount_fen = o.amount_fen) DESC NULLS LAST, n.id LIMIT 1) AS notified_fen
       FROM (SELECT order_no, provider FROM pay_orders WHERE state = 'paid' AND (settled_at AT TIME ZONE $2)::date = $1::date
             UNION
             SELECT order_no, provider FROM pay_notifications WHERE outcome = 'paid' AND (received_at AT TIME ZONE $2)::date = $1::date) k
       LEFT JOIN pay_orders o ON o.order_no = k.order_no AND o.provider = k.provider
      WHERE $3::text IS NULL OR (k.order_no, k.provider) > ($3::text, $4::text)
      ORDER BY k.order_no, k.provider LIMIT $5`,
    [day, deps.config.businessTimeZone, after?.orderNo ?? null, after?.provider ?? '', limit],
  );
  return rows.map((row) => {
    const orderFen = row.order_fen === null ? null : Number(row.order_fen);
    const notifiedFen = row.notified_fen === null ? null : Number(row.notified_fen);
    const paid = row.order_state === 'paid';
    const problem = paid && notifiedFen === orderFen ? null : paid && notifiedFen === null ? 'paidWithoutNotification' : 'notificationWithoutPaidOrder';
    return { orderNo: row.order_no, provider: row.provider, orderState: row.order_state, orderFen, notifiedFen, problem };
  });
}

/** The day's paid orders and paid notifications by pay channel (a notification's channel is its order's). */
async function channelTotals(deps: Pick<AppDeps, 'db' | 'config'>, day: string): Promise<ReconcileChannel[]> {
  const rows = await deps.db.query<{ channel: number | null; paid_orders: number; paid_fen: string | number; notified_orders: number; notified_fen: string | number }>(
    `WITH paid AS (
       SELECT channel, count(*)::int AS n, sum(amount_fen) AS fen FROM pay_orders
        WHERE state = 'paid' AND (settled_at AT TIME ZONE $2)::date = $1::date GROUP BY channel),
     notified AS (
       SELECT o.channel, count(*)::int AS n, sum(n.amount_fen) AS fen
         FROM (SELECT DISTINCT ON (order_no) order_no, provider, amount_fen FROM pay_notifications
                WHERE outcome = 'paid' AND (received_at AT TIME ZONE $2)::date = $1::date ORDER BY order_no, id) n
         LEFT JOIN pay_orders o ON o.order_no = n.order_no AND o.provider = n.provider
        GROUP BY o.channel)
     SELECT COALESCE(p.channel, q.channel) AS channel,
            COALESCE(p.n, 0) AS paid_orders, COALESCE(p.fen, 0) AS paid_fen, COALESCE(q.n, 0) AS notified_orders, COALESCE(q.fen, 0) AS notified_fen
       FROM paid p FULL JOIN notified q ON COALESCE(p.channel, -1) = COALESCE(q.channel, -1)
      ORDER BY 1 NULLS LAST`,
    [day, deps.config.businessTimeZone],
  );
  const names = new Map((await payChannels(deps.db)).map((channel) => [channel.code, channel.name]));
  return rows.map((row) => ({
    channel: row.channel === null ? null : Number(row.channel),
    name: (row.channel !== null && names.get(Number(row.channel))) || null,
    paidOrders: row.paid_orders,
    paidFen: Number(row.paid_fen),
    notifiedOrders: row.notified_orders,
    notifiedFen: Number(row.notified_fen),
  }));
}
