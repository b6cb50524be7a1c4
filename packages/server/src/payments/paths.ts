/**
 * Server-only payment routes (not API calls of core's contract). They live under
 * `/renren-api/` so that whatever forwards the app's API calls to this server (a reverse
 * proxy, the dev server) forwards these too, and the cashier page opens same-origin.
 */
export const CASHIER_ROUTE = '/renren-api/pay/sandbox/:orderNo';
export const NOTIFY_ROUTE = '/renren-api/pay/notify/:provider';

export function cashierPath(orderNo: string): string {
  return `/renren-api/pay/sandbox/${encodeURIComponent(orderNo)}`;
}

export function notifyPath(provider: string): string {
  return `/renren-api/pay/notify/${encodeURIComponent(provider)}`;
}
