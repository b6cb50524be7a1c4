/**
 * The 易支付 (epay) aggregator protocol: a real provider that takes money through Alipay or
 * WeChat Pay.
 * - Checkout: the member's browser opens `<gateway>/submit.php?pid&type&out_trade_no&
 *   notify_url&return_url&name&money&sign&sign_type=MD5`.
 * - Notification (the gateway's server calls notify_url, GET or a POST form) and return (the
 *   member's browser comes back to return_url) carry the same signed fields: pid, trade_no,
 *   out_trade_no, type, name, money, trade_status, sign, sign_type.
 * - Signature: lowercase MD5 of the non-empty fields except sign and sign_type, sorted by
 *   name, joined `k=v&k=v` (raw values, not URL-encoded), followed directly by the merchant key.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { EpayConfig } from '../config.ts';
import { notifyPath, returnPath } from './paths.ts';
import type { CheckoutOrder, NotificationFields, PaymentNotification, PaymentProvider } from './provider.ts';

export const EPAY_PROVIDER = 'epay';

/** Our pay channels (pay_channels names) as the gateway's `type`. */
const CHANNEL_TYPES: Readonly<Record<string, string>> = { 支付宝: 'alipay', 微信支付: 'wxpay' };

/** The status of a paid trade; the gateway notifies nothing else in practice. */
const TRADE_SUCCESS = 'TRADE_SUCCESS';

/** Yuan with at most two decimals, as `money` carries it ("1.00", "30", "0.5"). */
const MONEY_PATTERN = /^(0|[1-9]\d{0,9})(\.\d{1,2})?$/;

/** The signature of a set of fields with the merchant key. */
export function epaySignature(fields: Readonly<Record<string, string>>, key: string): string {
  const signed = Object.keys(fields)
    .filter((name) => name !== 'sign' && name !== 'sign_type' && fields[name] !== '')
    .sort()
    .map((name) => `${name}=${fields[name]}`)
    .join('&');
  return createHash('md5').update(signed + key, 'utf8').digest('hex');
}

/** Fen as the gateway's yuan with two decimals: 3000 -> "30.00". */
export function yuanText(amountFen: number): string {
  return `${Math.floor(amountFen / 100)}.${String(amountFen % 100).padStart(2, '0')}`;
}

function fenOf(money: string): number | null {
  const match = MONEY_PATTERN.exec(money);
  if (!match) return null;
  const cents = (match[2] ?? '.').slice(1).padEnd(2, '0');
  return Number(match[1]) * 100 + Number(cents);
}

export interface EpayOptions extends EpayConfig {
  /** Origin the gateway and the member's browser reach this server at (PUBLIC_URL). */
  publicUrl: string;
}

export class EpayProvider implements PaymentProvider {
  readonly name = EPAY_PROVIDER;
  readonly #pid: string;
  readonly #key: string;
  readonly #gateway: string;
  readonly #publicUrl: string;

  constructor({ pid, key, gateway, publicUrl }: EpayOptions) {
    if (!pid || !key || !gateway || !publicUrl) throw new Error('the epay provider needs a merchant id, a key, a gateway and PUBLIC_URL');
    this.#pid = pid;
    this.#key = key;
    this.#gateway = gateway.replace(/\/+$/, '');
    this.#publicUrl = publicUrl.replace(/\/+$/, '');
  }

  acceptsChannel(channelName: string): boolean {
    return Object.hasOwn(CHANNEL_TYPES, channelName);
  }

  checkoutUrl(order: CheckoutOrder): string {
    const type = CHANNEL_TYPES[order.channelName];
    if (!type) throw new Error(`epay takes no channel ${order.channelName}`);
    const fields: Record<string, string> = {
      pid: this.#pid,
      type,
      out_trade_no: order.orderNo,
      notify_url: this.#publicUrl + notifyPath(this.name),
      return_url: this.#publicUrl + returnPath(this.name),
      name: order.subject,
      money: yuanText(order.amountFen),
    };
    const query = new URLSearchParams({ ...fields, sign: epaySignature(fields, this.#key), sign_type: 'MD5' });
    return `${this.#gateway}/submit.php?${query.toString()}`;
  }

  /** A paid trade of our merchant id, signed with our key; null for anything else. */
  verifyNotification(fields: NotificationFields): PaymentNotification | null {
    // Every field counts in the signature, so one that is not text (a repeated query
    // parameter, a JSON value) makes the whole notification unverifiable.
    if (!Object.values(fields).every((value) => typeof value === 'string')) return null;
    const { pid, out_trade_no: orderNo, money, trade_status: status, sign, sign_type: signType } = fields;
    if (!pid || !orderNo || !money || !status || !sign) return null;
    if (signType !== undefined && signType.toUpperCase() !== 'MD5') return null;
    if (!/^[0-9a-fA-F]{32}$/.test(sign)) return null;
    const expected = Buffer.from(epaySignature(fields, this.#key), 'hex');
    if (!timingSafeEqual(Buffer.from(sign.toLowerCase(), 'hex'), expected)) return null;
    if (pid !== this.#pid || status !== TRADE_SUCCESS) return null;
    const amountFen = fenOf(money);
    if (amountFen === null || amountFen <= 0) return null;
    return { orderNo, outcome: 'paid', amountFen };
  }
}
