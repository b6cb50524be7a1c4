/**
 * Where each danmaku runs: a pure lane scheduler. Every danmaku enters at the right edge at
 * its video time and crosses the player in the same DANMAKU_SCROLL_SECONDS, so a long one
 * moves faster than a short one (Bilibili's rule: every line is readable for as long). A
 * danmaku takes the topmost lane where it neither overlaps the one before it when it
 * enters nor catches up with it before that one has left; with no such lane it is not
 * shown (a danmaku held back would no longer match the moment it speaks of).
 *
 * The member's own danmaku is always shown (see LaneItem.own).
 *
 * With reduced motion the danmaku stand still instead, centred in their lane for
 * DANMAKU_STILL_SECONDS, and a lane holds one at a time.
 */

import { DANMAKU_DENSITIES, type DanmakuDensity } from './density.ts';

export { DANMAKU_DENSITIES, type DanmakuDensity };
/** The share of the player's lanes each density fills, from the top. */
export const DANMAKU_LANE_SHARE: Readonly<Record<DanmakuDensity, number>> = { sparse: 1 / 3, normal: 2 / 3, dense: 1 };
/** Seconds a scrolling danmaku takes from the right edge until its tail leaves the left. */
export const DANMAKU_SCROLL_SECONDS = 8;
/** Seconds a still danmaku (reduced motion) stays. */
export const DANMAKU_STILL_SECONDS = 5;
/** Pixels kept free between two danmaku in a lane (also absorbs a width estimated a little short). */
export const DANMAKU_GAP_PX = 16;

export type DanmakuMotion = 'scroll' | 'still';

export interface LaneItem {
  /** Seconds into the video when the danmaku appears. */
  time: number;
  /** Its rendered width in pixels. */
  width: number;
  /**
   * The member's own, just sent: always shown. It may use every lane whatever the density,
   * and when none is free it takes the first lane it can enter without overlapping.
   */
  own?: boolean;
}

export interface LaneLayout {
  /** The player's width in pixels. */
  viewportWidth: number;
  /** Lanes that fit the player's height. */
  lanes: number;
  /** A DanmakuDensity; any other name (from a view that only passes it on) reads as 'normal'. */
  density: DanmakuDensity | (string & {});
  motion?: DanmakuMotion;
}

export interface LanePlacement<T extends LaneItem> {
  item: T;
  /** 0 is the top lane. */
  lane: number;
  /** Video seconds when it enters and when it has gone. */
  start: number;
  end: number;
  /** Pixels a second (0 when still). */
  speed: number;
}

/** The lanes a density may fill: at least one when the player has any. */
export function usableLanes(lanes: number, density: LaneLayout['density']): number {
  const whole = Math.max(0, Math.floor(lanes));
  if (whole === 0) return 0;
  const share = DANMAKU_LANE_SHARE[density as DanmakuDensity] ?? DANMAKU_LANE_SHARE.normal;
  return Math.max(1, Math.floor(whole * share + 1e-9));
}

/** A scrolling danmaku's speed: it crosses the viewport plus its own width in the scroll time. */
export const scrollSpeed = (viewportWidth: number, width: number): number => (viewportWidth + width) / DANMAKU_SCROLL_SECONDS;

function scrollFits<T extends LaneItem>(before: LanePlacement<T>, time: number, speed: number, viewportWidth: number): boolean {
  // Entering: the one before has moved its own width and the gap clear of the right edge.
  if ((time - before.start) * before.speed < before.item.width + DANMAKU_GAP_PX) return false;
  // Never catching up: a faster one's head is still a gap from the left edge when the one
  // before has left. (The distance between them changes linearly, so both ends decide.)
  if (speed <= before.speed) return true;
  return viewportWidth - speed * (before.end - time) >= DANMAKU_GAP_PX;
}

/**
 * Places danmaku in time order (ties in the given order) and answers those shown, each with
 * its lane and its time on screen. Pure: the same danmaku and layout give the same answer,
 * so a seek or a resize simply schedules again.
 */
export function scheduleLanes<T extends LaneItem>(items: readonly T[], layout: LaneLayout): LanePlacement<T>[] {
  const lanes = usableLanes(layout.lanes, layout.density);
  const allLanes = Math.max(0, Math.floor(layout.lanes));
  const width = layout.viewportWidth;
  if (lanes === 0 || !(width > 0)) return [];
  const still = layout.motion === 'still';
  const last: (LanePlacement<T> | undefined)[] = new Array<LanePlacement<T> | undefined>(allLanes).fill(undefined);
  const ordered = items
    .map((item, index) => ({ item, index }))
    .filter(({ item }) => Number.isFinite(item.time) && Number.isFinite(item.width))
    .sort((a, b) => a.item.time - b.item.time || a.index - b.index);
  const placed: LanePlacement<T>[] = [];
  for (const { item } of ordered) {
    const speed = still ? 0 : scrollSpeed(width, item.width);
    const fits = (before: LanePlacement<T> | undefined) =>
      !before || (still ? item.time >= before.end : scrollFits(before, item.time, speed, width));
    const open = last.slice(0, item.own ? allLanes : lanes);
    let lane = open.findIndex(fits);
    if (lane === -1 && item.own) {
      // Entering clear of the one before is enough for one's own; failing that, the top lane.
      lane = Math.max(0, open.findIndex((before) => !before || still || (item.time - before.start) * before.speed >= before.item.width + DANMAKU_GAP_PX));
    }
    if (lane === -1) continue;
    const placement: LanePlacement<T> = {
      item,
      lane,
      start: item.time,
      end: item.time + (still ? DANMAKU_STILL_SECONDS : DANMAKU_SCROLL_SECONDS),
      speed,
    };
    last[lane] = placement;
    placed.push(placement);
  }
  return placed;
}

/** The placements on screen at a video time. */
export function onScreenAt<T extends LaneItem>(placements: readonly LanePlacement<T>[], seconds: number): LanePlacement<T>[] {
  return placements.filter((placement) => placement.start <= seconds && seconds < placement.end);
}

/** Full-width characters (CJK, kana, hangul, full-width forms) and emoji take a whole em. */
const WIDE = /[\u1100-\u115F\u2E80-\uA4CF\uAC00-\uD7A3\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFF60\uFFE0-\uFFE6]|\p{Extended_Pictographic}/u;
/** A narrow character (Latin, digits, punctuation) is about this share of an em in the kit's fonts. */
const NARROW_EM = 0.6;

/**
 * A danmaku's width in pixels at a font size, estimated from its characters: the scheduler
 * runs before anything is drawn, and measuring every line in the DOM would cost layouts.
 */
export function estimateDanmakuWidth(text: string, fontPx: number): number {
  let ems = 0;
  for (const character of text) ems += WIDE.test(character) ? 1 : NARROW_EM;
  return Math.ceil(ems * fontPx);
}
