/**
 * Generated SVG covers where no picture exists (a video published without a poster, demo
 * rows without generated media): a gradient whose hue comes from the key. No text: a cover
 * is a picture, the card prints the title beside it.
 */
import { createHash } from 'node:crypto';
import { POSTER_FILE } from './stills.ts';

/** A still of a media folder served as a public cover: its poster, or a demo cover frame. */
export const frameCoverPath = (dir: string, file: string = POSTER_FILE): string => `/covers/frame/${dir}/${file}`;

const WIDTH = 360;
const HEIGHT = 480;

export function hueOf(key: string): number {
  return createHash('sha1').update(key).digest().readUInt16BE(0) % 360;
}

export function coverSvg(key: string, size: { width: number; height: number } = { width: WIDTH, height: HEIGHT }): string {
  const hue = hueOf(key);
  const { width, height } = size;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${hue},55%,32%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},60%,14%)"/>
</linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<circle cx="${width * 0.78}" cy="${height * 0.22}" r="${Math.min(width, height) * 0.18}" fill="hsla(${(hue + 180) % 360},70%,70%,0.25)"/>
</svg>`;
}
