/**
 * What an order costs, decided by the server: the client's `comSpec` and `money` say what the
 * member picked, and they are checked against the server's own price list. A price that is
 * not on the list is refused, never charged. Coin top-ups are one of the operator's fixed
 * options or a free amount of 10..5000 whole yuan; VIP orders are one of the plans on offer.
 */
import { FEN_PER_YUAN, FREE_AMOUNT_MAX, FREE_AMOUNT_MIN, type VipPeriod, type VipPlan, vipPlanComSpec, zhCNPurchase } from '@nocturne/core';

/** Coins a yuan buys with a free amount (the options may add a bonus). */
export const COINS_PER_YUAN = 1;

export interface CoinOption {
  id: number;
  priceYuan: number;
  coins: number;
}

export type PricedOrder =
  | { kind: 'coins'; amountFen: number; coins: number; subject: string }
  | { kind: 'vip'; amountFen: number; planIndex: number; days: number; vipPeriod: VipPeriod; subject: string };

/** Why an order cannot be priced; each is a message the member sees. */
export class PricingError extends Error {
  override name = 'PricingError';
}

/**
 * The vipPeriod a plan sets (it picks the badge): by length, so a longer plan never shows
 * a smaller badge. 30 days -> 1, 90 days -> 2, a year or more -> 3.
 */
export function vipPeriodForDays(days: number): VipPeriod {
  if (days >= 365) return 3;
  if (days >= 90) return 2;
  return 1;
}

/** An option's `commoditySpecification`: the coins it sells, which the pay call sends back. */
export function coinOptionComSpec(option: CoinOption): string {
  return String(option.coins);
}

/** What the pay call says the member picked. */
export interface OrderRequest {
  typesOf: 1 | 2;
  /** The VIP plan index; not read for coins (the client sends 0 or the option's sort). */
  index: number;
  /** VIP: the plan's days. Coins: the option's comSpec, or '' for a free amount. */
  comSpec: string;
  /** Yuan: the price the member saw, or the free amount typed. */
  money: number;
}

/** What is on sale as the order is made (the owner may change it any time after). */
export interface PriceList {
  coinOptions: readonly CoinOption[];
  vipPlans: readonly VipPlan[];
}

function priceVip(request: OrderRequest, plans: readonly VipPlan[]): PricedOrder {
  const plan = plans.find((candidate) => candidate.index === request.index);
  if (!plan) throw new PricingError(zhCNPurchase.planNotFound);
  const comSpec = request.comSpec.trim();
  // The client always sends the card's days and price: anything else is a stale or forged order.
  if ((comSpec !== '' && comSpec !== vipPlanComSpec(plan)) || request.money !== plan.price) {
    throw new PricingError(zhCNPurchase.priceChanged);
  }
  return {
    kind: 'vip',
    amountFen: plan.price * FEN_PER_YUAN,
    planIndex: plan.index,
    days: plan.days,
    vipPeriod: vipPeriodForDays(plan.days),
    subject: zhCNPurchase.vipSubject(plan.days),
  };
}

function priceFreeAmount(yuan: number): PricedOrder {
  if (!Number.isInteger(yuan) || yuan < FREE_AMOUNT_MIN || yuan > FREE_AMOUNT_MAX) {
    throw new PricingError(zhCNPurchase.amountOutOfRange);
  }
  const coins = yuan * COINS_PER_YUAN;
  return { kind: 'coins', amountFen: yuan * FEN_PER_YUAN, coins, subject: zhCNPurchase.coinSubject(coins) };
}

/**
 * Prices a request against what is on offer. A VIP request names a plan by index and must send
 * its days and price. A coin request with an empty comSpec
 * is the free amount in `money`; otherwise comSpec names the option and `money` must be its
 * price.
 */
export function priceOrder(request: OrderRequest, onOffer: PriceList): PricedOrder {
  if (request.typesOf === 2) return priceVip(request, onOffer.vipPlans);
  const comSpec = request.comSpec.trim();
  if (comSpec === '') return priceFreeAmount(request.money);
  const named = onOffer.coinOptions.filter((option) => coinOptionComSpec(option) === comSpec);
  if (named.length === 0) throw new PricingError(zhCNPurchase.optionNotFound);
  const option = named.find((candidate) => candidate.priceYuan === request.money);
  if (!option) throw new PricingError(zhCNPurchase.priceChanged);
  return {
    kind: 'coins',
    amountFen: option.priceYuan * FEN_PER_YUAN,
    coins: option.coins,
    subject: zhCNPurchase.coinSubject(option.coins),
  };
}
