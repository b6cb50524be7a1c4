import { describe, expect, test } from 'vitest';
import {
  DANMAKU_GAP_PX,
  DANMAKU_LANE_SHARE,
  DANMAKU_SCROLL_SECONDS,
  DANMAKU_STILL_SECONDS,
  estimateDanmakuWidth,
  onScreenAt,
  scheduleLanes,
  scrollSpeed,
  usableLanes,
  type LaneItem,
} from './laneScheduler.ts';

const phone = { viewportWidth: 375, lanes: 8, density: 'dense' as const };
const item = (id: string, time: number, width = 100) => ({ id, time, width });
const lanesOf = (placed: { item: { id: string }; lane: number }[]) => Object.fromEntries(placed.map((p) => [p.item.id, p.lane]));

/** Left and right edge of a placement at a video time. */
function edges(p: { start: number; speed: number; item: LaneItem }, seconds: number, width = phone.viewportWidth) {
  const left = width - p.speed * (seconds - p.start);
  return { left, right: left + p.item.width };
}

describe('scheduleLanes', () => {
  test('pins the numbers: 8 s to cross, 16 px apart, lanes shared 1/3, 2/3, all', () => {
    expect(DANMAKU_SCROLL_SECONDS).toBe(8);
    expect(DANMAKU_STILL_SECONDS).toBe(5);
    expect(DANMAKU_GAP_PX).toBe(16);
    expect(DANMAKU_LANE_SHARE).toEqual({ sparse: 1 / 3, normal: 2 / 3, dense: 1 });
  });

  test('a danmaku crosses the player plus its own width in 8 s: 100 px on 375 px moves 59.375 px/s', () => {
    expect(scrollSpeed(375, 100)).toBe(59.375);
    const [placed] = scheduleLanes([item('a', 3)], phone);
    expect(placed).toMatchObject({ lane: 0, start: 3, end: 11, speed: 59.375 });
  });

  test('the next one takes the same lane once the first has moved its width and the gap (116 px: 1.954 s)', () => {
    // 116 px / 59.375 px/s = 1.9537 s.
    expect(lanesOf(scheduleLanes([item('a', 0), item('b', 1.95)], phone))).toEqual({ a: 0, b: 1 });
    expect(lanesOf(scheduleLanes([item('a', 0), item('b', 1.96)], phone))).toEqual({ a: 0, b: 0 });
  });

  test('a long, faster danmaku waits for a lane where it cannot catch up with a short one', () => {
    // a: 40 px, 51.875 px/s, gone at 8 s. b: 300 px, 84.375 px/s: its head must still be
    // 16 px from the left edge at 8 s, so it may start at 8 - 359/84.375 = 3.745 s at the earliest.
    const early = scheduleLanes([item('a', 0, 40), item('b', 3.7, 300)], phone);
    expect(lanesOf(early)).toEqual({ a: 0, b: 1 });
    const late = scheduleLanes([item('a', 0, 40), item('b', 3.8, 300)], phone);
    expect(lanesOf(late)).toEqual({ a: 0, b: 0 });
    const [a, b] = late;
    for (let seconds = 3.8; seconds < 8; seconds += 0.1) expect(edges(b!, seconds).left - edges(a!, seconds).right).toBeGreaterThanOrEqual(DANMAKU_GAP_PX - 1e-9);
  });

  test('in no lane do two danmaku ever overlap, over a busy minute', () => {
    const items = Array.from({ length: 400 }, (_, n) => item(`d${n}`, (n * 7919) % 60 + (n % 10) / 10, 40 + ((n * 31) % 400)));
    const placed = scheduleLanes(items, phone);
    expect(placed.length).toBeGreaterThan(50);
    for (let lane = 0; lane < 8; lane++) {
      const inLane = placed.filter((p) => p.lane === lane);
      for (let n = 1; n < inLane.length; n++) {
        const [before, after] = [inLane[n - 1]!, inLane[n]!];
        for (let seconds = after.start; seconds < before.end; seconds += 0.05) {
          expect(edges(after, seconds).left - edges(before, seconds).right).toBeGreaterThanOrEqual(DANMAKU_GAP_PX - 1e-9);
        }
      }
    }
  });

  test('with every lane busy a danmaku is dropped, not delayed', () => {
    const crowd = Array.from({ length: 10 }, (_, n) => item(`c${n}`, 5));
    const placed = scheduleLanes(crowd, phone);
    expect(placed).toHaveLength(8);
    expect(placed.every((p) => p.start === 5)).toBe(true);
  });

  test('density fills the top 2 of 8 lanes (sparse), 5 (normal) or 8 (dense)', () => {
    expect([usableLanes(8, 'sparse'), usableLanes(8, 'normal'), usableLanes(8, 'dense')]).toEqual([2, 5, 8]);
    expect(usableLanes(9, 'sparse')).toBe(3);
    expect(usableLanes(2, 'sparse')).toBe(1);
    expect(usableLanes(0, 'dense')).toBe(0);
    expect(usableLanes(8, 'unknown')).toBe(5);
    const crowd = Array.from({ length: 10 }, (_, n) => item(`c${n}`, 5));
    expect(scheduleLanes(crowd, { ...phone, density: 'sparse' }).map((p) => p.lane)).toEqual([0, 1]);
    expect(scheduleLanes(crowd, { ...phone, density: 'normal' })).toHaveLength(5);
  });

  test("the member's own danmaku is always shown: any lane whatever the density, else the top one", () => {
    const crowd = Array.from({ length: 8 }, (_, n) => item(`c${n}`, 5));
    const sparse = scheduleLanes([...crowd, { ...item('mine', 5), own: true }], { ...phone, density: 'sparse' });
    // Sparse fills lanes 0-1; one's own takes lane 2.
    expect(lanesOf(sparse)).toMatchObject({ c0: 0, c1: 1, mine: 2 });
    const full = scheduleLanes([...crowd, { ...item('mine', 5), own: true }], phone);
    expect(lanesOf(full).mine).toBe(0);
    expect(full).toHaveLength(9);
  });

  test('time order decides, ties keep the given order, and bad numbers are skipped', () => {
    const placed = scheduleLanes([item('late', 9), item('first', 1), item('tie', 1), item('nan', Number.NaN)], phone);
    expect(placed.map((p) => p.item.id)).toEqual(['first', 'tie', 'late']);
    expect(lanesOf(placed)).toEqual({ first: 0, tie: 1, late: 0 });
  });

  test('a player without size shows nothing', () => {
    expect(scheduleLanes([item('a', 0)], { ...phone, viewportWidth: 0 })).toEqual([]);
    expect(scheduleLanes([item('a', 0)], { ...phone, lanes: 0 })).toEqual([]);
  });

  test('still (reduced motion): one at a time per lane for 5 s', () => {
    const placed = scheduleLanes([item('a', 0), item('b', 4.9), item('c', 5)], { ...phone, lanes: 1, motion: 'still' });
    expect(placed.map((p) => [p.item.id, p.lane, p.end, p.speed])).toEqual([
      ['a', 0, 5, 0],
      ['c', 0, 10, 0],
    ]);
  });
});

describe('onScreenAt', () => {
  test('a danmaku is on screen from its time until it has crossed', () => {
    const placed = scheduleLanes([item('a', 2), item('b', 20)], phone);
    expect(onScreenAt(placed, 1.99)).toEqual([]);
    expect(onScreenAt(placed, 2).map((p) => p.item.id)).toEqual(['a']);
    expect(onScreenAt(placed, 9.99).map((p) => p.item.id)).toEqual(['a']);
    expect(onScreenAt(placed, 10)).toEqual([]);
  });
});

describe('estimateDanmakuWidth', () => {
  test('a CJK character or emoji is one em, a Latin one 0.6 em', () => {
    expect(estimateDanmakuWidth('前方高能', 18)).toBe(72);
    expect(estimateDanmakuWidth('666', 18)).toBe(33); // 3 x 10.8 = 32.4, rounded up
    expect(estimateDanmakuWidth('好😂', 20)).toBe(40);
    expect(estimateDanmakuWidth('', 18)).toBe(0);
  });
});
