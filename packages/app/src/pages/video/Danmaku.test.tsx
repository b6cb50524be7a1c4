import { INITIAL_PLAYBACK } from '@nocturne/core';
import { describe, expect, test, vi } from 'vitest';
import { createPlaybackFeed } from './Danmaku.tsx';

describe('the playback feed the danmaku follow', () => {
  test('playing means moving: paused, ended or waiting for data is not', () => {
    const feed = createPlaybackFeed();
    feed.publish({ ...INITIAL_PLAYBACK, paused: false, currentTime: 3 });
    expect(feed.get()).toEqual({ seconds: 3, playing: true, rate: 1 });
    feed.publish({ ...INITIAL_PLAYBACK, paused: false, waiting: true, currentTime: 3 });
    expect(feed.get().playing).toBe(false);
    feed.publish({ ...INITIAL_PLAYBACK, paused: false, ended: true, currentTime: 3 });
    expect(feed.get().playing).toBe(false);
  });

  test('长按倍速 counts as 2x; the chosen speed otherwise', () => {
    const feed = createPlaybackFeed();
    feed.publish({ ...INITIAL_PLAYBACK, paused: false, rate: 1.5 });
    expect(feed.get().rate).toBe(1.5);
    feed.publish({ ...INITIAL_PLAYBACK, paused: false, rate: 1.5, boosted: true });
    expect(feed.get().rate).toBe(2);
  });

  test('listeners hear only changes of position, playing or speed', () => {
    const feed = createPlaybackFeed();
    const listener = vi.fn();
    const stop = feed.subscribe(listener);
    feed.publish({ ...INITIAL_PLAYBACK, currentTime: 1 });
    feed.publish({ ...INITIAL_PLAYBACK, currentTime: 1, bufferedEnd: 9 });
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    feed.publish({ ...INITIAL_PLAYBACK, currentTime: 2 });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
