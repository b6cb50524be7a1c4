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
  DEFAULT_VIP_PLANS,
  checkFreeAmount,
  ORDER_STATE_POLLS,
  ORDER_STATE_POLL_MS,
  isFreeAmountOption,
  offerTimeLeft,
  VIP_PLAN_DAYS_MAX,
  VIP_PLAN_DAYS_MIN,
  VIP_PLAN_PRICE_MAX,
  VIP_PLAN_PRICE_MIN,
  vipPlanComSpec,
  vipPlanGoods,
  vipPlanOfGoods,
  withFreeOption,
} from './commerce.ts';

describe('VIP plans', () => {
  test('pin days and price by index, and the default', () => {
    expect(DEFAULT_VIP_PLANS.map(({ index, days, price }) => [index, days, price])).toEqual([
      [0, 30, 30],
      [1, 90, 100],
      [2, 365, 200],
      [3, 3650, 500],
    ]);
    expect(DEFAULT_VIP_PLAN_INDEX).toBe(0);
  });

  test('an owner prices a plan at 1..100000 whole yuan, for 1..3650 days', () => {
    expect([VIP_PLAN_PRICE_MIN, VIP_PLAN_PRICE_MAX, VIP_PLAN_DAYS_MIN, VIP_PLAN_DAYS_MAX]).toEqual([1, 100_000, 1, 3650]);
  });

  test("a plan's comSpec is its days, as the original client sends it", () => {
    expect(DEFAULT_VIP_PLANS.map(vipPlanComSpec)).toEqual(['30', '90', '365', '3650']);
  });

  test('a plan goes on the goods list with its index, days and price, and comes back whole', () => {
    const plan = { index: 2, days: 400, price: 188 };
    expect(vipPlanGoods(plan)).toMatchObject({ id: 2, commoditySpecification: '400', duration: '400天', price: 188, time: 400 });
    expect(vipPlanOfGoods(vipPlanGoods(plan))).toEqual(plan);
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
    expect(ORDER_STATE_POLLS).toBe(5);
    expect(ORDER_STATE_POLL_MS).toBe(1500);
  });
});

describe('checkFreeAmount', () => {
  test('keeps whole yuan within 10..5000', () => {
    expect(checkFreeAmount('10')).toEqual({ amount: 10 });
    expect(checkFreeAmount(' 250 ')).toEqual({ amount: 250 });
    expect(checkFreeAmount('5000')).toEqual({ amount: 5000 });
    expect(checkFreeAmount('30.00')).toEqual({ amount: 30 });
  });

  test('refuses a fraction of a yuan instead of changing it (12.5 once became 125)', () => {
    for (const typed of ['12.5', '99.9', '.5', '10.01']) {
      expect(checkFreeAmount(typed)).toEqual({ amount: null, message: '充值金额须为整数（元），不支持小数' });
    }
  });

  test('refuses a negative amount instead of dropping the sign (-20 once became 20)', () => {
    for (const typed of ['-20', '-0.5', '- 100']) {
      expect(checkFreeAmount(typed)).toEqual({ amount: null, message: '金额不能为负数' });
    }
  });

  test('raises a low amount to 10 and lowers a high one to 5000, saying so', () => {
    expect(checkFreeAmount('9')).toEqual({ amount: 10, message: '最低金额为10，已自动修改' });
    expect(checkFreeAmount('0')).toEqual({ amount: 10, message: '最低金额为10，已自动修改' });
    expect(checkFreeAmount('5001')).toEqual({ amount: 5000, message: '最高金额为5000，已自动修改' });
  });

  test('an empty field asks for an amount; anything else is not an amount', () => {
    expect(checkFreeAmount('  ')).toEqual({ amount: null, message: '请输入充值金额' });
    for (const typed of ['abc', '1e3', '12a', '.', '1.2.3', '０x10']) {
      expect(checkFreeAmount(typed)).toEqual({ amount: null, message: '请输入有效的金额' });
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
