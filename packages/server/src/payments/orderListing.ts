/**
 * Payment orders as lists: for the operator (reconciling) all of them, newest first, in keyset
 * pages; for a member the paid ones (records) and whether a VIP order was ever paid (tasks).
 */
import type { Db } from '../db/db.ts';
import { queryOne } from '../db/db.ts';
import { badRequest } from '../http/errors.ts';
import { findMemberId, memberNames } from '../members/memberCodes.ts';
import type { OrderKind, OrderListing } from '@nocturne/core';
import type { OrderRow, OrderState } from './payments.ts';

export interface OrderFilter {
  state: OrderState | null;
  kind: OrderKind | null;
  /** Only this member's orders (its code); null for everyone's. */
  memberCode: string | null;
}

/**
 * Up to `limit` orders, newest first, older than the order `beforeOrderNo` when given (a
 * cursor naming no order is a 400). A member code nobody has lists nothing.
 */
export async function listOrders(db: Db, filter: OrderFilter, beforeOrderNo: string | undefined, limit: number): Promise<OrderListing[]> {
  // The cursor order's own (created_at, order_no) bounds the page, read exactly from its row.
  if (beforeOrderNo !== undefined && !(await queryOne(db, 'SELECT 1 FROM pay_orders WHERE order_no = $1', [beforeOrderNo]))) throw badRequest('cursor');
  const memberId = filter.memberCode === null ? null : await findMemberId(db, filter.memberCode);
  if (filter.memberCode !== null && memberId === null) return [];
  const rows = await db.query<OrderRow>(
    `SELECT o.* FROM pay_orders o
      WHERE ($1::text IS NULL OR o.state = $1) AND ($2::bigint IS NULL OR o.member_id = $2) AND ($5::text IS NULL OR o.kind = $5)
        AND ($3::text IS NULL OR (o.created_at, o.order_no) < (SELECT c.created_at, c.order_no FROM pay_orders c WHERE c.order_no = $3))
      ORDER BY o.created_at DESC, o.order_no DESC LIMIT $4`,
    [filter.state, memberId, beforeOrderNo ?? null, limit, filter.kind],
  );
  const names = await memberNames(
    db,
    rows.map((row) => Number(row.member_id)),
  );
  return rows.map((row) => ({
    orderNo: row.order_no,
    memberCode: names.get(Number(row.member_id))?.memberCode ?? '',
    kind: row.kind,
    amountFen: Number(row.amount_fen),
    subject: row.subject,
    state: row.state,
    createdAt: row.created_at.toISOString(),
    settledAt: row.settled_at?.toISOString() ?? null,
  }));
}

/** A member's newest `limit` paid orders, newest first. */
export function paidOrdersOf(db: Db, memberId: number, limit: number): Promise<{ order_no: string; subject: string; amount_fen: number; settled_at: Date }[]> {
  return db.query(
    `SELECT order_no, subject, amount_fen, settled_at FROM pay_orders
      WHERE member_id = $1 AND state = 'paid' ORDER BY settled_at DESC, order_no DESC LIMIT $2`,
    [memberId, limit],
  );
}

/** Whether the member ever paid for VIP (the first-VIP task). */
export async function paidVipOrder(db: Db, memberId: number): Promise<boolean> {
  return (await queryOne(db, `SELECT 1 FROM pay_orders WHERE member_id = $1 AND kind = 'vip' AND state = 'paid' LIMIT 1`, [memberId])) !== undefined;
}
