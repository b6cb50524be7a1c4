import { INITIAL_PLAYBACK, type HlsController } from '@nocturne/core';
import { renderHook } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { usePlayerValue } from './usePlayerValue.ts';

type Page = Parameters<typeof usePlayerValue>[0];

function page(overrides: Partial<Page> = {}): Page {
  return {
    controller: undefined,
    entitled: false,
    previewSeconds: 10,
    catalogueSeconds: 24,
    thumbnailAt: undefined,
    nextEpisode: { view: null, now: vi.fn(), cancel: vi.fn() },
    setFullscreen: vi.fn(),
    ...overrides,
  };
}

// No player is held here: the screen's store answers INITIAL_PLAYBACK.
describe("the page's player value", () => {
  test('without entitlement the clock shows the catalogue length and the bar the preview limit', () => {
    const { result } = renderHook(() => usePlayerValue(page()));
    const view = result.current.getView();
    expect(view.duration).toBe(24);
    expect(view.previewLimit).toBe(10);
    expect(view.paused).toBe(INITIAL_PLAYBACK.paused);
    expect(view.qualityAutoShort).toBe('自动');
  });

  test('entitled, or an episode without a preview: no limit', () => {
    expect(renderHook(() => usePlayerValue(page({ entitled: true }))).result.current.getView().previewLimit).toBeNull();
    expect(renderHook(() => usePlayerValue(page({ previewSeconds: 0 }))).result.current.getView().previewLimit).toBeNull();
  });

  test('is made once for the page, and its view is the same object until something changes', () => {
    const { result, rerender } = renderHook((props: Page) => usePlayerValue(props), { initialProps: page() });
    const first = result.current;
    const view = first.getView();
    expect(first.getView()).toBe(view);
    const countdown = page({ nextEpisode: { view: { name: '第2集', secondsLeft: 3 }, now: vi.fn(), cancel: vi.fn() } });
    rerender(countdown);
    expect(result.current).toBe(first);
    expect(first.getView().nextEpisode).toEqual({ name: '第2集', secondsLeft: 3 });
    expect(first.getView().qualities).toBe(view.qualities);
  });

  test('every action goes to the controller, the page or the countdown of the last render', () => {
    const controller = { play: vi.fn(), seek: vi.fn(), setMuted: vi.fn(), holdRate: vi.fn() } as unknown as HlsController;
    const nextEpisode = { view: null, now: vi.fn(), cancel: vi.fn() };
    const setFullscreen = vi.fn();
    const { result, rerender } = renderHook((props: Page) => usePlayerValue(props), { initialProps: page() });
    // Before the page holds its player, nothing is asked of anyone.
    expect(() => result.current.actions.play()).not.toThrow();
    rerender(page({ controller, nextEpisode, setFullscreen }));
    const { actions } = result.current;
    actions.play();
    actions.seek(42);
    actions.hold(true);
    actions.toggleMute();
    actions.setFullscreen(true);
    actions.nextEpisodeNow();
    expect(controller.play).toHaveBeenCalledTimes(1);
    expect(controller.seek).toHaveBeenCalledWith(42);
    expect(controller.holdRate).toHaveBeenCalledWith(true);
    expect(controller.setMuted).toHaveBeenCalledWith(!INITIAL_PLAYBACK.muted);
    expect(setFullscreen).toHaveBeenCalledWith(true);
    expect(nextEpisode.now).toHaveBeenCalledTimes(1);
  });
});
