/**
 * VIP time. `vip_expires_at` is the expiry; a grant extends it from the later of now and
 * the current expiry. The one VIP rule (core's, docs/product.md): VIP while the expiry is in the
 * future and the member holds a plan or a level.
 */
import { isVipUntil, TRIAL_VIP_PERIOD } from '@nocturne/core';
import type { Db } from '../db/db.ts';

export interface VipGrant {
  memberId: number;
  days: number;
  /** Why: 'invite', 'signIn', 'plan', ... (audit). */
  reason: string;
  reference?: string;
  now: Date;
  /** The plan's vipPeriod (1-3); default a trial (5) unless a plan is already running. */
  period?: number;
  /** memberVip to hold at least; default keeps the running level. */
  level?: number;
}

/** Extends the member's VIP; answers the new expiry. Call inside the caller's transaction. */
export async function grantVipDays(db: Db, grant: VipGrant): Promise<Date> {
  const rows = await db.query<{ before: Date | null; after: Date }>(
    `WITH old AS (SELECT id, vip_expires_at FROM members WHERE id = $1 FOR NO KEY UPDATE)
     UPDATE members m SET
       vip_expires_at = GREATEST(COALESCE(old.vip_expires_at, $2::timestamptz), $2::timestamptz) + make_interval(days => $3::int),
       vip_period = CASE
         WHEN $4::int IS NOT NULL THEN $4::int
         WHEN m.vip_period > 0 AND old.vip_expires_at > $2::timestamptz THEN m.vip_period
         ELSE ${TRIAL_VIP_PERIOD} END,
       member_vip = GREATEST(CASE WHEN old.vip_expires_at > $2::timestamptz THEN m.member_vip ELSE 0 END, COALESCE($5::int, 0))
     FROM old WHERE m.id = old.id
     RETURNING old.vip_expires_at AS before, m.vip_expires_at AS after`,
    [grant.memberId, grant.now, grant.days, grant.period ?? null, grant.level ?? null],
  );
  const row = rows[0];
  if (!row) throw new Error(`no member ${grant.memberId}`);
  await db.query(
    `INSERT INTO vip_grants (member_id, days, reason, reference, expires_before, expires_after, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [grant.memberId, grant.days, grant.reason, grant.reference ?? '', row.before, row.after, grant.now],
  );
  return row.after;
}

/** The VIP columns of a members row. */
export interface VipColumns {
  vip_expires_at: Date | null;
  vip_period: number;
  member_vip: number;
}

/** Core's one VIP rule (isVipUntil) over a members row: the server decides VIP here only. */
export function isVipRow(row: VipColumns, now: Date): boolean {
  return isVipUntil(row.vip_expires_at, { vipPeriod: row.vip_period, memberVip: row.member_vip }, now);
}

/** True while the member is VIP at `now`. */
export async function memberIsVip(db: Db, memberId: number, now: Date): Promise<boolean> {
  const rows = await db.query<VipColumns>('SELECT vip_expires_at, vip_period, member_vip FROM members WHERE id = $1', [memberId]);
  const row = rows[0];
  return row !== undefined && isVipRow(row, now);
}

/** The end of the member's VIP when the member is VIP at `now`; null when not (never VIP, lapsed, or no plan nor level). */
export async function vipEndsAt(db: Db, memberId: number, now: Date): Promise<Date | null> {
  const rows = await db.query<VipColumns>('SELECT vip_expires_at, vip_period, member_vip FROM members WHERE id = $1', [memberId]);
  const row = rows[0];
  return row !== undefined && isVipRow(row, now) ? row.vip_expires_at : null;
}
