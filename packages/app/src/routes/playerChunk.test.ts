import { afterEach, expect, test, vi } from 'vitest';
import { firstRenderAfter, PLAYER_CHUNK_WAIT_MS } from './playerChunk.ts';

afterEach(() => vi.useRealTimers());

test('renders at once when no player chunk was started', async () => {
  await expect(firstRenderAfter(null)).resolves.toBeUndefined();
});

test('waits for the started player chunk, so the first render has the page itself', async () => {
  vi.useFakeTimers();
  let arrive!: () => void;
  const chunk = new Promise<void>((resolve) => (arrive = resolve));
  const rendered = vi.fn();
  void firstRenderAfter(chunk).then(rendered);
  await vi.advanceTimersByTimeAsync(200);
  expect(rendered).not.toHaveBeenCalled();
  arrive();
  await vi.advanceTimersByTimeAsync(0);
  expect(rendered).toHaveBeenCalledTimes(1);
});

test('waits at most one second for a chunk that does not come', async () => {
  vi.useFakeTimers();
  expect(PLAYER_CHUNK_WAIT_MS).toBe(1000);
  const rendered = vi.fn();
  void firstRenderAfter(new Promise(() => undefined)).then(rendered);
  await vi.advanceTimersByTimeAsync(PLAYER_CHUNK_WAIT_MS - 1);
  expect(rendered).not.toHaveBeenCalled();
  await vi.advanceTimersByTimeAsync(1);
  expect(rendered).toHaveBeenCalledTimes(1);
});
