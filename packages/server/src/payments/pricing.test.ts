import { describe, expect, it } from 'vitest';
import { DEFAULT_VIP_PLANS, zhCNPurchase } from '@nocturne/core';
import { coinOptionComSpec, priceOrder, vipPeriodForDays } from './pricing.ts';

const coinOptions = [
  { id: 7, priceYuan: 10, coins: 10 },
  { id: 8, priceYuan: 30, coins: 32 },
];
const options = { coinOptions, vipPlans: DEFAULT_VIP_PLANS };
const vip = (index: number, comSpec: string | number, money: number) => ({ typesOf: 2 as const, index, comSpec: String(comSpec), money });
const coins = (comSpec: string, money: number, index = 0) => ({ typesOf: 1 as const, index, comSpec, money });

describe('order pricing', () => {
  it.each([
    [0, 30, 30],
    [1, 90, 100],
    [2, 365, 200],
    [3, 3650, 500],
  ])('prices VIP plan %i as the original client lists it (%i days, %i yuan)', (index, days, yuan) => {
    expect(priceOrder(vip(index, days, yuan), options)).toMatchObject({ kind: 'vip', days, amountFen: yuan * 100 });
  });

  it('refuses a VIP order whose money or days are not the plan at that index', () => {
    expect(() => priceOrder(vip(0, 30, 1), options)).toThrow(zhCNPurchase.priceChanged);
    expect(() => priceOrder(vip(3, 3650, 30), options)).toThrow(zhCNPurchase.priceChanged);
    expect(() => priceOrder(vip(0, 3650, 30), options)).toThrow(zhCNPurchase.priceChanged);
    expect(() => priceOrder(vip(4, 30, 30), options)).toThrow(zhCNPurchase.planNotFound);
  });

  it('prices a plan at the price on offer now, and refuses a plan not on offer', () => {
    const changed = { coinOptions, vipPlans: [{ index: 0, days: 31, price: 25 }] };
    expect(priceOrder(vip(0, 31, 25), changed)).toMatchObject({ kind: 'vip', planIndex: 0, days: 31, amountFen: 2500 });
    expect(() => priceOrder(vip(0, 30, 30), changed)).toThrow(zhCNPurchase.priceChanged);
    expect(() => priceOrder(vip(1, 90, 100), changed)).toThrow(zhCNPurchase.planNotFound);
  });

  it('maps plan length to vipPeriod 1..3', () => {
    expect([30, 90, 365, 3650].map(vipPeriodForDays)).toEqual([1, 2, 3, 3]);
  });

  it("prices the option the member picked, by its comSpec and price, whatever the index says", () => {
    // The original client sends index 0 for every option: pricing by index charged 10 yuan for 30.
    expect(priceOrder(coins(coinOptionComSpec(coinOptions[1]!), 30), options)).toMatchObject({ kind: 'coins', amountFen: 3000, coins: 32 });
    expect(priceOrder(coins('32', 30, 2), options)).toMatchObject({ amountFen: 3000, coins: 32 });
    expect(priceOrder(coins('10', 10), options)).toMatchObject({ amountFen: 1000, coins: 10 });
  });

  it('refuses an option price that is not on the list, and an unknown option', () => {
    expect(() => priceOrder(coins('32', 10), options)).toThrow(zhCNPurchase.priceChanged);
    expect(() => priceOrder(coins('55', 50), options)).toThrow(zhCNPurchase.optionNotFound);
  });

  it('prices a free amount (empty comSpec) of 10..5000 whole yuan at one coin a yuan', () => {
    expect(priceOrder(coins('', 10), options)).toMatchObject({ amountFen: 1000, coins: 10 });
    expect(priceOrder(coins('', 12, 9999), options)).toMatchObject({ amountFen: 1200, coins: 12 });
    expect(priceOrder(coins('', 5000), options)).toMatchObject({ amountFen: 500_000, coins: 5000 });
  });

  it.each([9, 5001, 10.5, -10, 0, Number.NaN])('refuses a free amount of %d', (amount) => {
    expect(() => priceOrder(coins('', amount), options)).toThrow(zhCNPurchase.amountOutOfRange);
  });
});
