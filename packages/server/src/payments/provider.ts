/**
 * The seam between our orders and whoever takes the money. A real provider (a card or
 * wallet gateway) and the built-in sandbox implement the same interface, and both report
 * through the same notify route, so the path that credits a member is the one production
 * uses, whichever provider is configured.
 */

/** What a provider needs to know about an order to take the money. */
export interface CheckoutOrder {
  /** Our order number; the provider echoes it back in its notification. */
  orderNo: string;
  /** What the member pays, in fen. Always the server's own price. */
  amountFen: number;
  /** One line shown on the provider's cashier page, e.g. '30天VIP'. */
  subject: string;
  /** The pay channel the member chose (pay_channels), e.g. 支付宝. */
  channelName: string;
  /**
   * A random secret only this order's payurl carries (its hash is on the order): a provider
   * whose cashier is our own page (the sandbox) puts it in the URL, so that page pays only
   * for whoever the payurl was handed to.
   */
  secret: string;
}

/** The outcome a provider reports for one order. */
export type PaymentOutcome = 'paid' | 'failed';

/** A notification whose signature verified. */
export interface PaymentNotification {
  orderNo: string;
  outcome: PaymentOutcome;
  /** What the provider says was paid, in fen; must match the order. */
  amountFen: number;
}

/** The fields of a notification as they arrive on the notify route (only the text ones). */
export type NotificationFields = Record<string, string>;

export interface PaymentProvider {
  /** The provider's name in the notify path (`/renren-api/pay/notify/<name>`) and on orders. */
  readonly name: string;
  /** Whether this provider takes payments on that channel; the order is refused otherwise. */
  acceptsChannel(channelName: string): boolean;
  /** The URL the member's browser opens to pay (the `payurl` of yianpay). */
  checkoutUrl(order: CheckoutOrder): string;
  /** The notification these fields carry, or null when the signature does not verify. */
  verifyNotification(fields: NotificationFields): PaymentNotification | null;
}
