/**
 * THE VIP rule (docs/product.md, "One source of truth for VIP"). docs/product.md section 4 describes three
 * slightly different rules on three pages; the app and the server both use this one:
 *
 * - `vipDate` is the expiry, 'YYYY-MM-DD HH:mm:ss' in the business time zone (timeZone.ts:
 *   the server's, from getConfig; every function here takes it, the default's by default).
 * - A member is VIP while the expiry is in the future AND they hold a plan or a level
 *   (`vipPeriod > 0 || memberVip > 0`). A stray future date on a member with neither
 *   (vipPeriod 0, memberVip 0) is not VIP: that is what "0 means none" says.
 * - `vipPeriod` picks the plan and badge (5 = trial); `memberVip` 3 is the top level.
 */
import { zhCNMine } from '../messages/screens/index.ts';
import type { Member } from '../api/types.ts';
import { formatDate, formatDateTime, parseDateTime } from './format.ts';
import { BUSINESS_TIME_ZONE } from './timeZone.ts';

/** memberVip of the top VIP level, which always opens the dark web. */
export const TOP_VIP_LEVEL = 3;
/** vipPeriod of a trial membership. */
export const TRIAL_VIP_PERIOD = 5;
/** Badge images, index 0 (no VIP) to 5 (the last, also the trial's). */
export const VIP_BADGE_COUNT = 6;
export const MS_PER_DAY = 86_400_000;

type VipFields = Pick<Member, 'memberVip' | 'vipPeriod' | 'vipDate'>;

export interface VipStatus {
  isVip: boolean;
  /** Whole days left, a started day counting as a day; 0 when not VIP. */
  daysLeft: number;
  /** The parsed vipDate; null when empty or unreadable. */
  expiry: Date | null;
  /** The status line of the profile and top-up pages. */
  text: string;
  /** Index into the VIP_BADGE_COUNT badge images. */
  badgeIndex: number;
  isTrial: boolean;
}

/** The expiry the member's vipDate names, or null. */
export function vipExpiry(member: Pick<Member, 'vipDate'>, timeZone: string = BUSINESS_TIME_ZONE): Date | null {
  return member.vipDate ? parseDateTime(member.vipDate, timeZone) : null;
}

/** True while the member's VIP is valid at `now`. */
export function isVip(member: VipFields, now: Date, timeZone: string = BUSINESS_TIME_ZONE): boolean {
  return isVipUntil(vipExpiry(member, timeZone), member, now);
}

/**
 * The same rule over an expiry already held as a Date (the server's `vip_expires_at`): the
 * one place the rule is written.
 */
export function isVipUntil(expiry: Date | null, held: { memberVip: number; vipPeriod: number }, now: Date): boolean {
  return expiry !== null && expiry.getTime() > now.getTime() && (held.vipPeriod > 0 || held.memberVip > 0);
}

/** Whole days from `now` to `expiry`, rounded up when hours are left over; never negative. */
export function vipDaysLeft(expiry: Date, now: Date): number {
  return Math.max(0, Math.ceil((expiry.getTime() - now.getTime()) / MS_PER_DAY));
}

/**
 * The badge: 5 (trial) the last, 1-4 their own, 0 the last while VIP (a level without a
 * plan) and the first otherwise.
 */
export function vipBadgeIndex(vipPeriod: number, valid: boolean): number {
  const last = VIP_BADGE_COUNT - 1;
  if (vipPeriod >= 1 && vipPeriod < last) return vipPeriod;
  if (vipPeriod === TRIAL_VIP_PERIOD) return last;
  return valid ? last : 0;
}

/** Everything a page shows about a member's VIP at `now`. */
export function vipStatus(member: VipFields, now: Date, timeZone: string = BUSINESS_TIME_ZONE): VipStatus {
  const expiry = vipExpiry(member, timeZone);
  const valid = isVip(member, now, timeZone);
  const isTrial = valid && member.vipPeriod === TRIAL_VIP_PERIOD;
  const daysLeft = valid && expiry ? vipDaysLeft(expiry, now) : 0;
  let text: string = zhCNMine.notVip;
  if (valid && expiry) {
    text = isTrial ? zhCNMine.trialUntil(formatDateTime(expiry, timeZone)) : zhCNMine.daysLeft(daysLeft, formatDate(expiry, timeZone));
  }
  return { isVip: valid, daysLeft, expiry, text, badgeIndex: vipBadgeIndex(member.vipPeriod, valid), isTrial };
}

/**
 * The dark-web gate (docs/product.md sections 4 and 6): the top level always enters; otherwise a
 * plan (vipPeriod > 0) that is still valid.
 */
export function canEnterDarkWeb(member: VipFields, now: Date, timeZone: string = BUSINESS_TIME_ZONE): boolean {
  return member.memberVip === TOP_VIP_LEVEL || (member.vipPeriod > 0 && isVip(member, now, timeZone));
}
