/**
 * What a source holds, read before anything is transcoded: first its container, from its
 * bytes (sourceFormat.ts), then what ffmpeg reads with that demuxer alone. ffprobe is not
 * used: the npm static ffprobe build crashes on MPEG-TS and HLS inputs on our machines, so
 * this reads the input summary `ffmpeg -i` prints (duration, first video stream's size, any
 * audio).
 */
import { zhCNServer } from '@nocturne/core';
import { runFfmpeg, sourceInputArgs } from './ffmpeg.ts';
import { containerOf, moovReferencesOutside, readHead, readMoov, type SourceDemuxer } from './sourceFormat.ts';

/** A still image also "has" a video stream of one frame: it is no video. */
const MIN_SOURCE_SECONDS = 1;
/**
 * The longest source taken, in hours: a feature film fits. A file may claim any length
 * (a timestamp jump makes a 2-second file "last" 10 hours), and the ladder's encoder fills
 * what it claims with repeated frames: hours of work, a catalogue entry of the wrong length.
 */
export const MAX_SOURCE_HOURS = 4;

/** A source the server will not transcode; the message is the sentence operators see. */
export class SourceRefused extends Error {
  override name = 'SourceRefused';
}
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

/** A probed source: what it holds and the demuxer that reads it (transcode.ts, fileInput). */
export interface ProbedSource extends SourceInfo {
  demuxer: SourceDemuxer;
}

/** The demuxer of a source file, from its bytes; throws SourceRefused for any other file, and for an MP4/MOV that names outside data. */
export async function identifySource(file: string): Promise<SourceDemuxer> {
  const demuxer = containerOf(await readHead(file));
  if (!demuxer) throw new SourceRefused(zhCNServer.mediaSourceFormat);
  if (demuxer === 'mov') {
    const moov = await readMoov(file).catch(() => {
      throw new SourceRefused(zhCNServer.mediaSourceUnreadable);
    });
    if (moov && moovReferencesOutside(moov)) throw new SourceRefused(zhCNServer.mediaSourceExternal);
  }
  return demuxer;
}

/** Probes a source file; one that is no video we take is refused (SourceRefused), ffmpeg's own words going to `log`. */
export async function probeSource(file: string, signal?: AbortSignal, log?: (message: string) => void): Promise<ProbedSource> {
  const demuxer = await identifySource(file);
  // With no output ffmpeg exits 1 after printing the summary; its stderr is what we read.
  const stderr = await runFfmpeg(sourceInputArgs(file, demuxer), { signal, loglevel: 'info', allowFailure: true });
  const info = parseInputSummary(stderr);
  if (!info) {
    log?.(`probe of ${file} (${demuxer}): ${stderr.trim().split('\n').pop() ?? ''}`);
    throw new SourceRefused(zhCNServer.mediaSourceUnreadable);
  }
  if (info.durationSeconds < MIN_SOURCE_SECONDS) throw new SourceRefused(zhCNServer.mediaSourceTooShort);
  if (info.durationSeconds > MAX_SOURCE_HOURS * 3600) throw new SourceRefused(zhCNServer.mediaSourceTooLong(MAX_SOURCE_HOURS));
  return { ...info, demuxer };
}
