import { describe, expect, test } from 'vitest';
import { memoryStorage } from './memoryStorage.ts';
import { PLAYBACK_PROGRESS_MAX, playbackProgressStore, WATCHED_TO_END_SECONDS } from './playbackProgress.ts';

describe('playback progress', () => {
  test('offers back the saved position, in whole seconds', () => {
    const progress = playbackProgressStore(memoryStorage());
    expect(progress.positionOf('a')).toBeUndefined();
    progress.save('a', 95.7);
    expect(progress.positionOf('a')).toBe(95);
    progress.save('a', 120);
    expect(progress.positionOf('a')).toBe(120);
  });

  test('a position under one second, or not a number, forgets the video', () => {
    const progress = playbackProgressStore(memoryStorage());
    progress.save('a', 30);
    progress.save('a', 0.4);
    expect(progress.positionOf('a')).toBeUndefined();
    progress.save('b', 30);
    progress.save('b', Number.NaN);
    expect(progress.positionOf('b')).toBeUndefined();
  });

  test(`a position within ${WATCHED_TO_END_SECONDS} s of the end means watched: nothing to resume`, () => {
    expect(WATCHED_TO_END_SECONDS).toBe(10);
    const progress = playbackProgressStore(memoryStorage());
    progress.save('a', 589, 600);
    expect(progress.positionOf('a')).toBe(589);
    progress.save('a', 590, 600);
    expect(progress.positionOf('a')).toBeUndefined();
    // An unknown duration saves the position as it is.
    progress.save('b', 590, null);
    expect(progress.positionOf('b')).toBe(590);
  });

  test('forget removes one video only', () => {
    const progress = playbackProgressStore(memoryStorage());
    progress.save('a', 30);
    progress.save('b', 40);
    progress.forget('a');
    expect(progress.positionOf('a')).toBeUndefined();
    expect(progress.positionOf('b')).toBe(40);
  });

  test('keeps the latest 100 videos', () => {
    expect(PLAYBACK_PROGRESS_MAX).toBe(100);
    const progress = playbackProgressStore(memoryStorage());
    for (let i = 1; i <= 101; i += 1) progress.save(`v${i}`, 10);
    expect(progress.positionOf('v1')).toBeUndefined();
    expect(progress.positionOf('v2')).toBe(10);
    // Saving again refreshes a video, so it outlives those saved after it.
    progress.save('v2', 20);
    progress.save('v102', 10);
    expect(progress.positionOf('v2')).toBe(20);
    expect(progress.positionOf('v3')).toBeUndefined();
  });
});
