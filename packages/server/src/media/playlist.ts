/**
 * HLS VOD playlists: parse what ffmpeg wrote, and render it for one member with signed
 * segment URLs, whole or cut at the preview limit.
 */
export interface Segment {
  duration: number;
  file: string;
}

export interface ParsedPlaylist {
  targetDuration: number;
  segments: Segment[];
}

const SEGMENT_FILE = /^[A-Za-z0-9_-]+\.(ts|m4s|aac)$/;

export function parsePlaylist(text: string): ParsedPlaylist {
  const segments: Segment[] = [];
  let targetDuration = 0;
  let pending: number | null = null;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line.startsWith('#EXT-X-TARGETDURATION:')) targetDuration = Number(line.slice(22));
    else if (line.startsWith('#EXTINF:')) pending = Number.parseFloat(line.slice(8));
    else if (line && !line.startsWith('#') && pending !== null) {
      // Only plain segment names next to the playlist: never a path out of the media folder.
      if (SEGMENT_FILE.test(line)) segments.push({ duration: pending, file: line });
      pending = null;
    }
  }
  return { targetDuration: targetDuration || Math.ceil(Math.max(0, ...segments.map((s) => s.duration))), segments };
}

/**
 * The segments a preview of `previewSeconds` serves: every one that starts before the limit,
 * and one more. A client's own pause at the limit then lands inside the media: the original
 * client sets `currentTime = shikan`, and on a stream that ends exactly there its player
 * (DPlayer, `loop: true`) started the preview again from 0, for ever. Both players still stop
 * at the limit; the segment after it is at most SEGMENT_SECONDS of the paid part.
 */
export function previewSegments(segments: readonly Segment[], previewSeconds: number): Segment[] {
  let start = 0;
  let within = 0;
  for (const segment of segments) {
    if (start >= previewSeconds) break;
    within += 1;
    start += segment.duration;
  }
  return segments.slice(0, within + 1);
}

/**
 * `keyUriOf`, for an encrypted ladder (media/keys/), names the AES-128 key of the segment at
 * an index; an EXT-X-KEY line goes before each segment whose key differs from the one before.
 */
export function renderPlaylist(
  playlist: ParsedPlaylist,
  segments: readonly Segment[],
  urlOf: (segment: Segment) => string,
  keyUriOf?: (index: number) => string,
): string {
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${Math.max(1, Math.ceil(playlist.targetDuration))}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
  ];
  let key: string | undefined;
  for (const [index, segment] of segments.entries()) {
    const uri = keyUriOf?.(index);
    if (uri !== undefined && uri !== key) lines.push(`#EXT-X-KEY:METHOD=AES-128,URI="${uri}"`);
    key = uri;
    lines.push(`#EXTINF:${segment.duration.toFixed(6)},`, urlOf(segment));
  }
  lines.push('#EXT-X-ENDLIST', '');
  return lines.join('\n');
}
