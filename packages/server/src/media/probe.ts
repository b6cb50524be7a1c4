/**
 * What a source holds, read before anything is transcoded. ffprobe is not used: the npm
 * static ffprobe build crashes on MPEG-TS and HLS inputs on our machines, so this reads
 * the input summary `ffmpeg -i` prints (duration, first video stream's size, any audio).
 */
import { runFfmpeg } from './ffmpeg.ts';

/** A still image also "has" a video stream of one frame: it is no video. */
const MIN_SOURCE_SECONDS = 1;
/** The frame rate taken when the summary states none: the usual one. */
export const USUAL_FRAME_RATE = 30;

export interface SourceInfo {
  durationSeconds: number;
  width: number;
  height: number;
  /** Frames per second of the video stream (the renditions keep it; their H.264 level follows). */
  frameRate: number;
  hasAudio: boolean;
}

/** Reads ffmpeg's input summary; null when it names no video stream or no duration. */
export function parseInputSummary(text: string): SourceInfo | null {
  const duration = /Duration: (\d+):(\d{2}):(\d{2}(?:\.\d+)?)/.exec(text);
  const video = /Stream #\d+:\d+.*?: Video: .*?, (\d{2,5})x(\d{2,5})[ ,].*/.exec(text);
  if (!duration || !video) return null;
  const durationSeconds = Number(duration[1]) * 3600 + Number(duration[2]) * 60 + Number(duration[3]);
  if (!(durationSeconds > 0)) return null;
  // A phone video stored sideways plays upright: ffmpeg rotates it while decoding.
  const rotation = /rotate\s*:\s*(-?\d+)|rotation of (-?[\d.]+) degrees/.exec(text);
  const sideways = rotation !== null && Math.abs(Math.round(Number(rotation[1] ?? rotation[2]))) % 180 === 90;
  const width = Number(video[1]);
  const height = Number(video[2]);
  // `59.94 fps`, or only `25 tbr` where the container states no rate.
  const rate = /, ([\d.]+) fps/.exec(video[0]) ?? /, ([\d.]+) tbr/.exec(video[0]);
  const frameRate = rate && Number(rate[1]) > 0 ? Number(rate[1]) : USUAL_FRAME_RATE;
  return {
    durationSeconds,
    width: sideways ? height : width,
    height: sideways ? width : height,
    frameRate,
    hasAudio: /Stream #\d+:\d+.*?: Audio: /.test(text),
  };
}

/** Probes a file (or any input ffmpeg reads); an input without video or duration is refused with the reason. */
export async function probeSource(input: string, signal?: AbortSignal): Promise<SourceInfo> {
  // With no output ffmpeg exits 1 after printing the summary; its stderr is what we read.
  const stderr = await runFfmpeg(['-i', input], { signal, loglevel: 'info', allowFailure: true });
  const info = parseInputSummary(stderr);
  if (info && info.durationSeconds < MIN_SOURCE_SECONDS) throw new Error(`the source is shorter than ${MIN_SOURCE_SECONDS} s`);
  if (info) return info;
  const reason = stderr.trim().split('\n').pop() ?? '';
  throw new Error(/Invalid data|No such file|Permission denied/.test(reason) ? reason : 'the source has no video stream or no duration');
}
