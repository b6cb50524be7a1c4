import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { usePlaybackClock } from './Danmaku.tsx';
import { releaseScreenPlayer, takeScreenPlayer, type ScreenPlayer } from './screenPlayer.ts';

// The danmaku follow the player's one store (screenPlayer.ts), not a copy of their own.

let player: ScreenPlayer;

beforeEach(async () => {
  // The browser's own HLS: no hls.js to fake, and the stream is "loaded" at once.
  vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
  // A browser's play() before the stream has data starts nothing yet (happy-dom's fires 'playing' at once).
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  player = takeScreenPlayer();
  await player.controller.load('http://media.test/media/play/1/2/s/11.m3u8');
});

afterEach(() => {
  releaseScreenPlayer(player);
  vi.restoreAllMocks();
});

describe('where the video is, for the danmaku', () => {
  test('the position, whether it moves and at what speed (长按倍速 counts as 2x)', () => {
    const { result } = renderHook(() => usePlaybackClock());
    expect(result.current).toEqual({ seconds: 0, playing: false, rate: 1 });
    act(() => {
      player.media.currentTime = 3;
      player.media.dispatchEvent(new Event('timeupdate'));
      player.controller.setRate(1.5);
    });
    expect(result.current).toEqual({ seconds: 3, playing: false, rate: 1.5 });
    act(() => player.controller.holdRate(true));
    expect(result.current.rate).toBe(2);
  });

  test('only a change of position, playing or speed renders again, not the buffer or anything else', () => {
    let renders = 0;
    renderHook(() => {
      renders += 1;
      return usePlaybackClock();
    });
    const before = renders;
    act(() => {
      player.media.dispatchEvent(new Event('progress'));
      player.controller.setFullscreen(true);
    });
    expect(renders).toBe(before);
    act(() => {
      player.media.currentTime = 4;
      player.media.dispatchEvent(new Event('timeupdate'));
    });
    expect(renders).toBe(before + 1);
  });
});
