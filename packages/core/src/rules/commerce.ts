/**
 * What things cost (SPEC.md sections 2, 5 and 9): VIP plans, the single episode, the
 * free-entry top-up amount and the limited-time offer. Prices are whole yuan, coins whole coins.
 */
import type { DateTimeText, TopUpOption } from '../api/types.ts';
import { zhCN } from '../messages/zhCN.ts';
import { parseDateTime } from './format.ts';

export interface VipPlan {
  index: number;
  days: number;
  /** Whole yuan. */
  price: number;
}

/**
 * By the index the pay call sends, in the original client's order (its VIP page holds this
 * list itself and sends `index`, `comSpec` = days and `money` = price of the tapped card).
 */
export const VIP_PLANS: readonly VipPlan[] = [
  { index: 0, days: 30, price: 30 },
  { index: 1, days: 90, price: 100 },
  { index: 2, days: 365, price: 200 },
  { index: 3, days: 3650, price: 500 },
];
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

/** The plan at `index`; a RangeError for an index no plan has (never price a guess). */
export function vipPlanByIndex(index: number): VipPlan {
  const plan = VIP_PLANS.find((candidate) => candidate.index === index);
  if (!plan) throw new RangeError(`No VIP plan has index ${index}`);
  return plan;
}

export interface ClampedAmount {
  amount: number;
  /** Set when the amount was changed, telling the member why. */
  message?: string;
}

/**
 * The free amount as checked on blur: whole yuan within 10..5000. Out of range (or not a
 * number at all) it is set to the nearest bound, with the spec's message.
 */
export function clampFreeAmount(value: number | string): ClampedAmount {
  const parsed = typeof value === 'string' ? (value.trim() === '' ? Number.NaN : Number(value)) : value;
  const amount = Math.floor(parsed);
  if (!Number.isFinite(amount) || amount < FREE_AMOUNT_MIN) return { amount: FREE_AMOUNT_MIN, message: zhCN.pay.freeAmountMin };
  if (amount > FREE_AMOUNT_MAX) return { amount: FREE_AMOUNT_MAX, message: zhCN.pay.freeAmountMax };
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
 * Milliseconds left of the limited-time offer, or null when there is none to show: PRODUCT.md
 * shows the countdown only for a real end time the server configures, never a fake one.
 */
export function offerTimeLeft(offerEndsAt: DateTimeText, now: Date): number | null {
  const end = offerEndsAt ? parseDateTime(offerEndsAt) : null;
  const left = end ? end.getTime() - now.getTime() : 0;
  return left > 0 ? left : null;
}
