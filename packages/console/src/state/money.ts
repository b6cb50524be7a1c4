/**
 * The money pages' state (finance): withdrawals waiting and their decisions, orders filtered
 * and paged, a day's reconciliation, a member's ledger and adjustments. Pages read these
 * stores and call these actions; only here is the operator client called.
 */
import { consoleMoney, fillPath, moneyApi, queryOf, type Adjustment, type OrderExportQuery, type OrderQuery, type ReconcileDay } from '@nocturne/core';
import { proxy } from 'valtio';
import { listStore, type ListStatus } from './list.ts';
import { messageOf } from './errors.ts';
import { attempt } from './outcome.ts';
import { operatorClient } from './runtime.ts';

/** Withdrawals waiting for a decision, oldest first. */
export const withdrawals = listStore(() => operatorClient().call(moneyApi.withdrawals, { state: 'pending' }), {
  paging: 'whole',
  /** The withdrawal a decision is on its way for. */
  extra: { deciding: null as number | null },
});
export const withdrawalsState = withdrawals.state;

/** Where the payment code's image is (the session cookie goes along; the server allows finance only). */
export const paymentCodeSrc = (id: number): string => fillPath(moneyApi.withdrawalPaymentCode.path, { id });

/** The CSV downloads (the server streams them; the session cookie goes along), filtered as each page is. */
export const ordersCsvHref = (filter: OrderExportQuery): string => moneyApi.ordersCsv.path + queryOf(filter);
export const reconcileCsvHref = (day: string): string => moneyApi.reconcileCsv.path + queryOf({ day });
export const ledgerCsvHref = (memberCode: string): string => fillPath(moneyApi.ledgerCsv.path, { code: memberCode });

/**
 * Approves or rejects with a note; answers null when done, else the sentence (a second
 * decision's 409 says it was decided already). The list is read again either way.
 */
export async function decideWithdrawal(id: number, decision: 'approve' | 'reject', note: string): Promise<string | null> {
  const no = withdrawalsState.items.find((item) => item.id === id)?.no ?? String(id);
  const refusal = await attempt(
    () => operatorClient().call(decision === 'approve' ? moneyApi.approveWithdrawal : moneyApi.rejectWithdrawal, { note: note.trim() }, { id }),
    decision === 'approve' ? consoleMoney.withdrawals.approved(no) : consoleMoney.withdrawals.rejected(no),
    (on) => (withdrawalsState.deciding = on ? id : null),
  );
  await withdrawals.load();
  return refusal;
}

export type OrderFilter = Pick<OrderQuery, 'state' | 'kind' | 'member'>;

export const orders = listStore((filter: OrderFilter, cursor) => operatorClient().call(moneyApi.orders, { ...filter, ...(cursor ? { cursor } : {}) }));

export const reconcileState = proxy({
  status: 'idle' as ListStatus,
  day: null as ReconcileDay | null,
  error: null as string | null,
});

/**
 * What a reconciled day comes to: no payment at all (nothing to agree), every line agreeing,
 * or mismatches to look at. A day without payments is not called balanced.
 */
export function reconcileVerdict(day: { readonly paidOrders: number; readonly notifiedOrders: number; readonly mismatches: readonly unknown[] }): 'noPayments' | 'balanced' | 'mismatches' {
  if (day.mismatches.length > 0) return 'mismatches';
  return day.paidOrders === 0 && day.notifiedOrders === 0 ? 'noPayments' : 'balanced';
}

export async function reconcile(day: string): Promise<void> {
  reconcileState.status = 'loading';
  reconcileState.error = null;
  try {
    reconcileState.day = await operatorClient().call(moneyApi.reconcile, { day });
    reconcileState.status = 'ready';
  } catch (error) {
    reconcileState.day = null;
    reconcileState.error = messageOf(error);
    reconcileState.status = 'error';
  }
}

/** Every member's newest ledger rows: what the ledger page shows before a member is chosen. */
export const recentLedger = listStore((_all: 'all', cursor) => operatorClient().call(moneyApi.recentLedger, cursor ? { cursor } : {}));

export const ledger = listStore((memberCode: string, cursor) => operatorClient().call(moneyApi.ledger, cursor ? { cursor } : {}, { code: memberCode }));

/** Adjusts the member's coins or balance with a reason; answers null when done (the ledger is read again), else the sentence. */
export async function adjustMember(memberCode: string, adjustment: Adjustment): Promise<string | null> {
  return attempt(async () => {
    await operatorClient().call(moneyApi.adjust, { ...adjustment, note: adjustment.note.trim() }, { code: memberCode });
    await ledger.load(memberCode);
  }, consoleMoney.ledger.adjusted);
}
