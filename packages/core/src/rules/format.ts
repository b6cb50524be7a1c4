/**
 * How numbers, durations, sizes and dates read on screen, and the one parser of the API's
 * date-time text. Dates are shown and parsed in the business time zone, Asia/Shanghai
 * (UTC+8, no daylight saving), whatever time zone the device or the server runs in.
 */
import type { DateText, DateTimeText } from '../api/types.ts';

/** Asia/Shanghai: UTC+8 all year. */
export const BUSINESS_UTC_OFFSET_MINUTES = 480;
/** Heat counts from this value on read in 万 (ten thousands). */
export const HEAT_WAN = 10_000;
/** Cache sizes step up a unit every 1024 (docs/product.md section 9). */
export const CACHE_SIZE_STEP = 1024;
export const CACHE_SIZE_UNITS = ['B', 'KB', 'MB', 'GB'] as const;

const MS_PER_MINUTE = 60_000;
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

/** The wall-clock fields of `date` in a zone `offsetMinutes` east of UTC. */
function wallClock(date: Date, offsetMinutes: number): Date {
  return new Date(date.getTime() + offsetMinutes * MS_PER_MINUTE);
}

/** 'YYYY-MM-DD' in the business time zone (or the given offset). */
export function formatDate(date: Date, timeZoneOffsetMinutes = BUSINESS_UTC_OFFSET_MINUTES): DateText {
  const wall = wallClock(date, timeZoneOffsetMinutes);
  return `${wall.getUTCFullYear()}-${pad2(wall.getUTCMonth() + 1)}-${pad2(wall.getUTCDate())}`;
}

/** 'YYYY-MM-DD HH:mm:ss' in the business time zone (or the given offset). */
export function formatDateTime(date: Date, timeZoneOffsetMinutes = BUSINESS_UTC_OFFSET_MINUTES): DateTimeText {
  const wall = wallClock(date, timeZoneOffsetMinutes);
  const time = `${pad2(wall.getUTCHours())}:${pad2(wall.getUTCMinutes())}:${pad2(wall.getUTCSeconds())}`;
  return `${formatDate(date, timeZoneOffsetMinutes)} ${time}`;
}

/**
 * The inverse of formatDateTime: 'YYYY-MM-DD HH:mm:ss' (or a bare 'YYYY-MM-DD', read as
 * midnight) in the business time zone. Anything else, including impossible dates such as
 * '2024-02-30', is null: an unreadable vipDate must never count as a valid one.
 */
export function parseDateTime(text: string, timeZoneOffsetMinutes = BUSINESS_UTC_OFFSET_MINUTES): Date | null {
  const match = DATE_TIME_PATTERN.exec(text.trim());
  if (!match) return null;
  const [year, month, day, hours = 0, minutes = 0, seconds = 0] = match.slice(1).map((part) => Number(part ?? 0));
  const wallMs = Date.UTC(year!, month! - 1, day!, hours, minutes, seconds);
  const date = new Date(wallMs - timeZoneOffsetMinutes * MS_PER_MINUTE);
  // Date.UTC rolls 2024-02-30 over to March; a round trip tells a real date from that.
  const roundTrip = formatDateTime(date, timeZoneOffsetMinutes);
  const normalised = match[4] === undefined ? `${match[0]} 00:00:00` : match[0];
  return roundTrip === normalised ? date : null;
}

/** Cash in fen as yuan with two decimals: 1234 -> '12.34', -5 -> '-0.05'. */
export function formatYuan(fen: number): string {
  const whole = Math.round(fen);
  const sign = whole < 0 ? '-' : '';
  const abs = Math.abs(whole);
  return `${sign}${Math.floor(abs / 100)}.${pad2(abs % 100)}`;
}
