/**
 * One rendition's HLS media playlist, as 离线缓存 downloads it: the segments (absolute URLs,
 * durations, media sequence numbers) and the AES-128 key each one is under, and the same
 * playlist written back with `offline:` URLs that the offline loader serves from the device.
 * The IV attributes and the media sequence are kept as served: hls.js decrypts the stored
 * ciphertext with them (no IV attribute: the sequence number is the IV).
 */

/** The AES-128 key a segment is under: its URI (absolute) and the IV attribute, if the playlist gives one. */
export interface SegmentKey {
  uri: string;
  /** As written in the playlist (`0x` and 32 hex digits), or null for the sequence-number IV. */
  iv: string | null;
}

export interface RenditionSegment {
  /** The media sequence number. */
  sequence: number;
  /** Absolute URL. */
  uri: string;
  /** Seconds. */
  duration: number;
  /** Null for a segment in the clear (METHOD=NONE, or before any key). */
  key: SegmentKey | null;
}

export interface RenditionPlaylist {
  targetDuration: number;
  mediaSequence: number;
  segments: RenditionSegment[];
}

/** A playlist the offline copy cannot keep: what is wrong, in a sentence for the log. */
export class RenditionPlaylistError extends Error {
  override readonly name = 'RenditionPlaylistError';
}

/** Tags that change which bytes a segment is; the local copy would drop them, so such a playlist is refused. */
const UNSUPPORTED_TAGS = ['#EXT-X-MAP', '#EXT-X-BYTERANGE', '#EXT-X-DISCONTINUITY', '#EXT-X-GAP', '#EXT-X-PART'];
const IV_PATTERN = /^0[xX][0-9a-fA-F]{32}$/;

/** The value of `name` in an attribute list (`METHOD=AES-128,URI="...",IV=0x...`). */
export function attribute(list: string, name: string): string | null {
  const match = new RegExp(`(?:^|,)${name}=("[^"]*"|[^,]*)`).exec(list);
  if (!match?.[1]) return null;
  const value = match[1];
  return value.startsWith('"') ? value.slice(1, -1) : value;
}

function parseKey(list: string, base: string): SegmentKey | null {
  const method = attribute(list, 'METHOD');
  if (method === 'NONE') return null;
  if (method !== 'AES-128') throw new RenditionPlaylistError(`unsupported key method ${method ?? '(none)'}`);
  const uri = attribute(list, 'URI');
  if (!uri) throw new RenditionPlaylistError('a key without a URI');
  const iv = attribute(list, 'IV');
  if (iv !== null && !IV_PATTERN.test(iv)) throw new RenditionPlaylistError(`a malformed IV ${iv}`);
  return { uri: new URL(uri, base).href, iv };
}

function positiveNumber(text: string, what: string): number {
  const value = Number.parseFloat(text);
  if (!Number.isFinite(value) || value < 0) throw new RenditionPlaylistError(`a malformed ${what}: ${text}`);
  return value;
}

/** Reads a VOD media playlist fetched from `playlistUrl` (relative URIs resolve against it). */
export function parseRenditionPlaylist(text: string, playlistUrl: string): RenditionPlaylist {
  const lines = text.split(/\r?\n/).map((line) => line.trim());
  if (lines[0] !== '#EXTM3U') throw new RenditionPlaylistError('not an HLS playlist');
  let targetDuration = 0;
  let mediaSequence = 0;
  let key: SegmentKey | null = null;
  let duration: number | null = null;
  let ended = false;
  const segments: RenditionSegment[] = [];
  for (const line of lines.slice(1)) {
    if (!line) continue;
    if (line.startsWith('#EXT-X-STREAM-INF')) throw new RenditionPlaylistError('a master playlist, not a rendition');
    if (UNSUPPORTED_TAGS.some((tag) => line.startsWith(tag))) throw new RenditionPlaylistError(`unsupported tag ${line.split(':')[0]}`);
    if (line.startsWith('#EXT-X-TARGETDURATION:')) targetDuration = positiveNumber(line.slice(22), 'target duration');
    else if (line.startsWith('#EXT-X-MEDIA-SEQUENCE:')) mediaSequence = positiveNumber(line.slice(22), 'media sequence');
    else if (line.startsWith('#EXT-X-KEY:')) key = parseKey(line.slice(11), playlistUrl);
    else if (line.startsWith('#EXTINF:')) duration = positiveNumber(line.slice(8).split(',')[0] ?? '', 'segment duration');
    else if (line === '#EXT-X-ENDLIST') ended = true;
    else if (!line.startsWith('#')) {
      if (duration === null) throw new RenditionPlaylistError(`a segment without #EXTINF: ${line}`);
      segments.push({ sequence: mediaSequence + segments.length, uri: new URL(line, playlistUrl).href, duration, key });
      duration = null;
    }
  }
  // A live playlist would grow after the download: only a finished (VOD) one can be kept.
  if (!ended) throw new RenditionPlaylistError('a playlist without #EXT-X-ENDLIST');
  if (segments.length === 0) throw new RenditionPlaylistError('a playlist without segments');
  return { targetDuration, mediaSequence, segments };
}

