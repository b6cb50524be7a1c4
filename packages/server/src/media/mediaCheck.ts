/**
 * The check every ladder passes before its master playlist is written (so before a job
 * publishes it): each segment of each rendition is probed, and the ladder is refused with
 * the reason when a player could stall on it.
 *
 * Why: the demo generator once wrote each segment's audio into a later segment (segment 0:
 * 2 s of video and 23 ms of audio). A player that fetched segment 0 at one quality and then
 * again at another met an audio hole it could not play through (hls.js 1.6.15 and later stay
 * on 加载中 for good). ffmpeg gave no warning; only probing the output shows it.
 *
 * The rules, each within one frame (the longer of a video and an audio frame):
 * - every segment starts with a keyframe (a player switching rendition starts decoding there);
 * - each segment's audio covers its video's span (a rendition with sound), give or take the
 *   keyframe's decoding lead (see decodeLeadSeconds);
 * - every rendition cuts its segments at the same instants;
 * - each playlist duration (EXTINF) is what the segment's video lasts.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ffmpegOutput, sourceInputArgs } from './ffmpeg.ts';
import { VARIANT_PLAYLIST } from './master.ts';
import { parsePlaylist } from './playlist.ts';

/** A stream's packets in one segment: where they start and end on the presentation clock, seconds. */
export interface StreamSpan {
  start: number;
  end: number;
}

export interface SegmentProbe {
  video: StreamSpan | null;
  audio: StreamSpan | null;
  /** Whether the first video packet in decoding order is a keyframe. */
  keyframeFirst: boolean;
  /** Seconds one video frame lasts (the first packet's duration), 0 without video. */
  videoFrameSeconds: number;
  /**
   * How long the first video frame is decoded before it is shown (pts - dts: B-frames). The
   * muxer cuts a segment when the keyframe is decoded, so audio after that moment is in the
   * next segment: a segment's audio may end this much before its video, and start as early.
   */
  decodeLeadSeconds: number;
  audioFrameSeconds: number;
}

interface StreamHeader {
  kind: string;
  timeBase: number;
}

/**
 * Reads ffmpeg's `framecrc` listing of a segment: a header per stream (`#tb 0: 1/90000`,
 * `#media_type 0: video`), then one line per packet in decoding order
 * (`stream, dts, pts, duration, size, crc[, F=0xflags]`; no F means a plain keyframe).
 */
export function parseFrameListing(text: string): SegmentProbe {
  const streams = new Map<number, StreamHeader>();
  const spans = new Map<string, StreamSpan>();
  const frameSeconds = new Map<string, number>();
  let keyframeFirst = false;
  let decodeLeadSeconds = 0;
  let sawVideo = false;
  for (const line of text.split('\n')) {
    const timeBase = /^#tb (\d+): (\d+)\/(\d+)/.exec(line);
    if (timeBase) {
      streams.set(Number(timeBase[1]), { kind: streams.get(Number(timeBase[1]))?.kind ?? '', timeBase: Number(timeBase[2]) / Number(timeBase[3]) });
      continue;
    }
    const mediaType = /^#media_type (\d+): (\w+)/.exec(line);
    if (mediaType) {
      const index = Number(mediaType[1]);
      streams.set(index, { timeBase: streams.get(index)?.timeBase ?? 1, kind: mediaType[2]! });
      continue;
    }
    const packet = /^(\d+),\s*(-?\d+),\s*(-?\d+),\s*(\d+),\s*\d+,\s*0x[0-9a-f]+(?:,\s*F=0x([0-9A-Fa-f]+))?/.exec(line);
    if (!packet) continue;
    const stream = streams.get(Number(packet[1]));
    if (!stream || (stream.kind !== 'video' && stream.kind !== 'audio')) continue;
    const start = Number(packet[3]) * stream.timeBase;
    const duration = Number(packet[4]) * stream.timeBase;
    if (stream.kind === 'video' && !sawVideo) {
      sawVideo = true;
      keyframeFirst = packet[5] === undefined || (Number.parseInt(packet[5], 16) & 1) === 1;
      decodeLeadSeconds = Math.max(0, (Number(packet[3]) - Number(packet[2])) * stream.timeBase);
    }
    if (!frameSeconds.has(stream.kind)) frameSeconds.set(stream.kind, duration);
    const span = spans.get(stream.kind);
    if (!span) spans.set(stream.kind, { start, end: start + duration });
    else {
      span.start = Math.min(span.start, start);
      span.end = Math.max(span.end, start + duration);
    }
  }
  return {
    video: spans.get('video') ?? null,
    audio: spans.get('audio') ?? null,
    keyframeFirst,
    decodeLeadSeconds,
    videoFrameSeconds: frameSeconds.get('video') ?? 0,
    audioFrameSeconds: frameSeconds.get('audio') ?? 0,
  };
}

