/**
 * The daily sign-in cycle and the task rewards (docs/product.md sections 4 and 9).
 * The consecutive count comes from the server; these functions only place it in the cycle.
 */
import { zhCNSign } from '../messages/screens/index.ts';

export const SIGN_IN_CYCLE_DAYS = 7;

export interface SignInReward {
  kind: 'coins' | 'vipDays';
  amount: number;
}

/** Day 1 of the cycle first. */
export const SIGN_IN_REWARDS: readonly SignInReward[] = [
  { kind: 'coins', amount: 1 },
  { kind: 'coins', amount: 1 },
  { kind: 'vipDays', amount: 1 },
  { kind: 'coins', amount: 2 },
  { kind: 'coins', amount: 2 },
  { kind: 'coins', amount: 3 },
  { kind: 'vipDays', amount: 3 },
];

/** The commodityType sent with a sign-in: 1 for coins, 2 for VIP days. */
export const COMMODITY_TYPE_COINS = 1;
export const COMMODITY_TYPE_VIP_DAYS = 2;

export const DAILY_LOGIN_COINS = 1;
/** Watching this long in a business day earns the watch task. */
export const WATCH_TASK_SECONDS = 20 * 60;
export const WATCH_TASK_COINS = 2;
export const FIRST_VIP_COINS = 5;
/** VIP days per valid invited friend. */
export const INVITE_VIP_DAYS = 1;

/**
 * The highlighted day (0-based) of the 7-day strip for a consecutive count:
 * (count - 1) mod 7, and null (none highlighted) for a count of 0.
 */
export function signInCycleDay(count: number): number | null {
  if (!Number.isInteger(count) || count <= 0) return null;
  return (count - 1) % SIGN_IN_CYCLE_DAYS;
}

/**
 * The reward of the day being signed, given the consecutive count before signing: signing
 * makes the count `count + 1`, whose cycle day picks the reward.
 */
export function signInReward(count: number): SignInReward {
  const before = Number.isInteger(count) && count > 0 ? count : 0;
  // A count of 0 or more gives a cycle day for count + 1, so the index is always defined.
  return SIGN_IN_REWARDS[signInCycleDay(before + 1)!]!;
}

export function commodityTypeFor(reward: SignInReward): number {
  return reward.kind === 'vipDays' ? COMMODITY_TYPE_VIP_DAYS : COMMODITY_TYPE_COINS;
}

/** How a reward reads on the strip: '1金币', '3天VIP'. */
export function signInRewardLabel(reward: SignInReward): string {
  return reward.kind === 'vipDays' ? zhCNSign.rewardVipDays(reward.amount) : zhCNSign.rewardCoins(reward.amount);
}

/** True once today's watch time earns the watch task. */
export function watchTaskReached(watchedSeconds: number): boolean {
  return watchedSeconds >= WATCH_TASK_SECONDS;
}
