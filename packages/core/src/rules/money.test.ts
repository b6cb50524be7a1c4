import { describe, expect, test } from 'vitest';
import { FEN_PER_YUAN, fenToYuan, formatYuanAmount, yuanToFen } from './money.ts';

describe('fenToYuan', () => {
  test('pins 100 fen to the yuan', () => {
    expect(FEN_PER_YUAN).toBe(100);
  });

  test.each([
    [0, 0],
    [1, 0.01],
    [1250, 12.5],
    [1234, 12.34],
    [-5, -0.05],
  ])('%s fen is %s yuan', (fen, yuan) => {
    expect(fenToYuan(fen)).toBe(yuan);
  });
});

describe('yuanToFen', () => {
  test.each([
    [0, 0],
    [12.5, 1250],
    [12.34, 1234],
    [0.29, 29],
    [1.005 + 0.005, 101],
    [5000, 500_000],
  ])('%s yuan is %s fen', (yuan, fen) => {
    expect(yuanToFen(yuan)).toBe(fen);
  });

  test.each([12.345, Number.NaN, Number.POSITIVE_INFINITY])('%s is not an amount of whole fen', (yuan) => {
    expect(yuanToFen(yuan)).toBeNull();
  });

  test('round-trips every fen amount up to 100 yuan', () => {
    for (let fen = 0; fen <= 10_000; fen += 1) expect(yuanToFen(fenToYuan(fen))).toBe(fen);
  });
});

describe('formatYuanAmount', () => {
  test.each([
    [12.5, '12.50'],
    [0, '0.00'],
    [123.45, '123.45'],
    [0.29, '0.29'],
    [Number.NaN, '0.00'],
  ])('%s yuan reads %s', (yuan, text) => {
    expect(formatYuanAmount(yuan)).toBe(text);
  });
});
