/**
 * The business day: sign-ins, daily claims and watch time reset at midnight in the
 * configured time zone (default Asia/Shanghai), not at the server's or the member's midnight.
 */
import type { DateText } from '@nocturne/core';

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
export function businessDate(now: Date, timeZone: string): DateText {
  return formatterFor(timeZone).format(now);
}

/** The calendar day before `date` ('YYYY-MM-DD'). */
export function dayBefore(date: DateText): DateText {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day! - 1)).toISOString().slice(0, 10);
}

