/**
 * The renditions a master playlist offers, as 缓存's quality sheet lists them: the name the
 * licence asks for (the master's NAME, '360p'), the height, and the size a download of the
 * whole episode comes to (its average bitrate over the episode's length). The player's early
 * start reads it too, for the playlist hls.js will start on (streamingConfig.ts).
 */
import { attribute } from './renditionPlaylist.ts';

export interface MasterVariant {
  /** The rendition's name (NAME, else the variant playlist's file name without `.m3u8`). */
  name: string;
  height: number;
  /** Bits per second: AVERAGE-BANDWIDTH where the master gives it, else the peak BANDWIDTH. */
  bitrate: number;
  /** The variant playlist's URI as the master writes it (absolute, or relative to the master). */
  uri: string;
}

/** Every variant of a master playlist, lowest first; [] for a media playlist or junk. */
export function masterVariants(text: string): MasterVariant[] {
  const variants: MasterVariant[] = [];
  const lines = text.split(/\r?\n/).map((line) => line.trim());
  lines.forEach((line, index) => {
    if (!line.startsWith('#EXT-X-STREAM-INF:')) return;
    const list = line.slice('#EXT-X-STREAM-INF:'.length);
    const uri = lines.slice(index + 1).find((next) => next !== '' && !next.startsWith('#')) ?? '';
    const fileName = /([^/?#]+)\.m3u8(?:[?#]|$)/.exec(uri)?.[1] ?? '';
    const name = attribute(list, 'NAME') ?? fileName;
    const bitrate = Number(attribute(list, 'AVERAGE-BANDWIDTH')) || Number(attribute(list, 'BANDWIDTH')) || 0;
    const height = Number((attribute(list, 'RESOLUTION') ?? '').split('x')[1]) || 0;
    if (name) variants.push({ name, height, bitrate, uri });
  });
  return variants.sort((a, b) => a.height - b.height || a.bitrate - b.bitrate);
}

/** What a download of `seconds` of a variant stores, roughly: its bitrate over the length. */
export function downloadBytesOf(variant: Pick<MasterVariant, 'bitrate'>, seconds: number): number {
  return Math.round((variant.bitrate * Math.max(0, seconds)) / 8);
}
