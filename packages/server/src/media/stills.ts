/**
 * Stills made in the same ffmpeg run as the ladder: a poster frame (the cover when none is
 * given) and sprite sheets of seek thumbnails with their WebVTT index (`thumbs.vtt`, cues
 * `sprite-1.jpg#xywh=x,y,w,h`, resolved against the VTT's own URL).
 */
export const POSTER_FILE = 'poster.jpg';
export const THUMBNAILS_FILE = 'thumbs.vtt';
export const SPRITE_FILE = /^sprite-\d{1,3}\.jpg$/;
/** Demo covers: several frames of one stream, so cards on the same stream still differ. */
export const FRAME_FILE = /^frame\d{2}\.jpg$/;

export const THUMB_WIDTH = 160;
export const THUMB_HEIGHT = 90;
/** One thumbnail every 2 s (a segment), longer apart for long videos so the sheets stay few. */
export const THUMB_MIN_INTERVAL = 2;
const MAX_THUMBS = 600;
/** Tiles per sheet row and rows per sheet: 1600x900 at most, about 100-150 KB of JPEG. */
export const SHEET_COLUMNS = 10;
export const SHEET_ROWS = 10;
/** The poster's short side at most (a feed card is about 170 CSS px wide at 3x). */
export const POSTER_LINES = 360;

export function thumbnailInterval(durationSeconds: number): number {
  return Math.max(THUMB_MIN_INTERVAL, Math.ceil(durationSeconds / MAX_THUMBS));
}

export interface SheetLayout {
  interval: number;
  count: number;
  columns: number;
  rows: number;
}

/** The grid of thumbnails: one exact sheet for short videos, 10x10 sheets for long ones. */
export function sheetLayout(durationSeconds: number): SheetLayout {
  const interval = thumbnailInterval(durationSeconds);
  // A tail shorter than a quarter interval (audio priming: 6.02 s) gets no tile of its own.
  const count = Math.max(1, Math.ceil(durationSeconds / interval - 0.25));
  const columns = Math.min(SHEET_COLUMNS, count);
  const rows = Math.min(SHEET_ROWS, Math.ceil(count / columns));
  return { interval, count, columns, rows };
}

/** The ffmpeg filter that turns frames into the sheets of `layout`. */
export function sheetFilter(layout: SheetLayout): string {
  return [
    // The first frame at least `interval` after the one taken before (not the fps filter:
    // fed only keyframes, it drops the last one at the end of input).
    `select='isnan(prev_selected_t)+gte(t-prev_selected_t\\,${layout.interval}-0.01)'`,
    // Letterboxed into the tile, so a portrait or 4:3 video keeps its shape on a regular grid.
    `scale=${THUMB_WIDTH}:${THUMB_HEIGHT}:force_original_aspect_ratio=decrease`,
    `pad=${THUMB_WIDTH}:${THUMB_HEIGHT}:(ow-iw)/2:(oh-ih)/2`,
    `tile=${layout.columns}x${layout.rows}`,
  ].join(',');
}

function timestamp(seconds: number): string {
  const whole = Math.floor(seconds);
  const ms = Math.round((seconds - whole) * 1000);
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}.${String(ms).padStart(3, '0')}`;
}

/** The WebVTT index: cue k covers [k*interval, (k+1)*interval) and points at its tile. */
export function thumbnailsVtt(durationSeconds: number, layout: SheetLayout = sheetLayout(durationSeconds)): string {
  const perSheet = layout.columns * layout.rows;
  const lines = ['WEBVTT', ''];
  for (let k = 0; k < layout.count; k += 1) {
    const start = k * layout.interval;
    const end = k === layout.count - 1 ? durationSeconds : (k + 1) * layout.interval;
    const sheet = Math.floor(k / perSheet) + 1;
    const tile = k % perSheet;
    const x = (tile % layout.columns) * THUMB_WIDTH;
    const y = Math.floor(tile / layout.columns) * THUMB_HEIGHT;
    lines.push(`${timestamp(start)} --> ${timestamp(end)}`, `sprite-${sheet}.jpg#xywh=${x},${y},${THUMB_WIDTH},${THUMB_HEIGHT}`, '');
  }
  return lines.join('\n');
}
