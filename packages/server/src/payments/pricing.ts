/**
 * What an order costs, decided by the server alone: the client's `money` is never read.
 * Coin top-ups are an operator option by index or a free amount of 10..5000 yuan; VIP
 * orders are one of core's plans by index.
 */
import {
  FREE_AMOUNT_MAX,
  FREE_AMOUNT_MIN,
  VIP_PLANS,
  zhCN,
  type VipPeriod,
} from '@nocturne/core';

/** Coins a yuan buys with a free amount (the options may add a bonus). */
export const COINS_PER_YUAN = 1;
export const FEN_PER_YUAN = 100;

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

export interface OrderRequest {
  typesOf: 1 | 2;
  index: number;
  /** Free-entry amount in whole yuan, only for a coin top-up beyond the options. */
  amount?: number | undefined;
}

/**
 * Prices a request against the operator's coin options (in their display order). A coin
 * request with `amount` is a free amount, whatever its index: the free option sits after
 * the server's options on the client.
 */
export function priceOrder(request: OrderRequest, options: readonly CoinOption[]): PricedOrder {
  if (request.typesOf === 2) {
    const plan = VIP_PLANS.find((candidate) => candidate.index === request.index);
    if (!plan) throw new PricingError(zhCN.purchase.planNotFound);
    return {
      kind: 'vip',
      amountFen: plan.price * FEN_PER_YUAN,
      planIndex: plan.index,
      days: plan.days,
      vipPeriod: vipPeriodForDays(plan.days),
      subject: zhCN.purchase.vipSubject(plan.days),
    };
  }
  if (request.amount !== undefined) {
    const yuan = request.amount;
    if (!Number.isInteger(yuan) || yuan < FREE_AMOUNT_MIN || yuan > FREE_AMOUNT_MAX) {
      throw new PricingError(zhCN.purchase.amountOutOfRange);
    }
    const coins = yuan * COINS_PER_YUAN;
    return { kind: 'coins', amountFen: yuan * FEN_PER_YUAN, coins, subject: zhCN.purchase.coinSubject(coins) };
  }
  const option = options[request.index];
  if (!option) throw new PricingError(zhCN.purchase.optionNotFound);
  return {
    kind: 'coins',
    amountFen: option.priceYuan * FEN_PER_YUAN,
    coins: option.coins,
    subject: zhCN.purchase.coinSubject(option.coins),
  };
}
