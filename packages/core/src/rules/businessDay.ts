/**
 * The business day: sign-ins, daily claims, watch time and daily limits reset at midnight in
 * one time zone, not at the device's or the server's midnight. The server passes the zone it
 * is configured with (`BUSINESS_TZ`); everyone else uses the default, which is the server's
 * default too.
 */
import type { DateText } from '../api/types.ts';

/** The zone of the business day unless the server is configured otherwise. */
export const BUSINESS_TIME_ZONE = 'Asia/Shanghai';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // en-CA writes dates as YYYY-MM-DD.
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** 'YYYY-MM-DD' of `now` in `timeZone` (an IANA name such as 'Asia/Shanghai'). */
export function businessDate(now: Date, timeZone: string = BUSINESS_TIME_ZONE): DateText {
  return formatterFor(timeZone).format(now);
}

/** The calendar day before `date` ('YYYY-MM-DD'). */
export function dayBefore(date: DateText): DateText {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day! - 1)).toISOString().slice(0, 10);
}
