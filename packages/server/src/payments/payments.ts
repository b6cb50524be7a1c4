/**
 * Payment orders: goods lists, order creation at the server's own price, and applying a
 * provider's notification exactly once however often (or however concurrently) it arrives.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  type GoodsLists,
  type OrderKind,
  type OrderState,
  type PayOrderState,
  TOP_UP_OPTIONS_SHOWN,
  type TopUpOption,
  GOODS_TYPE_VIP,
  vipPlanGoods,
  zhCNCashier,
  zhCNPurchase,
  zhCNServer,
} from '@nocturne/core';
import { queryOne, type Db } from '../db/db.ts';
import type { AppDeps } from '../http/deps.ts';
import { badRequest, notFound, refused } from '../http/errors.ts';
import { chosenChannel, type ChannelChoice, type PayChannelRow } from './channel.ts';
import { coinOptionComSpec, priceOrder, PricingError, vipPeriodForDays, type CoinOption, type OrderRequest } from './pricing.ts';
import type { PaymentNotification, PaymentProvider } from './provider.ts';
import { changeBalance } from '../money/ledger.ts';
import { grantVipDays } from '../members/vip.ts';
import { coinOptionsOnOffer, payChannelsOnOffer, vipPlansOnOffer } from '../site/prices.ts';

// The order's kinds and states are the operator contract's (core's ORDER_KINDS, ORDER_STATES).
export type { OrderKind, OrderState };

export interface OrderRow {
  order_no: string;
  member_id: number;
  kind: OrderKind;
  amount_fen: number;
  coins: number;
  plan_index: number | null;
  vip_days: number;
  channel: number;
  provider: string;
  subject: string;
  state: OrderState;
  created_at: Date;
  settled_at: Date | null;
  /** SHA-256 of the secret in the order's payurl; null on orders from before it. */
  checkout_secret_hash: string | null;
}

// Only the options the coin page can show are on offer (and so on the price list).
const coinOptions = (db: Db): Promise<CoinOption[]> => coinOptionsOnOffer(db, TOP_UP_OPTIONS_SHOWN);
const payChannels = (db: Db): Promise<PayChannelRow[]> => payChannelsOnOffer(db);

function coinOptionView(option: CoinOption, sort: number): TopUpOption {
  return {
    id: option.id,
    commoditySpecification: coinOptionComSpec(option),
    commodityToSort: sort,
    duration: zhCNPurchase.coinSubject(option.coins),
    price: option.priceYuan,
    status: 1,
    time: 0,
    type: 1,
  };
}

/**
 * The pay pages' goods and the channel names. Type 1: the VIP plans on offer as the owner
 * priced them (our VIP page asks; the original client's kept its own list). Any other type
 * (both of the original client's pay pages send 2): the coin options, two at most, without the
 * free amount (the client appends it).
 */
export async function goodsLists(db: Db, type: number): Promise<GoodsLists> {
  const [plans, options, channels] = await Promise.all([
    type === GOODS_TYPE_VIP ? vipPlansOnOffer(db) : [],
    type === GOODS_TYPE_VIP ? [] : coinOptions(db),
    payChannels(db),
  ]);
  return {
    optionList: type === GOODS_TYPE_VIP ? plans.map(vipPlanGoods) : options.map((option, i) => coinOptionView(option, i + 1)),
    payList: channels.map((channel) => channel.name),
  };
}

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/**
 * 'P' + UTC time to the second + 16 random base32 characters (80 bits): sortable by time,
 * readable on the records page, and not guessable (6 random digits collided at ~100 orders/s
 * and could be enumerated). A collision is still retried on insert (createOrder).
 */
export function newOrderNo(now: Date): string {
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  const bytes = randomBytes(10);
  let random = '';
  for (let bit = 0; bit < 80; bit += 5) {
    const byte = bit >> 3;
    const word = (bytes[byte]! << 8) | (bytes[byte + 1] ?? 0);
    random += BASE32[(word >> (11 - (bit & 7))) & 31];
  }
  return `P${stamp}${random}`;
}

