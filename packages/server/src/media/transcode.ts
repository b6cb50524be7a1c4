/**
 * Transcoding with the ffmpeg of @ffmpeg-installer/ffmpeg: the adaptive ladder (ladder.ts),
 * every rendition cut at the same 2-second keyframes, with its poster and seek thumbnails
 * (stills.ts). Also the single-rendition test pattern of older media folders and the
 * login page's loop.
 */
import { mkdir, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { runFfmpeg, sourceInputArgs } from './ffmpeg.ts';
import { checkLadder } from './mediaCheck.ts';
import { AUDIO_KBPS, codecsOf, h264Level, renditionSize, scaleFilter, SEGMENT_SECONDS, x264Level, type Rendition } from './ladder.ts';
import { PLAYLIST_FILE } from './library.ts';
import { MASTER_FILE, VARIANT_PLAYLIST, writeMaster, type Variant } from './master.ts';
import { parsePlaylist } from './playlist.ts';
import type { ProbedSource, SourceInfo } from './probe.ts';
import { POSTER_FILE, POSTER_LINES, sheetFilter, sheetLayout, THUMBNAILS_FILE, thumbnailsVtt } from './stills.ts';

/** A keyframe every segment in every rendition, so segments cut at the same instants everywhere. */
const KEYFRAMES = ['-force_key_frames', `expr:gte(t,n_forced*${SEGMENT_SECONDS})`, '-sc_threshold', '0'];
const HLS_ARGS = ['-f', 'hls', '-hls_time', String(SEGMENT_SECONDS), '-hls_playlist_type', 'vod', '-hls_list_size', '0'];
const AUDIO_ARGS = ['-c:a', 'aac', '-b:a', `${AUDIO_KBPS}k`, '-ac', '2'];

/** What ffmpeg reads: its input arguments and where the video and audio are in them. */
export interface TranscodeInput {
  args: string[];
  video: string;
  /** null: no audio (the renditions are video only). */
  audio: string | null;
}

/** A probed source file, read with the demuxer its bytes showed and nothing else (ffmpeg.ts, sourceInputArgs). */
export const fileInput = (file: string, source: ProbedSource): TranscodeInput => ({
  args: sourceInputArgs(file, source.demuxer),
  video: '0:v:0',
  audio: source.hasAudio ? '0:a:0' : null,
});

export interface LadderOptions {
  renditions: readonly Rendition[];
  /** x264 preset: 'veryfast' for uploads; the demo's synthetic pictures take 'superfast'. */
  preset?: string;
  /**
   * One ffmpeg run per rendition, then the stills, instead of one run for everything (the
   * default: one decode split to every scaler). bench:transcode compares them: on 2 cores
   * the one run took 0.51 s per second of 1080p video and 58 s of CPU, run by run 0.61 s
   * and 68 s (each run decodes the source again).
   */
  runByRun?: boolean;
  /** Also write a poster, thumbnail sheets and their VTT (default true). */
  stills?: boolean;
  /** Demo covers: this many frames spread over the video (frame00.jpg...). */
  coverFrames?: number;
  /** 0..1 as ffmpeg gets through the work. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

const posterLines = (source: SourceInfo) => Math.min(POSTER_LINES, Math.min(source.width, source.height));
const encoderArgs = (preset: string | undefined) => ['-c:v', 'libx264', '-preset', preset ?? 'veryfast', '-profile:v', 'main', '-pix_fmt', 'yuv420p', '-crf', '23'];
/** The lowest H.264 level a rendition fits at the source's frame rate (the renditions keep it). */
const levelOf = (source: SourceInfo, rendition: Rendition) => h264Level(renditionSize(source, rendition), source.frameRate);
/** The `index`-th video output's peak rate and level. */
const renditionArgs = (source: SourceInfo, rendition: Rendition, index: number) => [
  `-maxrate:v:${index}`, `${rendition.maxKbps}k`, `-bufsize:v:${index}`, `${rendition.maxKbps * 2}k`,
  `-level:v:${index}`, x264Level(levelOf(source, rendition)),
];

/** Filter branches (after a split) and outputs of the stills: thumbnail sheets, poster, cover frames. */
function stillsGraph(folder: string, source: SourceInfo, options: LadderOptions): { branches: string[]; outputs: string[] } {
  const branches: string[] = [];
  const outputs: string[] = [];
  const poster = { name: 'poster', lines: posterLines(source), maxKbps: 0 };
  if (options.stills ?? true) {
    branches.push(`${sheetFilter(sheetLayout(source.durationSeconds))}[thumbs]`);
    // A third of the way in: past titles and fades, before the end.
    branches.push(`select='gte(t\\,${(source.durationSeconds / 3).toFixed(2)})',${scaleFilter(source, poster)}[poster]`);
    outputs.push('-map', '[thumbs]', '-q:v', '5', path.join(folder, 'sprite-%d.jpg'));
    outputs.push('-map', '[poster]', '-frames:v', '1', '-q:v', '3', path.join(folder, POSTER_FILE));
  }
  if (options.coverFrames) {
    const every = source.durationSeconds / options.coverFrames;
    branches.push(`fps=1/${every.toFixed(3)},${scaleFilter(source, poster)}[covers]`);
    outputs.push('-map', '[covers]', '-frames:v', String(options.coverFrames), '-q:v', '3', path.join(folder, 'frame%02d.jpg'));
  }
  return { branches, outputs };
}

const splitInto = (input: string, branches: readonly string[]) =>
  branches.length === 1
    ? `[${input}]${branches[0]}`
    : `[${input}]split=${branches.length}${branches.map((_, i) => `[s${i}]`).join('')};${branches.map((branch, i) => `[s${i}]${branch}`).join(';')}`;

/** Every rendition and the stills in one run; folders come out as v0, v1... (ffmpeg 4.1's var_stream_map has no names). */
async function encodeInOneRun(input: TranscodeInput, folder: string, source: SourceInfo, options: LadderOptions): Promise<void> {
  const { renditions } = options;
  const stills = stillsGraph(folder, source, options);
  const branches = [...renditions.map((rendition, i) => `${scaleFilter(source, rendition)}[o${i}]`), ...stills.branches];
  const args = [...input.args, '-filter_complex', splitInto(input.video, branches)];
  renditions.forEach((_, i) => args.push('-map', `[o${i}]`, ...(input.audio ? ['-map', input.audio] : [])));
  args.push(...encoderArgs(options.preset), ...renditions.flatMap((rendition, i) => renditionArgs(source, rendition, i)), ...KEYFRAMES, ...(input.audio ? AUDIO_ARGS : []), ...HLS_ARGS);
  args.push('-hls_segment_filename', path.join(folder, 'v%v', 'seg%03d.ts'));
  args.push('-var_stream_map', renditions.map((_, i) => (input.audio ? `v:${i},a:${i}` : `v:${i}`)).join(' '));
  args.push(path.join(folder, 'v%v', VARIANT_PLAYLIST), ...stills.outputs);
  await runFfmpeg(args, {
    signal: options.signal,
    onTime: options.onProgress && ((seconds) => options.onProgress!(Math.min(1, seconds / source.durationSeconds))),
  });
  for (const [i, rendition] of renditions.entries()) await rename(path.join(folder, `v${i}`), path.join(folder, rendition.name));
}

/** Share of the work the stills take when they have a run of their own (keyframes of the smallest rendition only). */
const STILLS_SHARE = 0.05;

/** One run per rendition, then the stills from the smallest rendition's keyframes (one every 2 s: cheap to decode). */
async function encodeRunByRun(input: TranscodeInput, folder: string, source: SourceInfo, options: LadderOptions): Promise<void> {
  const { renditions } = options;
  // Progress by pixels: a 1080p rendition is most of the work.
  const weights = renditions.map((rendition) => rendition.lines ** 2);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let done = 0;
  const report = (share: number) => options.onProgress?.(Math.min(1, share));
  for (const [i, rendition] of renditions.entries()) {
    const target = path.join(folder, rendition.name);
    await mkdir(target, { recursive: true });
    const weight = (weights[i]! / total) * (1 - STILLS_SHARE);
    await runFfmpeg(
      [
        ...input.args,
        '-map', input.video, ...(input.audio ? ['-map', input.audio] : []),
        '-vf', scaleFilter(source, rendition),
        ...encoderArgs(options.preset), ...renditionArgs(source, rendition, 0), ...KEYFRAMES, ...(input.audio ? AUDIO_ARGS : []), ...HLS_ARGS,
        '-hls_segment_filename', path.join(target, 'seg%03d.ts'), path.join(target, VARIANT_PLAYLIST),
      ],
      { signal: options.signal, onTime: (seconds) => report(done + weight * Math.min(1, seconds / source.durationSeconds)) },
    );
    done += weight;
  }
  const stills = stillsGraph(folder, source, options);
  if (stills.branches.length === 0) return;
  const smallest = path.join(folder, renditions[0]!.name, VARIANT_PLAYLIST);
  await runFfmpeg(['-skip_frame', 'nokey', ...sourceInputArgs(smallest, 'hls'), '-filter_complex', splitInto('0:v', stills.branches), ...stills.outputs], { signal: options.signal });
  report(1);
}

/**
 * Transcodes into `folder` (created): `<rendition>/index.m3u8` + segments for each
 * rendition, the stills, then `master.m3u8` LAST: a folder with a master is complete.
 * Before the master, every segment passes the media check (mediaCheck.ts): a ladder a
 * player could stall on is refused with the reason and never gets a master.
 */
export async function transcodeLadder(input: TranscodeInput, folder: string, source: SourceInfo, options: LadderOptions): Promise<Variant[]> {
  const { renditions } = options;
  if (renditions.length === 0) throw new Error('no renditions');
  await mkdir(folder, { recursive: true });
  if (options.runByRun) await encodeRunByRun(input, folder, source, options);
  else await encodeInOneRun(input, folder, source, options);
  await checkLadder(folder, renditions.map((rendition) => rendition.name), input.audio !== null, options.signal);

  const variants: Variant[] = [];
  for (const rendition of renditions) {
    variants.push({
      name: rendition.name,
      ...(await measuredBandwidth(path.join(folder, rendition.name))),
      ...renditionSize(source, rendition),
      codecs: codecsOf(levelOf(source, rendition), input.audio !== null),
    });
  }
  if (options.coverFrames) await numberFromZero(folder);
  if (options.stills ?? true) await writeFile(path.join(folder, THUMBNAILS_FILE), thumbnailsVtt(source.durationSeconds));
  await writeFile(path.join(folder, MASTER_FILE), writeMaster(variants));
  return variants;
}

/** HLS BANDWIDTH is the peak bitrate of any segment; AVERAGE-BANDWIDTH the whole stream's. */
export async function measuredBandwidth(folder: string): Promise<{ bandwidth: number; averageBandwidth: number }> {
  const playlist = parsePlaylist(await readFile(path.join(folder, VARIANT_PLAYLIST), 'utf8'));
  if (playlist.segments.length === 0) throw new Error(`ffmpeg wrote no segments in ${path.basename(folder)}`);
  let peak = 0;
  let bits = 0;
  let seconds = 0;
  for (const segment of playlist.segments) {
    const size = (await stat(path.join(folder, segment.file))).size * 8;
    bits += size;
    seconds += segment.duration;
    // A short last segment would overstate the peak.
    if (segment.duration >= SEGMENT_SECONDS / 2) peak = Math.max(peak, size / segment.duration);
  }
  const average = Math.round(bits / Math.max(seconds, 0.001));
  return { bandwidth: Math.max(Math.round(peak), average), averageBandwidth: average };
}

/** ffmpeg's image sequence counts from 1; covers are frame00.jpg... */
async function numberFromZero(folder: string): Promise<void> {
  const frames = (await readdir(folder)).filter((file) => /^frame\d{2}\.jpg$/.test(file)).sort();
  for (const file of frames) await rename(path.join(folder, file), path.join(folder, `frame${String(Number(file.slice(5, 7)) - 1).padStart(2, '0')}.jpg`));
}

export interface TestPattern {
  /** An ffmpeg lavfi video source: testsrc2, testsrc, smptehdbars, ... */
  source: string;
  seconds: number;
  /** Tone of the sine audio, Hz. */
  frequency: number;
}

/**
 * A generated single-rendition stream (no master playlist), as media folders were before
 * the ladder: 640x360, 25 fps, a sine tone. Tests use it to show such folders still play.
 */
export async function generateTestPattern(folder: string, pattern: TestPattern): Promise<void> {
  await mkdir(folder, { recursive: true });
  await runFfmpeg([
    '-f', 'lavfi', '-i', `${pattern.source}=size=640x360:rate=25:duration=${pattern.seconds}`,
    '-f', 'lavfi', '-i', `sine=frequency=${pattern.frequency}:duration=${pattern.seconds}`,
    '-shortest',
    '-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', '-profile:v', 'main',
    ...KEYFRAMES, ...AUDIO_ARGS, ...HLS_ARGS,
    '-hls_segment_filename', path.join(folder, 'seg%03d.ts'), path.join(folder, PLAYLIST_FILE),
  ]);
}

/**
 * The login page's background: a slow, dark colour drift, 6 s, silent, as a small MP4.
 * Every wave's period divides the length, so the loop has no seam.
 */
export async function generateLoginLoop(file: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const drift = [
    "r='24+22*sin(2*PI*(X/W+T/6))'",
    "g='8+8*sin(2*PI*(Y/H-T/6))'",
    "b='40+36*sin(2*PI*((X+Y)/(W+H)+T/3))'",
  ].join(':');
  await runFfmpeg([
    '-f', 'lavfi', '-i', `nullsrc=size=270x480:rate=24:duration=6,geq=${drift}`,
    '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '28', '-pix_fmt', 'yuv420p', '-profile:v', 'main',
    '-movflags', '+faststart', '-an', file,
  ]);
}
