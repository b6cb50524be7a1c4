import { describe, expect, test, vi } from 'vitest';
import { ageGateFlag, firstVisitFlag, identityCardFlag, installOverlayFlag, popupAdFlag } from './flag.ts';
import { memoryStorage } from './memoryStorage.ts';
import { SIGNED_DATES_MAX, signedDatesStore } from './signedDates.ts';
import { SESSION_KEYS, STORAGE_KEYS } from './storageKeys.ts';
import { watchRewardStore } from './watchReward.ts';

describe('flags', () => {
  test.each([
    ['identity card', identityCardFlag, STORAGE_KEYS.identityCardShown],
    ['age gate', ageGateFlag, STORAGE_KEYS.ageConfirmed],
    ['install overlay', installOverlayFlag, SESSION_KEYS.installOverlayShown],
    ['popup ad', popupAdFlag, SESSION_KEYS.showGuanggao],
    ['first visit', firstVisitFlag, SESSION_KEYS.firstVisit],
  ])('%s flag starts unset, is remembered under its key, and clears', (_name, create, key) => {
    const storage = memoryStorage();
    const flag = create(storage);
    expect(flag.isSet()).toBe(false);
    flag.set();
    expect(create(storage).isSet()).toBe(true);
    expect(storage.entries.get(key)).toBe('true');
    flag.clear();
    expect(flag.isSet()).toBe(false);
  });

  test("the popup ad's once-a-session flag uses docs/product.md's showGuanggao session key", () => {
    expect(SESSION_KEYS.showGuanggao).toBe('showGuanggao');
  });

  test('a flag holding something other than a boolean reads as unset', () => {
    const logger = vi.fn();
    expect(ageGateFlag(memoryStorage({ [STORAGE_KEYS.ageConfirmed]: '"yes"' }), logger).isSet()).toBe(false);
    expect(logger).toHaveBeenCalled();
  });
});

describe('signed dates', () => {
  test('remembers days signed, newest first, once each', () => {
    const signed = signedDatesStore(memoryStorage());
    signed.add('2026-11-20');
    signed.add('2026-11-21');
    signed.add('2026-11-21');
    expect(signed.list()).toEqual(['2026-11-21', '2026-11-20']);
    expect(signed.has('2026-11-20')).toBe(true);
    expect(signed.has('2026-11-22')).toBe(false);
  });

  test(`keeps the latest ${SIGNED_DATES_MAX} days`, () => {
    expect(SIGNED_DATES_MAX).toBe(31);
    const signed = signedDatesStore(memoryStorage());
    for (let day = 1; day <= 40; day += 1) signed.add(`2026-01-${String(day).padStart(2, '0')}`);
    expect(signed.list()).toHaveLength(31);
    expect(signed.has('2026-01-09')).toBe(false);
    expect(signed.has('2026-01-10')).toBe(true);
  });

  test('a value that is not a list of YYYY-MM-DD days reads as empty', () => {
    const signed = signedDatesStore(memoryStorage({ [STORAGE_KEYS.signedDates]: '["21/11/2026"]' }), vi.fn());
    expect(signed.list()).toEqual([]);
  });
});

describe('watch reward', () => {
  test('is claimed only on the day it was marked', () => {
    const storage = memoryStorage();
    const reward = watchRewardStore(storage);
    expect(reward.claimedOn('2026-11-22')).toBe(false);
    reward.markClaimed('2026-11-22');
    expect(reward.claimedOn('2026-11-22')).toBe(true);
    expect(reward.claimedOn('2026-11-23')).toBe(false);
    expect(storage.entries.get(STORAGE_KEYS.vipVideoDate)).toBe('"2026-11-22"');
  });
});