/** Order numbers as newOrderNo makes them. */
export const ORDER_NO_PATTERN = /^P\d{14}[A-Z2-7]{16}$/;

/** A fresh checkout secret (128 bits) and the hash the order keeps of it. */
export function newCheckoutSecret(): { secret: string; hash: string } {
  const secret = randomBytes(16).toString('base64url');
  return { secret, hash: checkoutSecretHash(secret) };
}

export function checkoutSecretHash(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** Whether `secret` is the one the order's payurl carried (constant time). */
export function checkoutSecretMatches(order: Pick<OrderRow, 'checkout_secret_hash'>, secret: string): boolean {
  if (!order.checkout_secret_hash) return false;
  const expected = Buffer.from(order.checkout_secret_hash, 'hex');
  const given = Buffer.from(checkoutSecretHash(secret), 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Attempts at a fresh order number before giving up (each collision is 2^-80 likely). */
const ORDER_NO_ATTEMPTS = 5;

export interface CreateOrder extends OrderRequest {
  /** The pay channel as the client named it (see channel.ts). */
  type: ChannelChoice;
  payChannel?: number | undefined;
}

/**
 * Creates a pending order; answers the yianpay `data`: a JSON string with `payurl`.
 * `orderNumbers` is newOrderNo; tests pass one that collides.
 */
export async function createOrder(
  deps: AppDeps,
  provider: PaymentProvider | null,
  memberId: number,
  request: CreateOrder,
  orderNumbers: (now: Date) => string = newOrderNo,
): Promise<string> {
  const { db } = deps;
  // No provider: the sandbox is off and no real one is configured.
  if (!provider) throw refused(zhCNPurchase.channelNotFound);
  // Read at the order's making, in one round trip; the order then keeps its own amount and days (pay_orders).
  const [onOfferCoins, onOfferPlans, channels] = await Promise.all([
    request.typesOf === 1 ? coinOptions(db) : [],
    request.typesOf === 2 ? vipPlansOnOffer(db) : [],
    payChannels(db),
  ]);
  let priced;
  try {
    priced = priceOrder(request, { coinOptions: onOfferCoins, vipPlans: onOfferPlans });
  } catch (error) {
    if (error instanceof PricingError) throw refused(error.message);
    throw error;
  }
  const channel = chosenChannel(channels, request.type, request.payChannel);
  if (!channel || !provider.acceptsChannel(channel.name)) throw refused(zhCNPurchase.channelNotFound);
  const now = deps.now();
  const { secret, hash } = newCheckoutSecret();
  for (let attempt = 1; attempt <= ORDER_NO_ATTEMPTS; attempt += 1) {
    const orderNo = orderNumbers(now);
    // ON CONFLICT: a number already taken is tried again, never a 500.
    const inserted = await db.query(
      `INSERT INTO pay_orders (order_no, member_id, kind, amount_fen, coins, plan_index, vip_days, channel, provider, subject, created_at, checkout_secret_hash)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
       ON CONFLICT (order_no) DO NOTHING RETURNING order_no`,
      [
        orderNo,
        memberId,
        priced.kind,
        priced.amountFen,
        priced.kind === 'coins' ? priced.coins : 0,
        priced.kind === 'vip' ? priced.planIndex : null,
        priced.kind === 'vip' ? priced.days : 0,
        channel.code,
        provider.name,
        priced.subject,
        now,
        hash,
      ],
    );
    if (inserted.length === 0) continue;
    const payurl = provider.checkoutUrl({ orderNo, amountFen: priced.amountFen, subject: priced.subject, channelName: channel.name, secret });
    return JSON.stringify({ payurl, orderNo });
  }
  throw new Error(`no free order number after ${ORDER_NO_ATTEMPTS} attempts`);
}

export async function findOrder(db: Db, orderNo: string): Promise<OrderRow | undefined> {
  return queryOne<OrderRow>(db, 'SELECT * FROM pay_orders WHERE order_no = $1', [orderNo]);
}

/**
 * Expires the pending orders created before `now - ttlSeconds` (all of them, or only
 * `orderNo`); answers how many. The cashier expires its order itself before showing it,
 * so the limit is exact; the periodic sweep keeps the rest of the table honest.
 */
export async function expireOrders(db: Db, now: Date, ttlSeconds: number, orderNo: string | null = null): Promise<number> {
  const expired = await db.query(
    `UPDATE pay_orders SET state = 'expired', settled_at = $1
      WHERE state = 'pending' AND created_at <= $2 AND ($3::text IS NULL OR order_no = $3)
      RETURNING order_no`,
    [now, new Date(now.getTime() - ttlSeconds * 1000), orderNo],
  );
  return expired.length;
}

/** The order as the cashier shows it: expired first if its time is up. */
export async function cashierOrder(deps: AppDeps, orderNo: string): Promise<OrderRow | undefined> {
  await expireOrders(deps.db, deps.now(), deps.config.orderTtlSeconds, orderNo);
  return findOrder(deps.db, orderNo);
}

/**
 * One of the member's own orders as it stands, expired first if its time is up. Another
 * member's order is the same "not found" as none at all: order numbers are not to be probed.
 */
export async function memberOrderState(deps: AppDeps, memberId: number, orderNo: string): Promise<PayOrderState> {
  const order = ORDER_NO_PATTERN.test(orderNo) ? await cashierOrder(deps, orderNo) : undefined;
  if (!order || Number(order.member_id) !== memberId) throw notFound(zhCNCashier.notFound);
  return {
    orderNo: order.order_no,
    state: order.state,
    typesOf: order.kind === 'vip' ? 2 : 1,
    coins: Number(order.coins),
    vipDays: Number(order.vip_days),
  };
}

/** What happened to a notification. */
export type NotificationResult = 'applied' | 'replayed';

/**
 * Applies a verified notification. The conditional UPDATE is the once-only gate: of any
 * number of deliveries of the same outcome, exactly one moves the order out of its state
 * and credits the member, in the same transaction; the rest find nothing to move.
 * A provider's success is honoured even after a failure or an expiry: the member paid.
 */
export async function applyNotification(
  deps: AppDeps,
  providerName: string,
  note: PaymentNotification,
  /** Runs in the transaction with what became of the notification (notifications.ts keeps it). */
  alongside: (tx: Db, result: NotificationResult) => void = () => undefined,
): Promise<NotificationResult> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const outcome = await settle(tx, providerName, note, now);
    alongside(tx, outcome);
    return outcome;
  });
}

