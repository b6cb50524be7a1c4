import {
  api,
  formatDate,
  ORDER_STATE_POLL_MS,
  ORDER_STATE_POLLS,
  type PayOrderState,
  vipStatus,
  
  zhCNCashier,
  zhCNPay,
} from '@nocturne/core';
import { proxy } from 'valtio';
import { businessTimeZone } from './config.ts';
import { memberState, refreshMember } from './member.ts';
import { runtime } from './runtime.ts';
import { showToast } from './toasts.ts';
import { returnAfterTopUp } from './topUpReturn.ts';

/** What the pay pages show after the cashier sent the member back. */
export type PaymentResult =
  | { tone: 'success'; title: string; message: string }
  | { tone: 'failure'; title: string; message: string }
  | { tone: 'pending'; title: string; message: string; orderNo: string };

export const paymentReturnState = proxy<{ result: PaymentResult | null; checking: boolean }>({ result: null, checking: false });

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The order once settled, asking ORDER_STATE_POLLS times ORDER_STATE_POLL_MS apart while it
 * is pending; null when it could not be read at all.
 */
async function settledOrder(orderNo: string): Promise<PayOrderState | null> {
  let last: PayOrderState | null = null;
  for (let ask = 1; ask <= ORDER_STATE_POLLS; ask += 1) {
    last = await runtime()
      .client.call(api.orderState, { orderNo })
      .catch(() => last);
    if (last && last.state !== 'pending') return last;
    if (ask < ORDER_STATE_POLLS) await wait(ORDER_STATE_POLL_MS);
  }
  return last;
}

/** What a paid order changed for the member, read from the member fetched again. */
function paidMessage(order: PayOrderState): string {
  const member = memberState.member;
  if (order.typesOf === 2) {
    const zone = businessTimeZone();
    const expiry = member ? vipStatus(member, runtime().now(), zone).expiry : null;
    return expiry ? zhCNPay.result.vipActive(formatDate(expiry, zone)) : zhCNCashier.success;
  }
  return zhCNPay.result.coinsAdded(order.coins, member?.memberCion ?? order.coins);
}

async function resultOf(orderNo: string): Promise<PaymentResult> {
  const order = await settledOrder(orderNo);
  if (!order || order.state === 'pending') {
    return { tone: 'pending', title: zhCNPay.result.pending, message: zhCNPay.result.pendingHint, orderNo };
  }
  if (order.state === 'paid') {
    // The new VIP status or balance shows at once, not at the next 10-second refresh.
    await refreshMember().catch(() => undefined);
    return { tone: 'success', title: zhCNCashier.success, message: paidMessage(order) };
  }
  const message = order.state === 'expired' ? zhCNPay.result.expired : zhCNPay.result.failed;
  return { tone: 'failure', title: zhCNCashier.fail, message };
}

let checkingOrder: string | null = null;

/**
 * Back from the cashier (`?pay=success|pending|fail&orderNo=`): the return URL says what the
 * gateway said, but the order's own state decides what the member is told (a notification
 * may still be on its way, and a URL can be typed). Shows the result
 * (and a toast), fetches the member when paid, and after a coin top-up that began at an
 * episode's paywall takes the member back to that episode.
 */
export async function checkPaymentReturn(orderNo: string | null): Promise<void> {
  if (!orderNo) {
    // No order to ask about: the gateway's return could not be verified.
    paymentReturnState.result = { tone: 'failure', title: zhCNCashier.fail, message: zhCNPay.result.failed };
    showToast(zhCNPay.failed, undefined, 'error');
    return;
  }
  if (checkingOrder === orderNo) return;
  checkingOrder = orderNo;
  paymentReturnState.checking = true;
  // While the order is asked for, the page already says it is being confirmed.
  paymentReturnState.result = { tone: 'pending', title: zhCNPay.result.pending, message: zhCNPay.result.pendingHint, orderNo };
  try {
    const result = await resultOf(orderNo);
    paymentReturnState.result = result;
    if (result.tone === 'success' && returnAfterTopUp()) {
      showToast(zhCNPay.result.toast(zhCNPay.result.toast(result.title, result.message), zhCNPay.result.backToVideo), undefined, 'success');
      return;
    }
    const kind = result.tone === 'success' ? 'success' : result.tone === 'failure' ? 'error' : 'info';
    showToast(result.tone === 'pending' ? result.title : zhCNPay.result.toast(result.title, result.message), undefined, kind);
  } finally {
    checkingOrder = null;
    paymentReturnState.checking = false;
  }
}

/** 刷新结果 on a pending result: asks for the order again. */
export function refreshPaymentResult(): Promise<void> {
  const result = paymentReturnState.result;
  return result?.tone === 'pending' ? checkPaymentReturn(result.orderNo) : Promise.resolve();
}

/** Leaving the pay page forgets the result (it described that return only). */
export function clearPaymentResult(): void {
  paymentReturnState.result = null;
}
