/**
 * The built-in sandbox provider: no money moves. Its cashier page (payments/routes.ts)
 * lets the member pick success or failure; the page then signs a notification with the
 * sandbox secret and delivers it to the notify route, exactly as a gateway would, so the
 * crediting path is the production one.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type {
  CheckoutOrder,
  NotificationFields,
  PaymentNotification,
  PaymentOutcome,
  PaymentProvider,
} from './provider.ts';
import { cashierPath } from './paths.ts';

export const SANDBOX_PROVIDER = 'sandbox';

const OUTCOMES: readonly PaymentOutcome[] = ['paid', 'failed'];
const AMOUNT_PATTERN = /^(0|[1-9]\d{0,11})$/;

/** The sandbox's HMAC key, derived from MEDIA_SECRET so there is one secret to configure. */
export function sandboxSecret(mediaSecret: string): string {
  return createHmac('sha256', mediaSecret).update('nocturne-sandbox-payments').digest('hex');
}

export interface SandboxOptions {
  /** HMAC key of the notifications; configuration, never logged. */
  secret: string;
  /** Origin the member's browser reaches this server at (PUBLIC_URL); '' for a same-origin path. */
  publicUrl: string;
}

export class SandboxProvider implements PaymentProvider {
  readonly name = SANDBOX_PROVIDER;
  readonly #secret: string;
  readonly #publicUrl: string;

  constructor({ secret, publicUrl }: SandboxOptions) {
    if (!secret) throw new Error('the sandbox payment provider needs a secret');
    this.#secret = secret;
    this.#publicUrl = publicUrl.replace(/\/+$/, '');
  }

  acceptsChannel(): boolean {
    return true;
  }

  /** The cashier page of the order, with the order's secret: only that URL can pay it. */
  checkoutUrl(order: CheckoutOrder): string {
    return this.#publicUrl + cashierPath(order.orderNo, order.secret);
  }

  /** The form fields of a signed notification, as the cashier page delivers them. */
  sign(notification: PaymentNotification): NotificationFields {
    const fields = {
      orderNo: notification.orderNo,
      outcome: notification.outcome,
      amountFen: String(notification.amountFen),
    };
    return { ...fields, sign: this.#signature(fields) };
  }

  verifyNotification(fields: NotificationFields): PaymentNotification | null {
    const { orderNo, outcome, amountFen, sign } = fields;
    // Fields come from any body a caller sends: anything but text is no notification.
    if (![orderNo, outcome, amountFen, sign].every((value) => typeof value === 'string' && value !== '')) return null;
    if (!orderNo || !outcome || !amountFen || !sign) return null;
    if (!OUTCOMES.includes(outcome as PaymentOutcome) || !AMOUNT_PATTERN.test(amountFen)) return null;
    const expected = Buffer.from(this.#signature({ orderNo, outcome, amountFen }), 'hex');
    const given = Buffer.from(sign, 'hex');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return { orderNo, outcome: outcome as PaymentOutcome, amountFen: Number(amountFen) };
  }

  /** HMAC-SHA256 over the fields in a fixed order, so no field can be swapped unnoticed. */
  #signature(fields: { orderNo: string; outcome: string; amountFen: string }): string {
    const canonical = `amountFen=${fields.amountFen}&orderNo=${fields.orderNo}&outcome=${fields.outcome}`;
    return createHmac('sha256', this.#secret).update(canonical).digest('hex');
  }
}
