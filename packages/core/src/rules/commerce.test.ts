import { describe, expect, test } from 'vitest';
import type { TopUpOption } from '../api/types.ts';
import {
  DEFAULT_VIP_PLAN_INDEX,
  FREE_AMOUNT_MAX,
  FREE_AMOUNT_MIN,
  FREE_AMOUNT_OPTION,
  FREE_OPTION_SORT,
  PAYMENT_ERROR_TOAST_MS,
  SINGLE_EPISODE_COINS,
  TOP_UP_OPTIONS_SHOWN,
  VIP_PLANS,
  clampFreeAmount,
  isFreeAmountOption,
  offerTimeLeft,
  vipPlanByIndex,
  vipPlanComSpec,
  withFreeOption,
} from './commerce.ts';

describe('VIP plans', () => {
  test('pin days and price by index, and the default', () => {
    expect(VIP_PLANS.map(({ index, days, price }) => [index, days, price])).toEqual([
      [0, 30, 30],
      [1, 90, 100],
      [2, 365, 200],
      [3, 3650, 500],
    ]);
    expect(DEFAULT_VIP_PLAN_INDEX).toBe(0);
    expect(vipPlanByIndex(DEFAULT_VIP_PLAN_INDEX)).toEqual({ index: 0, days: 30, price: 30 });
  });

  test("a plan's comSpec is its days, as the original client sends it", () => {
    expect(VIP_PLANS.map(vipPlanComSpec)).toEqual(['30', '90', '365', '3650']);
  });

  test('an unknown index is a RangeError', () => {
    expect(vipPlanByIndex(3).days).toBe(3650);
    expect(() => vipPlanByIndex(4)).toThrow(RangeError);
    expect(() => vipPlanByIndex(-1)).toThrow(RangeError);
    expect(() => vipPlanByIndex(0.5)).toThrow(RangeError);
  });
});

describe('money constants', () => {
  test('pin the spec numbers', () => {
    expect(SINGLE_EPISODE_COINS).toBe(2);
    expect(FREE_AMOUNT_MIN).toBe(10);
    expect(FREE_AMOUNT_MAX).toBe(5000);
    expect(FREE_OPTION_SORT).toBe(9999);
    expect(TOP_UP_OPTIONS_SHOWN).toBe(2);
    expect(PAYMENT_ERROR_TOAST_MS).toBe(6000);
  });
});

describe('clampFreeAmount', () => {
  test('keeps an amount within 10..5000', () => {
    expect(clampFreeAmount(10)).toEqual({ amount: 10 });
    expect(clampFreeAmount('250')).toEqual({ amount: 250 });
    expect(clampFreeAmount(5000)).toEqual({ amount: 5000 });
  });

  test('drops fractions of a yuan', () => {
    expect(clampFreeAmount('99.9')).toEqual({ amount: 99 });
  });

  test('raises a low amount to 10 and says so', () => {
    expect(clampFreeAmount(9)).toEqual({ amount: 10, message: '最低金额为10，已自动修改' });
    expect(clampFreeAmount(-100)).toEqual({ amount: 10, message: '最低金额为10，已自动修改' });
  });

  test('lowers a high amount to 5000 and says so', () => {
    expect(clampFreeAmount(5001)).toEqual({ amount: 5000, message: '最高金额为5000，已自动修改' });
  });

  test('reads anything that is not a number as the minimum', () => {
    for (const value of ['', '  ', 'abc', Number.NaN]) {
      expect(clampFreeAmount(value)).toEqual({ amount: 10, message: '最低金额为10，已自动修改' });
    }
  });
});

describe('withFreeOption', () => {
  const option = (id: number): TopUpOption => ({
    id,
    commoditySpecification: `${id}`,
    commodityToSort: id,
    duration: `${id}0金币`,
    price: id * 10,
    status: 1,
    time: 0,
    type: 1,
  });

  test('appends the free option: 10-5000, price 10, sort 9999', () => {
    const result = withFreeOption([option(1), option(2)]);
    expect(result).toHaveLength(3);
    expect(result[2]).toMatchObject({ commoditySpecification: '', duration: '10-5000', price: 10, commodityToSort: 9999 });
    expect(isFreeAmountOption(result[2]!)).toBe(true);
    expect(isFreeAmountOption(result[0]!)).toBe(false);
  });

  test('adds it exactly once', () => {
    const once = withFreeOption([option(1)]);
    expect(withFreeOption(withFreeOption(once)).filter(isFreeAmountOption)).toHaveLength(1);
  });

  test('gives each list its own copy', () => {
    const [added] = withFreeOption([]);
    expect(added).toEqual(FREE_AMOUNT_OPTION);
    expect(added).not.toBe(FREE_AMOUNT_OPTION);
  });
});

describe('offerTimeLeft', () => {
  const now = new Date('2025-03-10T04:00:00.000Z'); // 12:00 in Shanghai

  test('counts down to the configured end', () => {
    expect(offerTimeLeft('2025-03-10 12:15:00', now)).toBe(900_000);
  });

  test('shows nothing without a real end, or once it has passed', () => {
    expect(offerTimeLeft('', now)).toBeNull();
    expect(offerTimeLeft('never', now)).toBeNull();
    expect(offerTimeLeft('2025-03-10 12:00:00', now)).toBeNull();
  });
});
