import { describe, expect, it } from 'vitest';
import { zhCN } from '@nocturne/core';
import { priceOrder, vipPeriodForDays } from './pricing.ts';

const options = [
  { id: 7, priceYuan: 10, coins: 10 },
  { id: 8, priceYuan: 30, coins: 32 },
];

describe('order pricing', () => {
  it.each([
    [0, 90, 10_000],
    [1, 30, 3_000],
    [2, 365, 20_000],
    [3, 3650, 50_000],
  ])('prices VIP plan %i at the spec price (%i days, %i fen)', (index, days, fen) => {
    expect(priceOrder({ typesOf: 2, index }, options)).toMatchObject({ kind: 'vip', days, amountFen: fen });
  });

  it('maps plan length to vipPeriod 1..3', () => {
    expect([30, 90, 365, 3650].map(vipPeriodForDays)).toEqual([1, 2, 3, 3]);
  });

  it('prices a coin option by its index', () => {
    expect(priceOrder({ typesOf: 1, index: 1 }, options)).toMatchObject({ kind: 'coins', amountFen: 3000, coins: 32 });
  });

  it('prices a free amount of 10..5000 yuan at one coin a yuan', () => {
    expect(priceOrder({ typesOf: 1, index: 2, amount: 10 }, options)).toMatchObject({ amountFen: 1000, coins: 10 });
    expect(priceOrder({ typesOf: 1, index: 2, amount: 5000 }, options)).toMatchObject({ amountFen: 500_000, coins: 5000 });
  });

  it.each([9, 5001, 10.5, -10])('refuses a free amount of %d', (amount) => {
    expect(() => priceOrder({ typesOf: 1, index: 2, amount }, options)).toThrow(zhCN.purchase.amountOutOfRange);
  });

  it('refuses an unknown plan or option', () => {
    expect(() => priceOrder({ typesOf: 2, index: 4 }, options)).toThrow(zhCN.purchase.planNotFound);
    expect(() => priceOrder({ typesOf: 1, index: 2 }, options)).toThrow(zhCN.purchase.optionNotFound);
  });
});
