import { expect, test } from 'vitest';
import { ReadCache } from '../src/http/readCache.ts';
import { TestClock } from './harness.ts';

test('a burst of reads costs one load, and the value refreshes after the TTL', async () => {
  const clock = new TestClock();
  const cache = new ReadCache(2000, clock.now);
  let loads = 0;
  const load = async () => ++loads;
  expect(await Promise.all(Array.from({ length: 50 }, () => cache.get('index', load)))).toEqual(Array(50).fill(1));
  clock.advance(1999);
  expect(await cache.get('index', load)).toBe(1);
  clock.advance(1);
  expect(await cache.get('index', load)).toBe(2);
  expect(await cache.get('other', load)).toBe(3);
});

test('a failed load is not remembered; TTL 0 never caches', async () => {
  const clock = new TestClock();
  const cache = new ReadCache(2000, clock.now);
  await expect(cache.get('x', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
  expect(await cache.get('x', async () => 'up')).toBe('up');
  let loads = 0;
  const off = new ReadCache(0, clock.now);
  await off.get('x', async () => ++loads);
  await off.get('x', async () => ++loads);
  expect(loads).toBe(2);
});
