import { describe, expect, test } from 'vitest';
import { memoryStorage } from './memoryStorage.ts';
import { PLAYBACK_PROGRESS_MAX, playbackProgressStore, WATCHED_TO_END_SECONDS } from './playbackProgress.ts';

describe('playback progress', () => {
  test('offers back the saved position, in whole seconds', () => {
    const progress = playbackProgressStore(memoryStorage());
    expect(progress.positionOf(1)).toBeUndefined();
    progress.save(1, 95.7);
    expect(progress.positionOf(1)).toBe(95);
    progress.save(1, 120);
    expect(progress.positionOf(1)).toBe(120);
  });

  test('a position under one second, or not a number, forgets the video', () => {
    const progress = playbackProgressStore(memoryStorage());
    progress.save(1, 30);
    progress.save(1, 0.4);
    expect(progress.positionOf(1)).toBeUndefined();
    progress.save(2, 30);
    progress.save(2, Number.NaN);
    expect(progress.positionOf(2)).toBeUndefined();
  });

  test(`a position within ${WATCHED_TO_END_SECONDS} s of the end means watched: nothing to resume`, () => {
    expect(WATCHED_TO_END_SECONDS).toBe(10);
    const progress = playbackProgressStore(memoryStorage());
    progress.save(1, 589, 600);
    expect(progress.positionOf(1)).toBe(589);
    progress.save(1, 590, 600);
    expect(progress.positionOf(1)).toBeUndefined();
    // An unknown duration saves the position as it is.
    progress.save(2, 590, null);
    expect(progress.positionOf(2)).toBe(590);
  });

  test('forget removes one video only', () => {
    const progress = playbackProgressStore(memoryStorage());
    progress.save(1, 30);
    progress.save(2, 40);
    progress.forget(1);
    expect(progress.positionOf(1)).toBeUndefined();
    expect(progress.positionOf(2)).toBe(40);
  });

  test('keeps the latest 100 videos', () => {
    expect(PLAYBACK_PROGRESS_MAX).toBe(100);
    const progress = playbackProgressStore(memoryStorage());
    for (let i = 1; i <= 101; i += 1) progress.save(i, 10);
    expect(progress.positionOf(1)).toBeUndefined();
    expect(progress.positionOf(2)).toBe(10);
    // Saving again refreshes a video, so it outlives those saved after it.
    progress.save(2, 20);
    progress.save(102, 10);
    expect(progress.positionOf(2)).toBe(20);
    expect(progress.positionOf(3)).toBeUndefined();
  });
});
