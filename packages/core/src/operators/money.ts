/**
 * The operator API's money calls (finance): withdrawals and their decisions, payment orders
 * and a day's reconciliation, a member's ledger and adjustments. Amounts are integer fen,
 * times ISO 8601.
 */
import { operatorEndpoint as call } from './contract.ts';
import type { OperatorPage, OperatorPageQuery } from './paging.ts';

export const WITHDRAWAL_STATES = ['pending', 'approved', 'rejected'] as const;
export type WithdrawalState = (typeof WITHDRAWAL_STATES)[number];
export type WithdrawalChannel = 'wx' | 'zfb';

export interface WithdrawalView {
  id: number;
  /** The number the member's records show, e.g. W00000012. */
  no: string;
  memberCode: string;
  amountFen: number;
  channel: WithdrawalChannel;
  state: WithdrawalState;
  /** The note of a rejection, which the member's records show; '' otherwise. */
  note: string;
  createdAt: string;
  decidedAt: string | null;
}

export interface WithdrawalQuery {
  state?: WithdrawalState;
}

/** A decision's note: the audit log keeps it; a rejection's also reaches the member. */
export interface WithdrawalDecision {
  note: string;
}

export const ORDER_STATES = ['pending', 'paid', 'failed', 'expired'] as const;
export type OrderState = (typeof ORDER_STATES)[number];
export const ORDER_KINDS = ['coins', 'vip'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

export interface OrderListing {
  orderNo: string;
  memberCode: string;
  kind: OrderKind;
  amountFen: number;
  subject: string;
  state: OrderState;
  createdAt: string;
  settledAt: string | null;
}

export interface OrderQuery extends OperatorPageQuery {
  state?: OrderState;
  kind?: OrderKind;
  /** A member's code: only that member's orders. */
  member?: string;
}

/** Why a row of a day's reconciliation does not add up. */
export type ReconcileProblem =
  /** The order is paid, but no provider ever said so. */
  | 'paidWithoutNotification'
  /** A provider said it was paid, but the order is not (unknown order, another amount). */
  | 'notificationWithoutPaidOrder';

export interface ReconcileMismatch {
  orderNo: string;
  problem: ReconcileProblem;
  /** The order's state and amount; null when no order has that number. */
  orderState: OrderState | null;
  orderFen: number | null;
  /** What the provider reported; null when it reported nothing. */
  notifiedFen: number | null;
  provider: string;
}

/** One pay channel's share of a business day (a notification of an unknown order: channel null). */
export interface ReconcileChannel {
  channel: number | null;
  /** The channel's name as the site offers it; null when unknown. */
  name: string | null;
  paidOrders: number;
  paidFen: number;
  notifiedOrders: number;
  notifiedFen: number;
}

/** A business day: paid orders settled on it against the providers' paid notifications received on it. */
export interface ReconcileDay {
  day: string;
  paidOrders: number;
  paidFen: number;
  /** Orders a provider reported paid that day (each counted once however often it was told). */
  notifiedOrders: number;
  notifiedFen: number;
  /** The same totals by pay channel, by channel code (unknown last). */
  channels: ReconcileChannel[];
  mismatches: ReconcileMismatch[];
}

export interface ReconcileQuery {
  /** YYYY-MM-DD in the business time zone. */
  day: string;
}

export const LEDGER_ACCOUNTS = ['coins', 'balance', 'held'] as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];

export interface LedgerEntry {
  id: number;
  account: LedgerAccount;
  delta: number;
  balanceAfter: number;
  /** A key of the ledger labels (zhCNLedger). */
  reason: string;
  reference: string;
  createdAt: string;
}

/** A ledger row of any member (the ledger page opens on the newest of them). */
export interface RecentLedgerEntry extends LedgerEntry {
  memberCode: string;
}

/** An operator's correction of a member's coins or cash balance (fen), with the reason the audit log keeps. */
export interface Adjustment {
  account: 'coins' | 'balance';
  delta: number;
  note: string;
}

export interface AdjustmentResult {
  account: Adjustment['account'];
  /** The balance after the adjustment. */
  balance: number;
}

/** An export is filtered as its list is, and has no pages: it is every row, streamed. */
export type OrderExportQuery = Omit<OrderQuery, 'cursor' | 'limit'>;

export const moneyApi = {
  withdrawals: call<WithdrawalQuery, WithdrawalView[]>('GET', '/admin/withdrawals', 'withdrawals', 'List withdrawals, oldest first, by state'),
  withdrawalPaymentCode: call<void, Blob>('GET', '/admin/withdrawals/:id/payment-code', 'withdrawals', "A withdrawal's payment code image (finance only, never cached)"),
  approveWithdrawal: call<WithdrawalDecision, null>('POST', '/admin/withdrawals/:id/approve', 'withdrawals', 'Approve a pending withdrawal, with a note (once)'),
  rejectWithdrawal: call<WithdrawalDecision, null>('POST', '/admin/withdrawals/:id/reject', 'withdrawals', 'Reject a pending withdrawal with a note the member sees (once)'),
  orders: call<OrderQuery, OperatorPage<OrderListing>>('GET', '/admin/orders', 'orders', 'Payment orders, newest first, filtered and paged'),
  reconcile: call<ReconcileQuery, ReconcileDay>('GET', '/admin/reconcile', 'orders', "Reconcile a business day: paid orders against the providers' notifications"),
  recentLedger: call<OperatorPageQuery, OperatorPage<RecentLedgerEntry>>('GET', '/admin/ledger', 'ledgers', "Every member's ledger rows, newest first, paged"),
  ledger: call<OperatorPageQuery, OperatorPage<LedgerEntry>>('GET', '/admin/members/:code/ledger', 'ledgers', "A member's ledger, every account, newest first, paged"),
  ordersCsv: call<OrderExportQuery, Blob>('GET', '/admin/orders/export', 'orders', 'Payment orders as a CSV download (UTF-8 with BOM), filtered as the list, newest first'),
  reconcileCsv: call<ReconcileQuery, Blob>('GET', '/admin/reconcile/export', 'orders', "A business day's paid orders and paid notifications as a CSV download, each line with whether it agrees"),
  ledgerCsv: call<void, Blob>('GET', '/admin/members/:code/ledger/export', 'ledgers', "A member's whole ledger as a CSV download, newest first"),
  adjust: call<Adjustment, AdjustmentResult>('POST', '/admin/members/:code/adjust', 'adjustments', "Adjust a member's coins or balance, with a reason"),
} as const;