/** The distinct key URIs of a playlist, in the order segments first use them: a key's index is its place here. */
export function renditionKeyUris(playlist: RenditionPlaylist): string[] {
  return [...new Set(playlist.segments.flatMap((segment) => (segment.key ? [segment.key.uri] : [])))];
}

/** Where the offline copy of licence `licenceId` keeps its playlist, segment `n` and key `n`. */
const OFFLINE_SCHEME = 'offline:';
export type OfflineResource = { licenceId: string } & ({ kind: 'playlist' } | { kind: 'seg' | 'key'; index: number });

/** The URL the player loads to play the offline copy of licence `licenceId`. */
export function offlinePlaylistUrl(licenceId: string): string {
  return `${OFFLINE_SCHEME}${encodeURIComponent(licenceId)}/playlist.m3u8`;
}

export function offlineSegmentUrl(licenceId: string, index: number): string {
  return `${OFFLINE_SCHEME}${encodeURIComponent(licenceId)}/seg/${index}`;
}

export function offlineKeyUrl(licenceId: string, index: number): string {
  return `${OFFLINE_SCHEME}${encodeURIComponent(licenceId)}/key/${index}`;
}

/** What an `offline:` URL names; null for any other URL (the offline loader never goes to the network). */
export function parseOfflineUrl(url: string): OfflineResource | null {
  const match = /^offline:([^/]+)\/(?:(playlist\.m3u8)|(seg|key)\/(\d+))$/.exec(url);
  if (!match?.[1]) return null;
  const licenceId = decodeURIComponent(match[1]);
  if (match[2]) return { licenceId, kind: 'playlist' };
  return { licenceId, kind: match[3] === 'seg' ? 'seg' : 'key', index: Number(match[4]) };
}

/**
 * The playlist with every segment at `offline:<id>/seg/<n>` (n: its place in the list) and
 * every key at `offline:<id>/key/<n>` (n: its place in renditionKeyUris), IVs and the media
 * sequence as served.
 */
export function writeOfflinePlaylist(playlist: RenditionPlaylist, licenceId: string): string {
  const keyIndex = new Map(renditionKeyUris(playlist).map((uri, index) => [uri, index]));
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${Math.max(1, Math.ceil(playlist.targetDuration))}`,
    `#EXT-X-MEDIA-SEQUENCE:${playlist.mediaSequence}`,
    '#EXT-X-PLAYLIST-TYPE:VOD',
  ];
  // Segments before any key are in the clear: no line until the first key.
  let keyLine = '#EXT-X-KEY:METHOD=NONE';
  for (const [index, { key, duration }] of playlist.segments.entries()) {
    const line = key
      ? `#EXT-X-KEY:METHOD=AES-128,URI="${offlineKeyUrl(licenceId, keyIndex.get(key.uri) ?? 0)}"${key.iv ? `,IV=${key.iv}` : ''}`
      : '#EXT-X-KEY:METHOD=NONE';
    if (line !== keyLine) lines.push(line);
    keyLine = line;
    lines.push(`#EXTINF:${duration.toFixed(6)},`, offlineSegmentUrl(licenceId, index));
  }
  lines.push('#EXT-X-ENDLIST', '');
  return lines.join('\n');
}
