/**
 * Server-only payment routes (not API calls of core's contract). They live under
 * `/renren-api/` so that whatever forwards the app's API calls to this server (a reverse
 * proxy, the dev server) forwards these too, and the cashier page opens same-origin.
 */
export const CASHIER_ROUTE = '/renren-api/pay/sandbox/:orderNo/:secret';
/** Every other path under the cashier's (no secret, or the sandbox off). */
export const CASHIER_ANY_ROUTE = '/renren-api/pay/sandbox/*';
export const NOTIFY_ROUTE = '/renren-api/pay/notify/:provider';
export const RETURN_ROUTE = '/renren-api/pay/return/:provider';

/** The sandbox cashier of one order: the order's one-time secret is part of the path. */
export function cashierPath(orderNo: string, secret: string): string {
  return `/renren-api/pay/sandbox/${encodeURIComponent(orderNo)}/${encodeURIComponent(secret)}`;
}

/** Where a provider's server reports the outcome (asynchronous notification). */
export function notifyPath(provider: string): string {
  return `/renren-api/pay/notify/${encodeURIComponent(provider)}`;
}

/** Where a provider sends the member's browser back after paying (synchronous return). */
export function returnPath(provider: string): string {
  return `/renren-api/pay/return/${encodeURIComponent(provider)}`;
}
