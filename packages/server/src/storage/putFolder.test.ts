import { expect, test } from 'vitest';
import { eachAtOnce } from './putFolder.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('after a failure nothing new starts, and the failure is thrown only once the items under way have ended', async () => {
  const started: number[] = [];
  const finished: number[] = [];
  const run = eachAtOnce([0, 1, 2, 3, 4, 5, 6], async (item) => {
    started.push(item);
    if (item === 0) {
      await sleep(5);
      throw new Error('item 0 failed');
    }
    await sleep(40);
    finished.push(item);
  });
  await expect(run).rejects.toThrow('item 0 failed');
  // Four at once: 0 failed while 1, 2 and 3 were under way; they ended before the rejection.
  expect(finished.sort()).toEqual([1, 2, 3]);
  expect(started.sort()).toEqual([0, 1, 2, 3]);
});

test('without a failure every item runs once', async () => {
  const seen: number[] = [];
  await eachAtOnce([1, 2, 3, 4, 5, 6, 7, 8, 9], async (item) => {
    await sleep(item % 3);
    seen.push(item);
  });
  expect(seen.sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
});
