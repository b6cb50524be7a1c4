import { describe, expect, test } from 'vitest';
import { barLayout, categoryCentres, linePath, valueAxis, yOf } from './chartGeometry.ts';

const plot = { width: 700, height: 200 };

describe('chart geometry', () => {
  test('the value axis runs from 0 to a round number at or above the largest value', () => {
    expect(valueAxis([820, 1430, null, 1290])).toEqual({ max: 1500, ticks: [0, 500, 1000, 1500] });
    expect(valueAxis([0.4, 1.2, 0.8]).max).toBeGreaterThanOrEqual(1.2);
    expect(valueAxis([0.4, 1.2, 0.8]).ticks[0]).toBe(0);
  });

  test('no figures still gives an axis (0 to 1)', () => {
    expect(valueAxis([null, null])).toEqual({ max: 1, ticks: [0, 1] });
  });

  test('categories sit in the middle of equal bands', () => {
    expect(categoryCentres(7, plot)).toEqual([50, 150, 250, 350, 450, 550, 650]);
  });

  test('0 is the bottom of the plot and the axis maximum its top', () => {
    expect(yOf(0, 1600, plot)).toBe(200);
    expect(yOf(1600, 1600, plot)).toBe(0);
    expect(yOf(800, 1600, plot)).toBe(100);
  });

  test('a line goes through each value and breaks where one is missing', () => {
    expect(linePath([0, 100, 50], 100, { width: 300, height: 100 })).toBe('M50,100L150,0L250,50');
    expect(linePath([0, null, 50], 100, { width: 300, height: 100 })).toBe('M50,100ZM250,50Z');
  });

  test('bars of two series share a band side by side, centred on the category', () => {
    const { offset, width } = barLayout(2, 7, plot);
    expect(width).toBeCloseTo(30);
    expect(offset(0)).toBeCloseTo(-30);
    expect(offset(1)).toBeCloseTo(0);
  });
});