/** The once-only gate and the credit, on the notification's transaction. */
async function settle(tx: Db, providerName: string, note: PaymentNotification, now: Date): Promise<NotificationResult> {
  const order = await queryOne<OrderRow>(
    tx,
    `UPDATE pay_orders SET state = $2, settled_at = $3
      WHERE order_no = $1 AND provider = $4 AND amount_fen = $5
        AND (state = 'pending' OR (state IN ('failed', 'expired') AND $2 = 'paid'))
      RETURNING *`,
    [note.orderNo, note.outcome, now, providerName, note.amountFen],
  );
  if (!order) {
    const existing = await findOrder(tx, note.orderNo);
    if (!existing || existing.provider !== providerName) throw notFound(zhCNCashier.notFound);
    if (existing.amount_fen !== note.amountFen) throw badRequest(zhCNServer.badRequest);
    return 'replayed';
  }
  if (order.state === 'paid') await credit(tx, order, now);
  return 'applied';
}

async function credit(tx: Db, order: OrderRow, now: Date): Promise<void> {
  if (order.kind === 'coins') {
    await changeBalance(tx, { memberId: order.member_id, account: 'coins', delta: order.coins, reason: 'topUp', reference: order.order_no });
    return;
  }
  // The plan's vipPeriod is also its level (memberVip): a year or more is the top level 3.
  const period = vipPeriodForDays(order.vip_days);
  await grantVipDays(tx, {
    memberId: order.member_id,
    days: order.vip_days,
    reason: 'plan',
    reference: order.order_no,
    now,
    period,
    level: period,
  });
}
