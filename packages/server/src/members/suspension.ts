/**
 * Suspending a member (an operator's decision, with a reason): every call with the member's
 * token then answers 403 with a sentence that says so, in every process at once (the same
 * news as an ended session: sessionEnds.ts), and login and device registration refuse it.
 * Restoring lets the member's tokens work again.
 */
import type { MemberSuspensionState } from '@nocturne/core';
import type { Db } from '../db/db.ts';
import { queryOne } from '../db/db.ts';
import type { AppDeps } from '../http/deps.ts';
import { notFound } from '../http/errors.ts';
import { announceSessionsEnded } from '../http/sessionEnds.ts';

/** Whether an operator suspended the member, and why (core's, as operators read it). */
export type SuspensionState = MemberSuspensionState;

export async function suspensionOf(db: Db, memberId: number): Promise<SuspensionState> {
  const row = await queryOne<{ suspended_at: Date | null; suspend_reason: string }>(db, 'SELECT suspended_at, suspend_reason FROM members WHERE id = $1', [memberId]);
  return { suspended: Boolean(row?.suspended_at), reason: row?.suspend_reason ?? '' };
}

/**
 * Sets the member's suspension inside the caller's transaction; answers the member and its
 * state before and after (for the audit log). The caller forgets the member's cached tokens
 * once it has committed (`deps.sessions.forgetMember`): before, a lookup could cache the old row.
 */
export async function setSuspension(
  deps: AppDeps,
  tx: Db,
  memberCode: string,
  suspended: boolean,
  reason: string,
): Promise<{ memberId: number; before: SuspensionState; after: SuspensionState }> {
  const row = await queryOne<{ id: number; suspended_at: Date | null; suspend_reason: string }>(
    tx,
    'SELECT id, suspended_at, suspend_reason FROM members WHERE member_code = $1 FOR UPDATE',
    [memberCode],
  );
  if (!row) throw notFound();
  const before = { suspended: row.suspended_at !== null, reason: row.suspend_reason };
  const after = { suspended, reason: suspended ? reason : '' };
  await tx.query('UPDATE members SET suspended_at = $2, suspend_reason = $3 WHERE id = $1', [row.id, suspended ? deps.now() : null, after.reason]);
  await announceSessionsEnded(tx, row.id);
  return { memberId: row.id, before, after };
}
