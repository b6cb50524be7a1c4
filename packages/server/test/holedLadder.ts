/**
 * A ladder with an audio hole, made the way the demo generator made every demo stream until
 * it was changed: two separate lavfi inputs (picture, sine) in one ffmpeg run with several outputs,
 * rate caps and the stills. Segment 0 of each rendition then holds 2 s of picture and one
 * audio frame; its sound is in segment 1. hls.js 1.6.15 and later stall for good on it after
 * a switch of quality, which is what the player's watchdog must get out of.
 *
 * The media check refuses it (that refusal is asserted here, every time it is made); the
 * master playlist is then written by hand, so tests can serve it as a published video would be.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { codecsOf } from '../src/media/ladder.ts';
import { MASTER_FILE, writeMaster } from '../src/media/master.ts';
import { MediaCheckFailed } from '../src/media/mediaCheck.ts';
import { measuredBandwidth, transcodeLadder } from '../src/media/transcode.ts';

/** The demo's Mandelbrot zoom at its length: shorter ones (10 s) come out whole. */
export const HOLED_SECONDS = 16;
const PICTURE =
  'mandelbrot=size=480x270:rate=25:start_x=-0.743643887037151:start_y=0.131825904205330:start_scale=0.5:end_scale=0.0005:end_pts=500:outer=normalized_iteration_count:inner=period,scale=1280:720';
const RENDITIONS = [
  { name: '360p', lines: 360, maxKbps: 800, width: 640 },
  { name: '720p', lines: 720, maxKbps: 2800, width: 1280 },
];

/** Writes the holed ladder into `folder`; answers the media check's refusal of it. */
export async function makeHoledLadder(folder: string): Promise<MediaCheckFailed> {
  const input = {
    args: [
      '-f', 'lavfi', '-t', String(HOLED_SECONDS), '-i', PICTURE,
      '-f', 'lavfi', '-t', String(HOLED_SECONDS), '-i', 'sine=frequency=440',
    ],
    video: '0:v',
    audio: '1:a',
  };
  const source = { durationSeconds: HOLED_SECONDS, width: 1280, height: 720, frameRate: 25, hasAudio: true };
  const refusal = await transcodeLadder(input, folder, source, { renditions: RENDITIONS, preset: 'superfast', coverFrames: 12 }).then(
    () => null,
    (error: unknown) => error,
  );
  if (!(refusal instanceof MediaCheckFailed)) throw new Error(`the holed ladder was not refused by the media check: ${String(refusal)}`);
  const variants = [];
  for (const rendition of RENDITIONS) {
    variants.push({
      name: rendition.name,
      ...(await measuredBandwidth(path.join(folder, rendition.name))),
      width: rendition.width,
      height: rendition.lines,
      codecs: codecsOf(31, true),
    });
  }
  await writeFile(path.join(folder, MASTER_FILE), writeMaster(variants));
  return refusal;
}
