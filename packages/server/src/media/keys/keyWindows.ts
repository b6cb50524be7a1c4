/**
 * HLS AES-128 key windows: which key encrypts which segment, and which keys the preview
 * opens. A ladder's segments are encrypted under one key per window of segments (the same
 * window and key in every rendition, so a quality switch needs no new key); a member's
 * player asks the server for each window's key once (hls.js keeps keys by URI), so the
 * server hears from a playing member every KEY_WINDOW_SEGMENTS segments instead of every
 * segment, and the segments themselves are the same bytes at the same URL for everyone.
 *
 * Window 0 is the first segment alone; window k >= 1 holds segments 5k-4 .. 5k. Why that
 * offset: the preview serves the segments that start before the limit and one more
 * (playlist.ts, previewSegments), so with 2-second segments a limit of whole tens of seconds
 * (the demo's 10 s, and what operators set) ends on segment 5k exactly: the preview's keys
 * open what the preview always served and not a second more. Any other limit is rounded up
 * to its window's end (at most 8 s more), because a key opens a whole window.
 */
import type { Segment } from '../playlist.ts';
import { previewSegments } from '../playlist.ts';

/** Segments under one key (after the first, which has a window of its own). */
export const KEY_WINDOW_SEGMENTS = 5;

/** The key window of the segment at `index` (its media sequence number). */
export function keyWindowOf(index: number): number {
  return index === 0 ? 0 : Math.floor((index - 1) / KEY_WINDOW_SEGMENTS) + 1;
}

/** The segment indexes of `window`: [first, end). */
export function windowSegments(window: number): { first: number; end: number } {
  return window === 0 ? { first: 0, end: 1 } : { first: (window - 1) * KEY_WINDOW_SEGMENTS + 1, end: window * KEY_WINDOW_SEGMENTS + 1 };
}

/** How many windows a rendition of `segmentCount` segments has. */
export function windowCount(segmentCount: number): number {
  return segmentCount === 0 ? 0 : keyWindowOf(segmentCount - 1) + 1;
}

/**
 * The segments an encrypted ladder's preview serves: today's preview (previewSegments)
 * rounded up to the end of its last key window, so the playlist lists exactly what the
 * preview's keys open; a segment past it is under a key the preview never gets.
 */
export function keyedPreviewSegments(segments: readonly Segment[], previewSeconds: number): Segment[] {
  const served = previewSegments(segments, previewSeconds).length;
  if (served === 0) return [];
  return segments.slice(0, windowSegments(keyWindowOf(served - 1)).end);
}

/** The windows a preview of `previewSeconds` opens: windows 0 .. n-1. */
export function previewWindowCount(segments: readonly Segment[], previewSeconds: number): number {
  return windowCount(keyedPreviewSegments(segments, previewSeconds).length);
}

/** Seconds of media under `window`: what its key request credits at most as watch time. */
export function windowSeconds(segments: readonly Segment[], window: number): number {
  const { first, end } = windowSegments(window);
  return segments.slice(first, end).reduce((sum, segment) => sum + segment.duration, 0);
}
