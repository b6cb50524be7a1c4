/**
 * Keeping every verified notification (pay_notifications) beside applying it, so a day can
 * be reconciled: paid orders against what the providers said (reconcile.ts).
 */
import type { Db, SqlParam } from '../db/db.ts';
import type { AppDeps } from '../http/deps.ts';
import { ApiError } from '../http/errors.ts';
import { applyNotification, type NotificationResult } from './payments.ts';
import type { PaymentNotification } from './provider.ts';

const KEEP = 'INSERT INTO pay_notifications (provider, order_no, outcome, amount_fen, result, received_at) VALUES ($1, $2, $3, $4, $5, $6)';

function kept(deps: AppDeps, providerName: string, note: PaymentNotification, result: NotificationResult | 'refused'): SqlParam[] {
  return [providerName, note.orderNo.slice(0, 64), note.outcome, note.amountFen, result, deps.now()];
}

/**
 * Applies a verified notification and keeps it with what became of it, in the same
 * transaction: an order is never paid without the notification that paid it on record (a
 * reconciliation in between would have called it a mismatch). A refused one (no such order,
 * another amount) rolls back, so it is kept on its own before its refusal goes on: finance
 * must see it.
 */
export async function receiveNotification(deps: AppDeps, providerName: string, note: PaymentNotification): Promise<NotificationResult> {
  try {
    return await applyNotification(deps, providerName, note, (tx: Db, result) => tx.atCommit(KEEP, kept(deps, providerName, note, result)));
  } catch (error) {
    if (error instanceof ApiError) await deps.db.query(KEEP, kept(deps, providerName, note, 'refused'));
    throw error;
  }
}
