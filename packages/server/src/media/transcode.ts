/**
 * HLS with the ffmpeg binary of @ffmpeg-installer/ffmpeg (no system ffmpeg here):
 * H.264 + AAC, 2-second segments, a VOD playlist `index.m3u8`.
 */
import { spawn } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PLAYLIST_FILE } from './library.ts';

export const SEGMENT_SECONDS = 2;

function ffmpegPath(): string {
  const require = createRequire(import.meta.url);
  return (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
}

/** Encoding settings shared by demo streams and ingested files. */
const OUTPUT_ARGS = [
  '-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', '-profile:v', 'main',
  // A keyframe every segment, so segments cut exactly at 2 s.
  '-force_key_frames', `expr:gte(t,n_forced*${SEGMENT_SECONDS})`, '-sc_threshold', '0',
  '-c:a', 'aac', '-b:a', '96k', '-ac', '2',
  '-f', 'hls', '-hls_time', String(SEGMENT_SECONDS), '-hls_playlist_type', 'vod', '-hls_list_size', '0',
];

function run(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpegPath(), ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited ${code}: ${stderr.slice(-500)}`))));
  });
}

async function toHls(inputArgs: string[], folder: string, extraArgs: string[] = []): Promise<void> {
  await mkdir(folder, { recursive: true });
  await run([...inputArgs, ...extraArgs, ...OUTPUT_ARGS, '-hls_segment_filename', path.join(folder, 'seg%03d.ts'), path.join(folder, PLAYLIST_FILE)]);
}

export interface TestPattern {
  /** An ffmpeg lavfi video source: testsrc2, testsrc, smptehdbars, ... */
  source: string;
  seconds: number;
  /** Tone of the sine audio, Hz. */
  frequency: number;
}

/** A generated test-pattern stream (no real footage): 640x360, 25 fps, a sine tone. */
export function generateTestPattern(folder: string, pattern: TestPattern): Promise<void> {
  return toHls(
    [
      '-f', 'lavfi', '-i', `${pattern.source}=size=640x360:rate=25:duration=${pattern.seconds}`,
      '-f', 'lavfi', '-i', `sine=frequency=${pattern.frequency}:duration=${pattern.seconds}`,
    ],
    folder,
    ['-shortest'],
  );
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
  await run([
    '-f', 'lavfi', '-i', `nullsrc=size=270x480:rate=24:duration=6,geq=${drift}`,
    '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '28', '-pix_fmt', 'yuv420p', '-profile:v', 'main',
    '-movflags', '+faststart', '-an', file,
  ]);
}

/** Transcodes a video file (ingest), scaled to at most 720 px high. */
export function transcodeFile(input: string, folder: string): Promise<void> {
  return toHls(['-i', input], folder, ['-vf', 'scale=-2:min(720\\,ih)']);
}
