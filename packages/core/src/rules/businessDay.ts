/**
 * The business day: sign-ins, daily claims, watch time and daily limits reset at midnight in
 * one time zone, not at the device's or the server's midnight: the server's `BUSINESS_TZ`,
 * which getConfig publishes as `timeZone` (timeZone.ts). Without it, the default zone.
 */
import type { DateText } from '../api/types.ts';
import { formatDate } from './format.ts';
import { BUSINESS_TIME_ZONE } from './timeZone.ts';

/** 'YYYY-MM-DD' of `now` in `timeZone` (an IANA name such as 'Asia/Shanghai'). */
export function businessDate(now: Date, timeZone: string = BUSINESS_TIME_ZONE): DateText {
  return formatDate(now, timeZone);
}

/** The calendar day before `date` ('YYYY-MM-DD'). */
export function dayBefore(date: DateText): DateText {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day! - 1)).toISOString().slice(0, 10);
}
