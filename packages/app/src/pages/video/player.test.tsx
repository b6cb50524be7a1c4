import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { NEXT_EPISODE_COUNTDOWN_SECONDS } from '@nocturne/core';
import { loadSeekThumbnails } from './seekThumbnails.ts';
import { useNextEpisodeCountdown } from './useNextEpisodeCountdown.ts';
import { qualityAutoLabel, qualityOptions } from './controlLabels.ts';

describe('the seek thumbnails', () => {
  test('are read from the index the episode names, sprites resolved against it', async () => {
    const get = vi.fn(async () => 'WEBVTT\n\n00:00.000 --> 00:02.000\nsprite.jpg#xywh=0,0,160,90\n');
    const cues = await loadSeekThumbnails('https://media.test/m/1/thumbs.vtt?sig=x', get);
    expect(get).toHaveBeenCalledWith('https://media.test/m/1/thumbs.vtt?sig=x');
    expect(cues).toEqual([{ start: 0, end: 2, url: 'https://media.test/m/1/sprite.jpg', x: 0, y: 0, w: 160, h: 90 }]);
  });

  test('none when the episode has no index, or it fails to load', async () => {
    const get = vi.fn(async () => {
      throw new Error('offline');
    });
    expect(await loadSeekThumbnails('', get)).toEqual([]);
    expect(get).not.toHaveBeenCalled();
    expect(await loadSeekThumbnails('https://media.test/t.vtt', get)).toEqual([]);
  });
});

describe('the quality menu wording', () => {
  const levels = [
    { index: 0, height: 360, bitrate: 800_000 },
    { index: 1, height: 720, bitrate: 2_800_000 },
  ];
  test('each rendition by its height, highest first; 自动 names what it chose', () => {
    expect(qualityOptions(levels)).toEqual([
      { value: 1, label: '720P' },
      { value: 0, label: '360P' },
    ]);
    expect(qualityAutoLabel(levels, 1)).toBe('自动(720P)');
    expect(qualityAutoLabel(levels, null)).toBe('自动');
  });
});

describe('即将播放下一集', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const next = { name: '第2集' };

  test(`counts down ${NEXT_EPISODE_COUNTDOWN_SECONDS} s after the end, then plays the next episode`, () => {
    const onNext = vi.fn();
    const { result, rerender } = renderHook((props: { ended: boolean }) => useNextEpisodeCountdown({ ...props, next, onNext }), { initialProps: { ended: false } });
    expect(result.current.view).toBeNull();
    rerender({ ended: true });
    expect(result.current.view).toEqual({ name: '第2集', secondsLeft: 5 });
    for (let second = 0; second < 4; second += 1) act(() => vi.advanceTimersByTime(1000));
    expect(result.current.view?.secondsLeft).toBe(1);
    expect(onNext).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1000));
    expect(onNext).toHaveBeenCalledTimes(1);
    expect(result.current.view).toBeNull();
  });

  test('cancel stops it for this ending; play now goes at once', () => {
    const onNext = vi.fn();
    const { result } = renderHook(() => useNextEpisodeCountdown({ ended: true, next, onNext }));
    act(() => result.current.cancel());
    act(() => vi.advanceTimersByTime(10_000));
    expect(onNext).not.toHaveBeenCalled();
    expect(result.current.view).toBeNull();
    const other = renderHook(() => useNextEpisodeCountdown({ ended: true, next, onNext }));
    act(() => other.result.current.now());
    expect(onNext).toHaveBeenCalledTimes(1);
  });

  test('no next episode, or not ended: no card', () => {
    const onNext = vi.fn();
    const { result } = renderHook(() => useNextEpisodeCountdown({ ended: true, next: null, onNext }));
    expect(result.current.view).toBeNull();
    act(() => vi.advanceTimersByTime(10_000));
    expect(onNext).not.toHaveBeenCalled();
  });
});
