import { zhCNMine } from '../messages/screens/index.ts';
import { describe, expect, test } from 'vitest';
import type { Member } from '../api/types.ts';
import {
  MS_PER_DAY,
  TOP_VIP_LEVEL,
  TRIAL_VIP_PERIOD,
  VIP_BADGE_COUNT,
  canEnterDarkWeb,
  isVip,
  isVipUntil,
  vipBadgeIndex,
  vipDaysLeft,
  vipExpiry,
  vipStatus,
} from './vip.ts';

// 2025-03-10 12:00:00 in Shanghai.
const NOW = new Date('2025-03-10T04:00:00.000Z');

type VipFields = Pick<Member, 'memberVip' | 'vipPeriod' | 'vipDate'>;
const member = (fields: Partial<VipFields>): VipFields => ({ memberVip: 0, vipPeriod: 0, vipDate: '', ...fields });

describe('VIP constants', () => {
  test('pin the spec numbers', () => {
    expect(TOP_VIP_LEVEL).toBe(3);
    expect(TRIAL_VIP_PERIOD).toBe(5);
    expect(VIP_BADGE_COUNT).toBe(6);
    expect(MS_PER_DAY).toBe(86_400_000);
  });
});

describe('isVip', () => {
  test('a plan with a future expiry is VIP', () => {
    expect(isVip(member({ vipPeriod: 1, vipDate: '2025-03-10 12:00:01' }), NOW)).toBe(true);
  });

  test('a level without a plan and a future expiry is VIP', () => {
    expect(isVip(member({ memberVip: 1, vipDate: '2025-04-01 00:00:00' }), NOW)).toBe(true);
  });

  test('the expiry instant itself is no longer VIP', () => {
    expect(isVip(member({ vipPeriod: 2, vipDate: '2025-03-10 12:00:00' }), NOW)).toBe(false);
  });

  test('a future date with neither plan nor level is not VIP', () => {
    expect(isVip(member({ vipDate: '2030-01-01 00:00:00' }), NOW)).toBe(false);
  });

  test('an empty or unreadable vipDate is not VIP', () => {
    expect(isVip(member({ vipPeriod: 3, memberVip: 3 }), NOW)).toBe(false);
    expect(isVip(member({ vipPeriod: 3, vipDate: 'soon' }), NOW)).toBe(false);
  });

  test('vipDate is Shanghai time, not the machine zone', () => {
    // 11:59:59 Shanghai is 03:59:59 UTC, one second before NOW.
    expect(isVip(member({ vipPeriod: 1, vipDate: '2025-03-10 11:59:59' }), NOW)).toBe(false);
    expect(vipExpiry(member({ vipDate: '2025-03-10 12:00:00' }))?.getTime()).toBe(NOW.getTime());
  });

  test("vipDate is read in the server's zone when the client knows it (getConfig's timeZone)", () => {
    // 12:00 in Berlin (UTC+1 in March) is 11:00 UTC, after NOW; 12:00 in Shanghai is NOW itself.
    const vip = member({ vipPeriod: 1, vipDate: '2025-03-10 12:00:00' });
    expect(isVip(vip, NOW, 'Europe/Berlin')).toBe(true);
    expect(vipExpiry(vip, 'Europe/Berlin')?.toISOString()).toBe('2025-03-10T11:00:00.000Z');
    expect(vipStatus(vip, NOW, 'Europe/Berlin').isVip).toBe(true);
    expect(isVip(vip, NOW)).toBe(false);
  });
});

describe('isVipUntil', () => {
  test('is the same rule over an expiry held as a Date (the server reads it so)', () => {
    const held = { vipPeriod: 0, memberVip: 0 };
    expect(isVipUntil(new Date(NOW.getTime() + 1000), { ...held, vipPeriod: 1 }, NOW)).toBe(true);
    expect(isVipUntil(new Date(NOW.getTime() + 1000), { ...held, memberVip: 1 }, NOW)).toBe(true);
    expect(isVipUntil(NOW, { ...held, vipPeriod: 1 }, NOW)).toBe(false);
    expect(isVipUntil(new Date(NOW.getTime() + 1000), held, NOW)).toBe(false);
    expect(isVipUntil(null, { ...held, vipPeriod: 1 }, NOW)).toBe(false);
  });
});

