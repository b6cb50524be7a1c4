/**
 * The adaptive ladder: the renditions a video is transcoded to, chosen from the source's
 * size (never upscaled), all H.264 Main + AAC in 2-second segments cut at the same instants,
 * so hls.js can switch between them at any segment boundary.
 */
import type { SourceInfo } from './probe.ts';

export interface Rendition {
  /** The folder and the name in URLs: '360p', '720p'. */
  name: string;
  /** The short side in pixels (the height of a landscape video). */
  lines: number;
  /** Peak video bitrate (capped CRF keeps simple pictures well below it). */
  maxKbps: number;
}

export const LADDER: readonly Rendition[] = [
  { name: '360p', lines: 360, maxKbps: 800 },
  { name: '540p', lines: 540, maxKbps: 1500 },
  { name: '720p', lines: 720, maxKbps: 2800 },
  { name: '1080p', lines: 1080, maxKbps: 5000 },
];

export const SEGMENT_SECONDS = 2;
export const AUDIO_KBPS = 96;
/** Main profile, level 4.0 (up to 1080p30): what every rendition declares in the master playlist. */
export const CODECS = 'avc1.4d4028,mp4a.40.2';
export const CODECS_VIDEO_ONLY = 'avc1.4d4028';

/**
 * The renditions for a source: every rung up to its own short side; a source smaller than
 * the lowest rung gets one rendition at its own size (even, as H.264 4:2:0 needs).
 */
export function ladderFor(source: Pick<SourceInfo, 'width' | 'height'>, ladder: readonly Rendition[] = LADDER): Rendition[] {
  const shortSide = Math.min(source.width, source.height);
  const fitting = ladder.filter((rendition) => rendition.lines <= shortSide);
  if (fitting.length > 0) return fitting;
  const lines = Math.max(2, shortSide - (shortSide % 2));
  return [{ name: `${lines}p`, lines, maxKbps: ladder[0]!.maxKbps }];
}

/** The ffmpeg scale for a rendition: the short side to `lines`, the other kept in proportion (even). */
export function scaleFilter(source: Pick<SourceInfo, 'width' | 'height'>, rendition: Rendition): string {
  return source.width >= source.height ? `scale=-2:${rendition.lines}` : `scale=${rendition.lines}:-2`;
}

/** Pixel size of a rendition, as the master playlist's RESOLUTION states it. */
export function renditionSize(source: Pick<SourceInfo, 'width' | 'height'>, rendition: Rendition): { width: number; height: number } {
  const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);
  return source.width >= source.height
    ? { width: even((source.width * rendition.lines) / source.height), height: rendition.lines }
    : { width: rendition.lines, height: even((source.height * rendition.lines) / source.width) };
}
