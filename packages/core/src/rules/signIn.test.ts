import { describe, expect, test } from 'vitest';
import {
  COMMODITY_TYPE_COINS,
  COMMODITY_TYPE_VIP_DAYS,
  DAILY_LOGIN_COINS,
  FIRST_VIP_COINS,
  INVITE_VIP_DAYS,
  SIGN_IN_CYCLE_DAYS,
  SIGN_IN_REWARDS,
  WATCH_TASK_COINS,
  WATCH_TASK_SECONDS,
  commodityTypeFor,
  signInCycleDay,
  signInReward,
  signInRewardLabel,
  watchTaskReached,
} from './signIn.ts';

describe('sign-in constants', () => {
  test('the cycle is 7 days with the spec rewards', () => {
    expect(SIGN_IN_CYCLE_DAYS).toBe(7);
    expect(SIGN_IN_REWARDS).toEqual([
      { kind: 'coins', amount: 1 },
      { kind: 'coins', amount: 1 },
      { kind: 'vipDays', amount: 1 },
      { kind: 'coins', amount: 2 },
      { kind: 'coins', amount: 2 },
      { kind: 'coins', amount: 3 },
      { kind: 'vipDays', amount: 3 },
    ]);
  });

  test('the tasks pay what the spec says', () => {
    expect(DAILY_LOGIN_COINS).toBe(1);
    expect(WATCH_TASK_SECONDS).toBe(1200);
    expect(WATCH_TASK_COINS).toBe(2);
    expect(FIRST_VIP_COINS).toBe(5);
    expect(INVITE_VIP_DAYS).toBe(1);
    expect(COMMODITY_TYPE_COINS).toBe(1);
    expect(COMMODITY_TYPE_VIP_DAYS).toBe(2);
  });
});

describe('signInCycleDay', () => {
  test.each([
    [0, null],
    [-1, null],
    [1.5, null],
    [1, 0],
    [3, 2],
    [7, 6],
    [8, 0],
    [14, 6],
    [15, 0],
  ])('count %s highlights %s', (count, day) => {
    expect(signInCycleDay(count)).toBe(day);
  });
});

describe('signInReward', () => {
  test.each([
    [0, { kind: 'coins', amount: 1 }],
    [1, { kind: 'coins', amount: 1 }],
    [2, { kind: 'vipDays', amount: 1 }],
    [3, { kind: 'coins', amount: 2 }],
    [5, { kind: 'coins', amount: 3 }],
    [6, { kind: 'vipDays', amount: 3 }],
    [7, { kind: 'coins', amount: 1 }],
    [-4, { kind: 'coins', amount: 1 }],
  ])('after %s days in a row the next sign-in gives %o', (count, reward) => {
    expect(signInReward(count)).toEqual(reward);
  });
});

describe('commodityTypeFor', () => {
  test('VIP days (cycle days 3 and 7) send 2, coins send 1', () => {
    expect(SIGN_IN_REWARDS.map(commodityTypeFor)).toEqual([1, 1, 2, 1, 1, 1, 2]);
  });
});

describe('signInRewardLabel', () => {
  test('reads coins and VIP days from the catalogue', () => {
    expect(signInRewardLabel({ kind: 'coins', amount: 2 })).toBe('2金币');
    expect(signInRewardLabel({ kind: 'vipDays', amount: 3 })).toBe('3天VIP');
  });
});

describe('watchTaskReached', () => {
  test('needs 20 full minutes', () => {
    expect(watchTaskReached(1199)).toBe(false);
    expect(watchTaskReached(1200)).toBe(true);
  });
});
