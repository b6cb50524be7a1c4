import { describe, expect, test } from 'vitest';
import { formatCount, formatFen, formatMs, formatShare, shortDay } from './figures.ts';

describe('how the console writes figures', () => {
  test('money in fen is shown in yuan with two decimals', () => {
    expect(formatFen(4000)).toBe('¥40.00');
    expect(formatFen(123456)).toBe('¥1,234.56');
  });

  test('counts, durations, shares and days', () => {
    expect(formatCount(12345)).toBe('12,345');
    expect(formatMs(820)).toBe('820 毫秒');
    expect(formatMs(1400)).toBe('1.4 秒');
    expect(formatShare(0.0909)).toBe('9.1%');
    expect(shortDay('2026-06-01')).toBe('6/1');
  });
});