const listing = (file: string, streams: string) => ['-copyts', ...sourceInputArgs(file, 'mpegts'), '-map', streams, '-c', 'copy', '-f', 'framecrc', '-'];

/**
 * Probes one segment file with ffmpeg (stream copy, original timestamps kept). A segment
 * whose audio stream holds no packet cannot be listed whole (ffmpeg knows no sample rate for
 * it): its video is listed alone, and it has no audio.
 */
export async function probeSegment(file: string, signal?: AbortSignal): Promise<SegmentProbe> {
  try {
    return parseFrameListing(await ffmpegOutput(listing(file, '0'), { signal }));
  } catch (error) {
    if (signal?.aborted) throw error;
    return parseFrameListing(await ffmpegOutput(listing(file, '0:v'), { signal }));
  }
}

export interface RenditionProbe {
  name: string;
  segments: { file: string; listedSeconds: number; probe: SegmentProbe }[];
}

/** Probes every segment a rendition's playlist lists. */
export async function probeRendition(folder: string, name: string, signal?: AbortSignal): Promise<RenditionProbe> {
  const playlist = parsePlaylist(await readFile(path.join(folder, name, VARIANT_PLAYLIST), 'utf8'));
  const segments = [];
  for (const segment of playlist.segments) {
    segments.push({ file: segment.file, listedSeconds: segment.duration, probe: await probeSegment(path.join(folder, name, segment.file), signal) });
  }
  return { name, segments };
}

const seconds = (value: number) => value.toFixed(3);

/** What is wrong with a probed ladder, one line a fault; empty when a player can switch anywhere. */
export function ladderProblems(renditions: readonly RenditionProbe[], expectAudio: boolean): string[] {
  const problems: string[] = [];
  const first = renditions[0];
  if (!first) return ['no renditions'];
  for (const rendition of renditions) {
    if (rendition.segments.length === 0) problems.push(`${rendition.name}: no segments`);
    if (rendition.segments.length !== first.segments.length) {
      problems.push(`${rendition.name}: ${rendition.segments.length} segments where ${first.name} has ${first.segments.length}`);
    }
    for (const [index, { file, listedSeconds, probe }] of rendition.segments.entries()) {
      const where = `${rendition.name}/${file}`;
      const { video, audio } = probe;
      if (!video) {
        problems.push(`${where}: no video`);
        continue;
      }
      const tolerance = Math.max(probe.videoFrameSeconds, probe.audioFrameSeconds, 0.001);
      const audioTolerance = tolerance + probe.decodeLeadSeconds;
      if (!probe.keyframeFirst) problems.push(`${where}: does not start with a keyframe`);
      if (expectAudio) {
        if (!audio) problems.push(`${where}: no audio for video ${seconds(video.start)}-${seconds(video.end)} s`);
        else if (audio.start > video.start + audioTolerance || audio.end < video.end - audioTolerance) {
          problems.push(`${where}: audio ${seconds(audio.start)}-${seconds(audio.end)} s does not cover video ${seconds(video.start)}-${seconds(video.end)} s`);
        }
      }
      if (Math.abs(video.end - video.start - listedSeconds) > tolerance) {
        problems.push(`${where}: the playlist says ${seconds(listedSeconds)} s, the video lasts ${seconds(video.end - video.start)} s`);
      }
      const twin = first.segments[index]?.probe.video;
      if (rendition !== first && twin && Math.abs(twin.start - video.start) > tolerance) {
        problems.push(`${where}: starts at ${seconds(video.start)} s, ${first.name} at ${seconds(twin.start)} s`);
      }
    }
  }
  return problems;
}

/** Shown with a refused ladder: the first faults, and how many more. */
const PROBLEMS_SHOWN = 3;

export class MediaCheckFailed extends Error {
  override name = 'MediaCheckFailed';
  constructor(readonly problems: readonly string[]) {
    const more = problems.length > PROBLEMS_SHOWN ? ` (and ${problems.length - PROBLEMS_SHOWN} more)` : '';
    super(`media check failed: ${problems.slice(0, PROBLEMS_SHOWN).join('; ')}${more}`);
  }
}

/** Probes a ladder folder's renditions; throws MediaCheckFailed with the reasons when it is unfit to publish. */
export async function checkLadder(folder: string, names: readonly string[], expectAudio: boolean, signal?: AbortSignal): Promise<void> {
  const renditions = [];
  for (const name of names) renditions.push(await probeRendition(folder, name, signal));
  const problems = ladderProblems(renditions, expectAudio);
  if (problems.length > 0) throw new MediaCheckFailed(problems);
}
