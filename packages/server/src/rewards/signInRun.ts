/**
 * The consecutive sign-in run, from the member's last sign-in. The server owns the count
 * (docs/product.md section 4); core's signIn rules turn it into a cycle day and a reward.
 */
import { type DateText, dayBefore, SIGN_IN_CYCLE_DAYS } from '@nocturne/core';

export interface LastSignIn {
  date: DateText;
  /** The consecutive count that sign-in reached. */
  count: number;
}

/** The run as it stands today: still alive when the last sign-in was today or yesterday. */
export function currentCount(last: LastSignIn | null, today: DateText): number {
  if (!last) return 0;
  return last.date === today || last.date === dayBefore(today) ? last.count : 0;
}

/** The count signing today reaches, or null when today is already signed. */
export function countAfterSigning(last: LastSignIn | null, today: DateText): number | null {
  if (last?.date === today) return null;
  return currentCount(last, today) + 1;
}

/**
 * The dates of the run's current 7-day cycle, oldest first: what the strip highlights.
 * A run longer than a cycle shows only its latest cycle.
 */
export function cycleDates(last: LastSignIn | null, today: DateText): DateText[] {
  const count = currentCount(last, today);
  if (!last || count === 0) return [];
  const inCycle = ((count - 1) % SIGN_IN_CYCLE_DAYS) + 1;
  const dates = [last.date];
  while (dates.length < inCycle) dates.unshift(dayBefore(dates[0]!));
  return dates;
}
