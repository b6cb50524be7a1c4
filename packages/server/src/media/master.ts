/**
 * The master playlist of a ladder (`master.m3u8` in the media folder, standard HLS with
 * relative URIs `360p/index.m3u8`, so the folder plays on its own too), and its rendering
 * for one member with absolute, signed variant URIs.
 */
export interface Variant {
  /** The rendition's name and folder: '360p'. */
  name: string;
  /** Peak bits per second of a segment (HLS BANDWIDTH). */
  bandwidth: number;
  averageBandwidth: number;
  width: number;
  height: number;
  codecs: string;
}

export interface ParsedMaster {
  variants: Variant[];
}

export const MASTER_FILE = 'master.m3u8';
export const VARIANT_PLAYLIST = 'index.m3u8';
const RENDITION_NAME = /^\d{2,4}p$/;

export function isRenditionName(name: string): boolean {
  return RENDITION_NAME.test(name);
}

export function writeMaster(variants: readonly Variant[], uriOf: (variant: Variant) => string = (v) => `${v.name}/${VARIANT_PLAYLIST}`): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const variant of variants) {
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${variant.bandwidth},AVERAGE-BANDWIDTH=${variant.averageBandwidth},RESOLUTION=${variant.width}x${variant.height},CODECS="${variant.codecs}",NAME="${variant.name}"`,
      uriOf(variant),
    );
  }
  lines.push('');
  return lines.join('\n');
}

/** Attributes of an `#EXT-X-STREAM-INF:` line; quoted values may hold commas. */
function attributes(text: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const match of text.matchAll(/([A-Z0-9-]+)=("[^"]*"|[^,]*)/g)) found[match[1]!] = match[2]!.replace(/^"|"$/g, '');
  return found;
}

/** Parses a master we wrote; variants whose URI is not `<rendition>/index.m3u8` are left out. */
export function parseMaster(text: string): ParsedMaster {
  const variants: Variant[] = [];
  let pending: Record<string, string> | null = null;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line.startsWith('#EXT-X-STREAM-INF:')) pending = attributes(line.slice(18));
    else if (line && !line.startsWith('#') && pending) {
      const [name, file, ...rest] = line.split('/');
      const [width, height] = (pending.RESOLUTION ?? '0x0').split('x').map(Number);
      if (name && isRenditionName(name) && file === VARIANT_PLAYLIST && rest.length === 0) {
        variants.push({
          name,
          bandwidth: Number(pending.BANDWIDTH) || 0,
          averageBandwidth: Number(pending['AVERAGE-BANDWIDTH']) || 0,
          width: width || 0,
          height: height || 0,
          codecs: pending.CODECS ?? '',
        });
      }
      pending = null;
    }
  }
  return { variants };
}
