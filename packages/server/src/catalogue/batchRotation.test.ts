import { describe, expect, test } from 'vitest';
import { batchPositions } from './batchRotation.ts';

// BatchRotation's turns live in the database: test/batchTurns.test.ts.

describe('batchPositions', () => {
  test('a pool bigger than a batch moves on a whole batch a turn, wrapping round', () => {
    expect(batchPositions(12, 5, 0)).toEqual([0, 1, 2, 3, 4]);
    expect(batchPositions(12, 5, 1)).toEqual([5, 6, 7, 8, 9]);
    expect(batchPositions(12, 5, 2)).toEqual([10, 11, 0, 1, 2]);
  });

  test('consecutive batches always differ when the pool allows it', () => {
    for (const total of [2, 3, 5, 6, 7, 10, 12, 25]) {
      for (let turn = 0; turn < 30; turn += 1) {
        expect(batchPositions(total, 5, turn + 1), `${total} videos, turn ${turn}`).not.toEqual(batchPositions(total, 5, turn));
      }
    }
  });

  test('a pool no bigger than a batch is shown whole, starting one further each turn', () => {
    expect(batchPositions(3, 5, 0)).toEqual([0, 1, 2]);
    expect(batchPositions(3, 5, 1)).toEqual([1, 2, 0]);
  });

  test('an empty pool has no batch', () => {
    expect(batchPositions(0, 5, 3)).toEqual([]);
  });
});
