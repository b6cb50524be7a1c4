import { expect, test } from 'vitest';
import { median, taskTableLines } from './operatorFigures.ts';

test('the median is the middle run, or halfway between the two middle ones', () => {
  expect(median([3.2, 1.1, 2.5])).toBe(2.5);
  expect(median([4, 1, 3, 2])).toBe(2.5);
  expect(() => median([])).toThrow();
});

test('a row a task: median clicks, keys and seconds, then each run, in aligned columns', () => {
  const lines = taskTableLines([
    {
      role: 'content',
      task: 'take 3 videos down',
      runs: [
        { clicks: 6, keys: 7, seconds: 2.5 },
        { clicks: 6, keys: 7, seconds: 1.234 },
        { clicks: 7, keys: 8, seconds: 9 },
      ],
    },
    { role: 'owner', task: 'change a price', runs: [{ clicks: 4, keys: 3, seconds: 1 }] },
  ]);
  expect(lines).toEqual([
    'role     task                clicks  keys  seconds  each run (s)',
    '-------  ------------------  ------  ----  -------  ------------------',
    'content  take 3 videos down  6       7     2.50     2.50 / 1.23 / 9.00',
    'owner    change a price      4       3     1.00     1.00',
  ]);
});
