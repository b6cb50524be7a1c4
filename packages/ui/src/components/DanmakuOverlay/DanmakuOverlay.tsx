import { useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { usePrefersReducedMotion } from '../BannerCarousel/usePrefersReducedMotion.ts';
import * as styles from './DanmakuOverlay.css.ts';

export interface DanmakuView {
  id: number | string;
  text: string;
  /** Seconds into the video when it appears. */
  time: number;
  /** The member's own: drawn framed. */
  mine?: boolean;
}

export type DanmakuMotion = 'scroll' | 'still';

/** What the scheduler is told of each danmaku. */
export interface DanmakuLaneItem {
  time: number;
  width: number;
  /** The member's own: the scheduler always shows it. */
  own?: boolean;
}

export interface DanmakuLaneLayout {
  viewportWidth: number;
  lanes: number;
  density: string;
  motion: DanmakuMotion;
}

/** Where and when a danmaku runs, as the scheduler answers (core's scheduleLanes). */
export interface DanmakuPlacement<T> {
  item: T;
  lane: number;
  start: number;
  end: number;
}

export type DanmakuScheduler = DanmakuOverlayProps['schedule'];

export interface DanmakuOverlayProps {
  items: readonly DanmakuView[];
  /** The video's position in seconds (timeupdate is enough: lines move on the compositor). */
  currentTime: number;
  /** Lines stand still while the video does not play. */
  playing: boolean;
  /**
   * Assigns lanes (core's scheduleLanes). A method signature on purpose: a scheduler that
   * takes only its own density names (a narrower `density`) is accepted.
   */
  schedule<T extends DanmakuLaneItem>(items: readonly T[], layout: DanmakuLaneLayout): DanmakuPlacement<T>[];
  /** A line's width in pixels at a font size (core's estimateDanmakuWidth). */
  measure?: (text: string, fontPx: number) => number;
  /** Shown at all; off keeps nothing on screen. */
  visible?: boolean;
  /** 0..1 for the whole layer. */
  opacity?: number;
  /** Passed to the scheduler (core's DanmakuDensity). */
  density?: string;
  /** The video's playback rate: lines cross faster at 2x. */
  playbackRate?: number;
  /** Forces still lines (reduced motion) or scrolling ones; by default the system setting decides. */
  motion?: DanmakuMotion;
  /** The player's size; measured when omitted. */
  size?: { width: number; height: number };
}

/** A jump of the position larger than this (or any step back) is a seek: every line is placed again. */
const SEEK_SECONDS = 1.5;
const roughWidth = (text: string, fontPx: number) => [...text].length * fontPx;

/** Measures the element's size, following resizes (rotation, fullscreen). */
function useSize(given: DanmakuOverlayProps['size']) {
  const ref = useRef<HTMLDivElement>(null);
  const [measured, setMeasured] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const element = ref.current;
    if (given || !element) return;
    const read = () => setMeasured({ width: element.clientWidth, height: element.clientHeight });
    read();
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(read);
    observer.observe(element);
    return () => observer.disconnect();
  }, [given]);
  return { ref, size: given ?? measured };
}

/**
 * Danmaku scrolling over the player in lanes, in step with the video: each line is placed
 * by the scheduler, appears when the video reaches its time and crosses on the compositor
 * (a CSS transform animation started at the right offset), and stops when the video stops.
 * With reduced motion the lines stand still in their lane instead. Decorative for screen
 * readers: a stream of moving comments is noise read aloud.
 */
export function DanmakuOverlay({
  items,
  currentTime,
  playing,
  schedule,
  measure = roughWidth,
  visible = true,
  opacity = 1,
  density = 'normal',
  playbackRate = 1,
  motion,
  size: givenSize,
}: DanmakuOverlayProps) {
  const { ref, size } = useSize(givenSize);
  const prefersStill = usePrefersReducedMotion();
  const mode: DanmakuMotion = motion ?? (prefersStill ? 'still' : 'scroll');
  const lanes = Math.floor(size.height / styles.LANE_PX);

  const placements = useMemo(() => {
    const measured = items.map((view) => ({ view, time: view.time, own: view.mine, width: measure(view.text, styles.FONT_PX) + (view.mine ? styles.MINE_EXTRA_PX : 0) }));
    return schedule(measured, { viewportWidth: size.width, lanes, density, motion: mode });
  }, [items, measure, schedule, size.width, lanes, density, mode]);

  // A seek or a new rate starts a new generation: lines are mounted again at their offsets.
  const seen = useRef({ time: currentTime, rate: playbackRate, generation: 0 });
  const last = seen.current;
  if (currentTime < last.time - 0.01 || currentTime > last.time + SEEK_SECONDS || playbackRate !== last.rate) last.generation += 1;
  last.time = currentTime;
  last.rate = playbackRate;
  // Each line's offset is fixed when it first shows; its animation carries it from there.
  const offsets = useRef(new Map<string, number>());

  const onScreen = visible ? placements.filter((p) => p.start <= currentTime && currentTime < p.end) : [];
  const keys = new Set<string>();
  const lines = onScreen.map((placement) => {
    const key = `${last.generation}:${placement.item.view.id}`;
    keys.add(key);
    if (!offsets.current.has(key)) offsets.current.set(key, currentTime - placement.start);
    const elapsed = offsets.current.get(key)!;
    const duration = (placement.end - placement.start) / playbackRate;
    const timing: CSSProperties = { animationDuration: `${duration}s`, animationDelay: `${-elapsed / playbackRate}s` };
    // Where the line was when it appeared, as the starting style: the animation overrides it
    // while it runs, and wherever animations are off the line still stands at the right place.
    const progress = Math.min(1, Math.max(0, elapsed / (placement.end - placement.start)));
    const view = placement.item.view;
    const lineClass = [styles.line, mode === 'scroll' ? styles.moving : '', view.mine ? styles.mine : ''].filter(Boolean).join(' ');
    const runnerStyle: CSSProperties =
      mode === 'scroll' ? { ...timing, transform: `translate3d(${(1 - progress) * 100}%, 0, 0)` } : {};
    const lineStyle: CSSProperties | undefined = mode === 'scroll' ? { ...timing, transform: `translate3d(${-progress * 100}%, 0, 0)` } : undefined;
    return (
      <div
        key={key}
        className={mode === 'scroll' ? styles.runner : styles.still}
        style={{ ...runnerStyle, top: placement.lane * styles.LANE_PX }}
        data-danmaku-id={view.id}
      >
        <span className={lineClass} style={lineStyle}>
          {view.text}
        </span>
      </div>
    );
  });
  for (const key of offsets.current.keys()) if (!keys.has(key)) offsets.current.delete(key);

  return (
    <div
      ref={ref}
      className={styles.overlay}
      // Opacity of the whole layer: one compositor property, never a repaint of each line.
      style={{ opacity }}
      data-playing={String(playing)}
      data-motion={mode}
      aria-hidden="true"
      data-testid="danmaku-overlay"
    >
      {lines}
    </div>
  );
}
