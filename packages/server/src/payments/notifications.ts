/**
 * Keeping every verified notification (pay_notifications) beside applying it, so a day can
 * be reconciled: paid orders against what the providers said (reconcile.ts).
 */
import type { AppDeps } from '../http/deps.ts';
import { ApiError } from '../http/errors.ts';
import { applyNotification, type NotificationResult } from './payments.ts';
import type { PaymentNotification } from './provider.ts';

async function keep(deps: AppDeps, providerName: string, note: PaymentNotification, result: NotificationResult | 'refused'): Promise<void> {
  await deps.db.query(
    'INSERT INTO pay_notifications (provider, order_no, outcome, amount_fen, result, received_at) VALUES ($1, $2, $3, $4, $5, $6)',
    [providerName, note.orderNo.slice(0, 64), note.outcome, note.amountFen, result, deps.now()],
  );
}

/**
 * Applies a verified notification and keeps it with what became of it. A refused one (no
 * such order, another amount) is kept too before its refusal goes on: finance must see it.
 */
export async function receiveNotification(deps: AppDeps, providerName: string, note: PaymentNotification): Promise<NotificationResult> {
  let result: NotificationResult;
  try {
    result = await applyNotification(deps, providerName, note);
  } catch (error) {
    if (error instanceof ApiError) await keep(deps, providerName, note, 'refused');
    throw error;
  }
  await keep(deps, providerName, note, result);
  return result;
}