describe('vipDaysLeft', () => {
  test('counts whole days, rounding up leftover hours', () => {
    expect(vipDaysLeft(new Date(NOW.getTime() + 3 * MS_PER_DAY), NOW)).toBe(3);
    expect(vipDaysLeft(new Date(NOW.getTime() + 3 * MS_PER_DAY + 3_600_000), NOW)).toBe(4);
    expect(vipDaysLeft(new Date(NOW.getTime() + 1000), NOW)).toBe(1);
  });

  test('is never negative', () => {
    expect(vipDaysLeft(new Date(NOW.getTime() - MS_PER_DAY), NOW)).toBe(0);
  });
});

describe('vipBadgeIndex', () => {
  test.each([
    [1, 1],
    [2, 2],
    [3, 3],
    [4, 4],
  ])('plan %i shows badge %i', (period, index) => {
    expect(vipBadgeIndex(period, true)).toBe(index);
    expect(vipBadgeIndex(period, false)).toBe(index);
  });

  test('the trial shows the last badge', () => {
    expect(vipBadgeIndex(5, true)).toBe(VIP_BADGE_COUNT - 1);
  });

  test('no plan shows the last badge while VIP and the first otherwise', () => {
    expect(vipBadgeIndex(0, true)).toBe(5);
    expect(vipBadgeIndex(0, false)).toBe(0);
  });
});

describe('vipStatus', () => {
  test('not VIP reads the not-VIP line with the first badge', () => {
    expect(vipStatus(member({ vipDate: '2020-01-01 00:00:00' }), NOW)).toEqual({
      isVip: false,
      daysLeft: 0,
      expiry: new Date('2019-12-31T16:00:00.000Z'),
      text: zhCNMine.notVip,
      badgeIndex: 0,
      isTrial: false,
    });
  });

  test('a plan reads the days left and the expiry date', () => {
    const status = vipStatus(member({ vipPeriod: 2, memberVip: 1, vipDate: '2025-03-12 18:00:00' }), NOW);
    expect(status).toMatchObject({ isVip: true, daysLeft: 3, badgeIndex: 2, isTrial: false });
    expect(status.text).toBe(zhCNMine.daysLeft(3, '2025-03-12'));
    expect(status.text).toBe('剩余3天，2025-03-12到期');
  });

  test('a trial reads its end time', () => {
    const status = vipStatus(member({ vipPeriod: 5, vipDate: '2025-03-11 08:30:00' }), NOW);
    expect(status).toMatchObject({ isVip: true, daysLeft: 1, badgeIndex: 5, isTrial: true });
    expect(status.text).toBe('体验会员至：2025-03-11 08:30:00');
  });

  test('an expired trial is neither VIP nor trial', () => {
    const status = vipStatus(member({ vipPeriod: 5, vipDate: '2025-03-01 00:00:00' }), NOW);
    expect(status).toMatchObject({ isVip: false, isTrial: false, text: zhCNMine.notVip, badgeIndex: 5 });
  });
});

describe('canEnterDarkWeb', () => {
  test('the top level always enters, even past its date', () => {
    expect(canEnterDarkWeb(member({ memberVip: 3, vipDate: '2020-01-01 00:00:00' }), NOW)).toBe(true);
  });

  test('a valid plan enters', () => {
    expect(canEnterDarkWeb(member({ vipPeriod: 1, vipDate: '2025-03-11 00:00:00' }), NOW)).toBe(true);
  });

  test('an expired plan does not', () => {
    expect(canEnterDarkWeb(member({ vipPeriod: 1, vipDate: '2025-03-01 00:00:00' }), NOW)).toBe(false);
  });

  test('a lower level without a plan does not', () => {
    expect(canEnterDarkWeb(member({ memberVip: 2, vipDate: '2025-04-01 00:00:00' }), NOW)).toBe(false);
  });
});
