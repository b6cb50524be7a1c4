/**
 * How numbers, durations, sizes and dates read on screen, and the one parser of the API's
 * date-time text. Dates are shown and parsed in the business time zone (timeZone.ts: the
 * server's, which getConfig publishes; Asia/Shanghai by default), whatever time zone the
 * device or the server runs in.
 */
import type { DateText, DateTimeText } from '../api/types.ts';
import { BUSINESS_TIME_ZONE, instantOf, wallClockOf } from './timeZone.ts';
/** Heat counts from this value on read in 万 (ten thousands). */
export const HEAT_WAN = 10_000;
/** Cache sizes step up a unit every 1024 (docs/product.md section 9). */
export const CACHE_SIZE_STEP = 1024;
export const CACHE_SIZE_UNITS = ['B', 'KB', 'MB', 'GB'] as const;

const DATE_TIME_PATTERN = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?$/;

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** One decimal, without a trailing '.0' (1.0 -> '1', 1.25 -> '1.2'); rounds down. */
function oneDecimal(value: number): string {
  return String(Math.floor(value * 10) / 10);
}

/**
 * Heat as cards show it: under 10 000 the plain count, from there on one decimal of 万,
 * rounded down so a card never claims more heat than it has (19 999 -> '1.9万').
 */
export function formatHeat(heat: number): string {
  if (!Number.isFinite(heat) || heat <= 0) return '0';
  const whole = Math.floor(heat);
  return whole < HEAT_WAN ? String(whole) : `${oneDecimal(whole / HEAT_WAN)}万`;
}

/** A video's length: 'mm:ss' under an hour, 'h:mm:ss' from an hour on. */
export function formatDuration(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return h > 0 ? `${h}:${pad2(m)}:${pad2(s)}` : `${pad2(m)}:${pad2(s)}`;
}

/**
 * A countdown 'hh:mm:ss'. Partial seconds round up, so it reads 00:00:00 only once the
 * time is really over; it never goes negative.
 */
export function formatCountdown(ms: number): string {
  const total = Number.isFinite(ms) && ms > 0 ? Math.ceil(ms / 1000) : 0;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  return `${pad2(h)}:${pad2(m)}:${pad2(total % 60)}`;
}

/** Locally stored data size, e.g. '512 B', '1.5 MB'; GB is the largest unit. */
export function formatCacheSize(bytes: number): string {
  let value = Number.isFinite(bytes) && bytes > 0 ? Math.floor(bytes) : 0;
  let unit = 0;
  while (value >= CACHE_SIZE_STEP && unit < CACHE_SIZE_UNITS.length - 1) {
    value /= CACHE_SIZE_STEP;
    unit += 1;
  }
  return `${oneDecimal(value)} ${CACHE_SIZE_UNITS[unit]}`;
}

/** 'YYYY-MM-DD' in the business time zone (or the given IANA zone). */
export function formatDate(date: Date, timeZone: string = BUSINESS_TIME_ZONE): DateText {
  const wall = wallClockOf(date, timeZone);
  return `${String(wall.year).padStart(4, '0')}-${pad2(wall.month)}-${pad2(wall.day)}`;
}

/** 'YYYY-MM-DD HH:mm:ss' in the business time zone (or the given IANA zone). */
export function formatDateTime(date: Date, timeZone: string = BUSINESS_TIME_ZONE): DateTimeText {
  const wall = wallClockOf(date, timeZone);
  return `${String(wall.year).padStart(4, '0')}-${pad2(wall.month)}-${pad2(wall.day)} ${pad2(wall.hour)}:${pad2(wall.minute)}:${pad2(wall.second)}`;
}

/**
 * The inverse of formatDateTime: 'YYYY-MM-DD HH:mm:ss' (or a bare 'YYYY-MM-DD', read as
 * midnight) in the business time zone (or the given IANA zone). Anything else, including
 * impossible dates such as '2024-02-30' and times the zone skips, is null: an unreadable
 * vipDate must never count as a valid one.
 */
export function parseDateTime(text: string, timeZone: string = BUSINESS_TIME_ZONE): Date | null {
  const match = DATE_TIME_PATTERN.exec(text.trim());
  if (!match) return null;
  const [year, month, day, hour = 0, minute = 0, second = 0] = match.slice(1).map((part) => Number(part ?? 0));
  const date = instantOf({ year: year!, month: month!, day: day!, hour, minute, second }, timeZone);
  // Date.UTC rolls 2024-02-30 over to March; a round trip tells a real date from that.
  const normalised = match[4] === undefined ? `${match[0]} 00:00:00` : match[0];
  return formatDateTime(date, timeZone) === normalised ? date : null;
}

/** Cash in fen as yuan with two decimals: 1234 -> '12.34', -5 -> '-0.05'. */
export function formatYuan(fen: number): string {
  const whole = Math.round(fen);
  const sign = whole < 0 ? '-' : '';
  const abs = Math.abs(whole);
  return `${sign}${Math.floor(abs / 100)}.${pad2(abs % 100)}`;
}
