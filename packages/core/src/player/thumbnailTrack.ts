/** One seek-bar thumbnail: a region of a sprite sheet shown for a span of the video. */
export interface ThumbnailCue {
  start: number;
  end: number;
  /** The sprite image, absolute. */
  url: string;
  /** The region in the sprite, px; w and h are 0 when the cue names the whole image. */
  x: number;
  y: number;
  w: number;
  h: number;
}

const TIMING = /^((?:\d+:)?\d{1,2}:\d{2}(?:\.\d{1,3})?)\s+-->\s+((?:\d+:)?\d{1,2}:\d{2}(?:\.\d{1,3})?)/;
const XYWH = /#xywh=(\d+),(\d+),(\d+),(\d+)$/;

/** WebVTT timestamps: `mm:ss.ttt` or `hh:mm:ss.ttt`. */
function seconds(stamp: string): number {
  return stamp.split(':').reduce((total, part) => total * 60 + Number(part), 0);
}

/**
 * Parses a thumbnail WebVTT index (the format JW Player and Video.js read): each cue's text is
 * an image URL, relative to the index, with a media fragment `#xywh=x,y,w,h` naming its region
 * of a sprite. Cues that are not like that are skipped; an index that is not WebVTT gives none.
 */
export function parseThumbnailTrack(text: string, indexUrl: string): ThumbnailCue[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  if (!lines[0]?.startsWith('WEBVTT')) return [];
  const cues: ThumbnailCue[] = [];
  for (let i = 1; i < lines.length; i += 1) {
    const timing = TIMING.exec(lines[i]!.trim());
    const target = lines[i + 1]?.trim();
    if (!timing || !target) continue;
    let url: URL;
    try {
      url = new URL(target, indexUrl);
    } catch {
      continue;
    }
    const region = XYWH.exec(url.hash);
    url.hash = '';
    const [x, y, w, h] = region ? region.slice(1).map(Number) : [0, 0, 0, 0];
    cues.push({ start: seconds(timing[1]!), end: seconds(timing[2]!), url: url.href, x: x!, y: y!, w: w!, h: h! });
    i += 1;
  }
  return cues.sort((a, b) => a.start - b.start);
}

/** The cue showing at `time` (binary search over cues sorted by start), null outside them all. */
export function thumbnailAt(cues: readonly ThumbnailCue[], time: number): ThumbnailCue | null {
  let low = 0;
  let high = cues.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const cue = cues[middle]!;
    if (time < cue.start) high = middle - 1;
    else if (time >= cue.end) low = middle + 1;
    else return cue;
  }
  return null;
}
