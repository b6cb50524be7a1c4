import { render } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { DanmakuOverlay, type DanmakuOverlayProps, type DanmakuScheduler } from './DanmakuOverlay.tsx';

/** A stand-in for core's scheduler: lane by order, 8 s on screen, the layout remembered. */
const layouts: unknown[] = [];
const scheduled: unknown[][] = [];
const eightSeconds: DanmakuScheduler = (items, layout) => {
  layouts.push(layout);
  scheduled.push(items.map(({ time, width, own }) => ({ time, width, own })));
  return items.map((item, index) => ({ item, lane: index % Math.max(1, layout.lanes), start: item.time, end: item.time + 8 }));
};

const items = [
  { id: 1, text: '前方高能', time: 2 },
  { id: 2, text: '哈哈哈哈', time: 5, mine: true },
  { id: 3, text: '结尾彩蛋', time: 30 },
];

function overlay(props: Partial<DanmakuOverlayProps> = {}) {
  return (
    <DanmakuOverlay items={items} currentTime={0} playing schedule={eightSeconds} motion="scroll" size={{ width: 375, height: 211 }} {...props} />
  );
}

const shown = (container: HTMLElement) => [...container.querySelectorAll('[data-danmaku-id]')].map((line) => line.textContent);
const lineOf = (container: HTMLElement, id: number) => container.querySelector<HTMLElement>(`[data-danmaku-id="${id}"]`)!;

describe('DanmakuOverlay', () => {
  test('shows a danmaku from its time until it has crossed (8 s), in step with the video', () => {
    const { container, rerender } = render(overlay({ currentTime: 1 }));
    expect(shown(container)).toEqual([]);
    rerender(overlay({ currentTime: 2 }));
    expect(shown(container)).toEqual(['前方高能']);
    rerender(overlay({ currentTime: 6 }));
    expect(shown(container)).toEqual(['前方高能', '哈哈哈哈']);
    rerender(overlay({ currentTime: 9.9 }));
    expect(shown(container)).toEqual(['前方高能', '哈哈哈哈']);
    rerender(overlay({ currentTime: 10.5 }));
    expect(shown(container)).toEqual(['哈哈哈哈']);
  });

  test('a line that appears late starts part-way: its animation is offset by the time already gone', () => {
    const { container, rerender } = render(overlay({ currentTime: 1 }));
    rerender(overlay({ currentTime: 2.25 }));
    const line = lineOf(container, 1);
    expect(line.style.animationDuration).toBe('8s');
    expect(line.style.animationDelay).toBe('-0.25s');
    // Its starting place, for wherever animations are off: 1/32 of the way across.
    expect(line.style.transform).toBe('translate3d(96.875%, 0, 0)');
    // Later renders keep the offset: the compositor moves the line, React does not.
    rerender(overlay({ currentTime: 3 }));
    expect(lineOf(container, 1).style.animationDelay).toBe('-0.25s');
  });

  test('the lane decides the height: 26 px a lane, 8 lanes in a 211 px player', () => {
    const { container } = render(overlay({ currentTime: 6 }));
    expect(lineOf(container, 2).style.top).toBe('26px');
    expect(layouts.at(-1)).toEqual({ viewportWidth: 375, lanes: 8, density: 'normal', motion: 'scroll' });
  });

  test('a seek places the lines again at their new offsets', () => {
    const { container, rerender } = render(overlay({ currentTime: 2 }));
    for (const seconds of [2.25, 2.5, 2.75, 3]) rerender(overlay({ currentTime: seconds }));
    expect(lineOf(container, 1).style.animationDelay).toBe('0s');
    // Back 1 s, then forward 4 s: both are seeks.
    rerender(overlay({ currentTime: 2.5 }));
    expect(lineOf(container, 1).style.animationDelay).toBe('-0.5s');
    rerender(overlay({ currentTime: 6.5 }));
    expect(lineOf(container, 1).style.animationDelay).toBe('-4.5s');
  });

  test('at 2x the lines cross in half the time', () => {
    const { container } = render(overlay({ currentTime: 3, playbackRate: 2 }));
    expect(lineOf(container, 1).style.animationDuration).toBe('4s');
    expect(lineOf(container, 1).style.animationDelay).toBe('-0.5s');
  });

  test('pausing the video pauses the lines; opacity applies to the layer; turned off shows none', () => {
    const { container, rerender } = render(overlay({ currentTime: 6, playing: false, opacity: 0.4 }));
    const layer = container.querySelector<HTMLElement>('[data-testid="danmaku-overlay"]')!;
    expect(layer.dataset.playing).toBe('false');
    expect(layer.style.opacity).toBe('0.4');
    expect(layer.getAttribute('aria-hidden')).toBe('true');
    rerender(overlay({ currentTime: 6, visible: false }));
    expect(shown(container)).toEqual([]);
  });

  test('density and motion go to the scheduler; still lines stand in their lane, unmoved', () => {
    const { container } = render(overlay({ currentTime: 6, density: 'sparse', motion: 'still' }));
    expect(layouts.at(-1)).toMatchObject({ density: 'sparse', motion: 'still' });
    expect(container.querySelector<HTMLElement>('[data-testid="danmaku-overlay"]')!.dataset.motion).toBe('still');
    expect(lineOf(container, 1).style.transform).toBe('');
    expect(lineOf(container, 1).style.animationDuration).toBe('');
  });

  test('the scheduler hears each line’s width at 16 px, the member’s own 10 px wider for its frame and marked as own', () => {
    render(overlay({ currentTime: 0, measure: (text, fontPx) => [...text].length * fontPx }));
    expect(scheduled.at(-1)).toEqual([
      { time: 2, width: 64, own: undefined },
      { time: 5, width: 74, own: true },
      { time: 30, width: 64, own: undefined },
    ]);
  });

  test('measures the player when no size is given', () => {
    render(<DanmakuOverlay items={items} currentTime={3} playing schedule={eightSeconds} />);
    // happy-dom lays nothing out: the scheduler hears of a player without lanes (and places nothing).
    expect(layouts.at(-1)).toMatchObject({ viewportWidth: 0, lanes: 0 });
  });
});
