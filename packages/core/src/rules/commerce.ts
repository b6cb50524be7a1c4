/**
 * What things cost (docs/product.md sections 2, 5 and 9): VIP plans, the single episode, the
 * free-entry top-up amount and the limited-time offer. Prices are whole yuan, coins whole coins.
 */
import { zhCNPay, zhCNVip } from '../messages/screens/index.ts';
import type { DateTimeText, TopUpOption } from '../api/types.ts';
import { parseDateTime } from './format.ts';
import { BUSINESS_TIME_ZONE } from './timeZone.ts';

export interface VipPlan {
  index: number;
  days: number;
  /** Whole yuan. */
  price: number;
}

/**
 * The plans a new site starts with (migration 136 seeds the server's vip_plans table with
 * them; the owner edits that table). By the index the pay call sends, in the original client's
 * order (its VIP page holds this list itself and sends `index`, `comSpec` = days and `money` =
 * price of the tapped card).
 */
export const DEFAULT_VIP_PLANS: readonly VipPlan[] = [
  { index: 0, days: 30, price: 30 },
  { index: 1, days: 90, price: 100 },
  { index: 2, days: 365, price: 200 },
  { index: 3, days: 3650, price: 500 },
];
/** A plan's bounds as the owner may set them: whole yuan, and up to ten years. */
export const VIP_PLAN_PRICE_MIN = 1;
export const VIP_PLAN_PRICE_MAX = 100_000;
export const VIP_PLAN_DAYS_MIN = 1;
export const VIP_PLAN_DAYS_MAX = 3650;
/** The plan selected when the page opens: the client's first card, 30 days. */
export const DEFAULT_VIP_PLAN_INDEX = 0;

/** A VIP plan's `comSpec` on the pay call: its days, as the original client sends them. */
export function vipPlanComSpec(plan: VipPlan): string {
  return String(plan.days);
}

/** Coins for one episode. */
export const SINGLE_EPISODE_COINS = 2;

/** The free-entry top-up amount, whole yuan. */
export const FREE_AMOUNT_MIN = 10;
export const FREE_AMOUNT_MAX = 5000;
/** Sorts the client-added free option after every server option. */
export const FREE_OPTION_SORT = 9999;
/**
 * Fixed top-up options the coin page shows: the original client's grid renders the first two
 * as priced tiles and every later one as the free-amount tile, so a server lists two at most.
 */
export const TOP_UP_OPTIONS_SHOWN = 2;

export const PAYMENT_ERROR_TOAST_MS = 6000;

/**
 * Back from the cashier, the app asks for the order's state this many times, this far apart,
 * while it is still pending (the gateway's notification may come after the member does);
 * then it says 确认中 and offers 刷新结果. About 7.5 s in all.
 */
export const ORDER_STATE_POLLS = 5;
export const ORDER_STATE_POLL_MS = 1500;

/** The goods `type` that lists the VIP plans on offer (the original client never asks; our VIP page does). */
export const GOODS_TYPE_VIP = 1;

/** A plan on offer as the goods list carries it: `id` its index, `time` its days. */
export function vipPlanGoods(plan: VipPlan): TopUpOption {
  return {
    id: plan.index,
    commoditySpecification: vipPlanComSpec(plan),
    commodityToSort: plan.index,
    duration: zhCNVip.plans(plan.days),
    price: plan.price,
    status: 1,
    time: plan.days,
    type: 2,
  };
}

/** The plan back from its goods entry (vipPlanGoods). */
export function vipPlanOfGoods(option: Pick<TopUpOption, 'id' | 'time' | 'price'>): VipPlan {
  return { index: option.id, days: option.time, price: option.price };
}

/** What the free amount's field holds after a check: an amount to pay, or why there is none. */
export type FreeAmountCheck =
  | { amount: number; /** Set when the amount was moved to a bound, telling the member why. */ message?: string }
  | { amount: null; message: string };

/** Whole yuan; a zero fraction ('30.00') is still whole. */
const WHOLE_YUAN = /^\d+(\.0*)?$/;
const DECIMAL_YUAN = /^\d*\.\d*$/;

/**
 * The free amount as typed, checked on blur and before paying: whole yuan (the server prices
 * whole yuan, pricing.ts), within 10..5000. Out of range it moves to the nearest bound with
 * the spec's message; a negative, a fraction of a yuan or anything else is refused with a
 * message and never turned into another number (12.5 once became 125, -20 became 20).
 */
export function checkFreeAmount(typed: string): FreeAmountCheck {
  const text = typed.trim();
  if (text === '') return { amount: null, message: zhCNPay.freeAmountRequired };
  if (/^-\s*[\d.]/.test(text)) return { amount: null, message: zhCNPay.freeAmountNegative };
  if (!WHOLE_YUAN.test(text) && DECIMAL_YUAN.test(text) && text !== '.') return { amount: null, message: zhCNPay.freeAmountWhole };
  if (!WHOLE_YUAN.test(text)) return { amount: null, message: zhCNPay.freeAmountInvalid };
  const amount = Math.trunc(Number(text));
  if (amount < FREE_AMOUNT_MIN) return { amount: FREE_AMOUNT_MIN, message: zhCNPay.freeAmountMin };
  if (amount > FREE_AMOUNT_MAX) return { amount: FREE_AMOUNT_MAX, message: zhCNPay.freeAmountMax };
  return { amount };
}

/**
 * The option the client adds after the server's options for a free-entry amount. Its empty
 * `commoditySpecification` is what the pay call sends as `comSpec` for a free amount.
 */
export const FREE_AMOUNT_OPTION: TopUpOption = {
  id: 0,
  commoditySpecification: '',
  commodityToSort: FREE_OPTION_SORT,
  duration: `${FREE_AMOUNT_MIN}-${FREE_AMOUNT_MAX}`,
  price: FREE_AMOUNT_MIN,
  status: 1,
  time: 0,
  type: 1,
};

export function isFreeAmountOption(option: Pick<TopUpOption, 'commodityToSort'>): boolean {
  return option.commodityToSort === FREE_OPTION_SORT;
}

/** The server's options with the free option last, exactly once however often it is called. */
export function withFreeOption(options: readonly TopUpOption[]): TopUpOption[] {
  return options.some(isFreeAmountOption) ? [...options] : [...options, { ...FREE_AMOUNT_OPTION }];
}

/**
 * Milliseconds left of the limited-time offer, or null when there is none to show: docs/product.md
 * shows the countdown only for a real end time the server configures, never a fake one.
 */
export function offerTimeLeft(offerEndsAt: DateTimeText, now: Date, timeZone: string = BUSINESS_TIME_ZONE): number | null {
  const end = offerEndsAt ? parseDateTime(offerEndsAt, timeZone) : null;
  const left = end ? end.getTime() - now.getTime() : 0;
  return left > 0 ? left : null;
}
