/** How the rollup and the metrics name a beacon's rendition: by a standard height. */

/** Heights renditions are named by; a beacon's height counts under the largest at or below it. */
export const RENDITION_HEIGHTS = [144, 240, 360, 480, 540, 720, 1080, 1440, 2160] as const;

/**
 * The rendition's name in the rollup and the metrics: a standard height, or "0" (unknown or
 * tiny). Beacons are untrusted, so their heights never become keys or labels as they come.
 */
export function renditionName(height: number): string {
  const rung = [...RENDITION_HEIGHTS].reverse().find((standard) => height >= standard);
  return String(rung ?? 0);
}
