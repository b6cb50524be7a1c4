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
/**
 * H.264 levels a rendition may need (ITU-T H.264 Table A-1): the largest picture and the
 * macroblock rate each allows. Level 3.0 is the floor every player decodes; 1080p at 60 fps
 * needs 4.2, where 4.0 would promise a decoder less than the stream asks of it.
 */
const H264_LEVELS: readonly { level: number; frameMacroblocks: number; macroblocksPerSecond: number }[] = [
  { level: 30, frameMacroblocks: 1620, macroblocksPerSecond: 40_500 },
  { level: 31, frameMacroblocks: 3600, macroblocksPerSecond: 108_000 },
  { level: 32, frameMacroblocks: 5120, macroblocksPerSecond: 216_000 },
  { level: 40, frameMacroblocks: 8192, macroblocksPerSecond: 245_760 },
  { level: 42, frameMacroblocks: 8704, macroblocksPerSecond: 522_240 },
  { level: 50, frameMacroblocks: 22_080, macroblocksPerSecond: 589_824 },
  { level: 51, frameMacroblocks: 36_864, macroblocksPerSecond: 983_040 },
  { level: 52, frameMacroblocks: 36_864, macroblocksPerSecond: 2_073_600 },
];

/** The lowest H.264 level (times ten: 31 is 3.1) that a picture of this size at this rate fits. */
export function h264Level(size: { width: number; height: number }, frameRate: number): number {
  const frame = Math.ceil(size.width / 16) * Math.ceil(size.height / 16);
  const fits = H264_LEVELS.find((entry) => frame <= entry.frameMacroblocks && frame * frameRate <= entry.macroblocksPerSecond);
  return (fits ?? H264_LEVELS[H264_LEVELS.length - 1]!).level;
}

/** The master playlist's CODECS of a rendition: H.264 Main at its level, with AAC-LC when it has sound. */
export function codecsOf(level: number, audio: boolean): string {
  const video = `avc1.4d40${level.toString(16).padStart(2, '0')}`;
  return audio ? `${video},mp4a.40.2` : video;
}

/** x264's `-level` for a level times ten: 31 -> '3.1'. */
export const x264Level = (level: number): string => (level / 10).toFixed(1);

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
