/**
 * Generated and ingested media under DATA_DIR/media/<dir>/, and the signed URLs that reach
 * it. A folder is either a ladder (master.m3u8, one sub-folder per rendition with its
 * index.m3u8 and segments, poster and thumbnails) or, as before the ladder, one rendition
 * (index.m3u8 plus segments at the top). Folders never change once their media is recorded.
 */
import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ServerConfig } from '../config.ts';
import { MASTER_FILE, parseMaster, VARIANT_PLAYLIST, type ParsedMaster } from './master.ts';
import { parsePlaylist, type ParsedPlaylist, type Segment } from './playlist.ts';
import { POSTER_FILE, THUMBNAILS_FILE } from './stills.ts';
import { pathSignature, queryString, sign, verify, type SignedQuery } from './signing.ts';

export const MEDIA_ROUTE = '/media';
export const PLAYLIST_FILE = 'index.m3u8';
const DIR_PATTERN = /^[A-Za-z0-9_-]+$/;

export function mediaRoot(config: ServerConfig): string {
  return path.join(config.dataDir, 'media');
}

/** The absolute folder of a media dir name, refusing anything that is not a plain name. */
export function mediaFolder(config: ServerConfig, dir: string): string {
  if (!DIR_PATTERN.test(dir)) throw new Error(`bad media dir "${dir}"`);
  return path.join(mediaRoot(config), dir);
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

const cache = new Map<string, ParsedPlaylist>();
/** Masters by folder; null remembers a folder of one rendition (folders never change). */
const masters = new Map<string, ParsedMaster | null>();
/** Whether a folder's still exists, by its path: found ones only (a folder gains its stills before its media is recorded). */
const stills = new Set<string>();

/**
 * The parsed playlist of a media folder, or of one of its renditions (`rendition`, a name
 * from its master), or null when missing. Only found playlists are remembered.
 */
export async function loadPlaylist(config: ServerConfig, dir: string, rendition?: string): Promise<ParsedPlaylist | null> {
  const folder = rendition ? path.join(mediaFolder(config, dir), rendition) : mediaFolder(config, dir);
  const cached = cache.get(folder);
  if (cached) return cached;
  try {
    const parsed = parsePlaylist(await readFile(path.join(folder, rendition ? VARIANT_PLAYLIST : PLAYLIST_FILE), 'utf8'));
    cache.set(folder, parsed);
    return parsed;
  } catch {
    return null;
  }
}

/** The master of a ladder folder; null for a folder of one rendition (or none). */
export async function loadMaster(config: ServerConfig, dir: string): Promise<ParsedMaster | null> {
  const folder = mediaFolder(config, dir);
  if (masters.has(folder)) return masters.get(folder)!;
  let master: ParsedMaster | null = null;
  try {
    const parsed = parseMaster(await readFile(path.join(folder, MASTER_FILE), 'utf8'));
    master = parsed.variants.length > 0 ? parsed : null;
  } catch {
    // No master: a folder of one rendition when its playlist is there. A folder not there
    // (yet) is not remembered, or its 404 would stay until a restart (issue 19).
    if (!(await exists(path.join(folder, PLAYLIST_FILE)))) return null;
  }
  masters.set(folder, master);
  return master;
}

async function hasStill(config: ServerConfig, dir: string, file: string): Promise<boolean> {
  const still = path.join(mediaFolder(config, dir), file);
  if (stills.has(still)) return true;
  const found = await exists(still);
  if (found) stills.add(still);
  return found;
}

/** Whether the folder has seek thumbnails (thumbs.vtt). */
export const hasThumbnails = (config: ServerConfig, dir: string) => hasStill(config, dir, THUMBNAILS_FILE);
/** Whether the folder has a poster frame (poster.jpg). */
export const hasPoster = (config: ServerConfig, dir: string) => hasStill(config, dir, POSTER_FILE);

/**
 * Who a media URL is for: a member, or a visitor (VISITOR, a caller without a token yet: a
 * shared link opened before the original client's auto-register answered), whose URLs are
 * signed for its network address too, so they work from where they were handed out only.
 */
export interface MediaHolder {
  memberId: number;
  address: string;
}
/** The member id of a visitor's URLs: no member has it, so it is never entitled and earns no watch time. */
export const VISITOR = 0;

const holderSubject = (subject: string, memberId: number, address: string) => (memberId === VISITOR ? `${subject}\n${address}` : subject);

function signFor(config: ServerConfig, subject: string, holder: MediaHolder, now: Date): SignedQuery {
  return sign(config.mediaSecret, holderSubject(subject, holder.memberId, holder.address), holder.memberId, now, config.mediaUrlTtlSeconds);
}

/** The holder a signed media URL was issued to, when `query` signs `subject` (and, for a visitor, `address`) and has not expired. */
export function verifyFor(
  config: ServerConfig,
  subject: string,
  query: Partial<Record<'m' | 'exp' | 'sig', string>>,
  address: string,
  now: Date,
): SignedQuery | null {
  return verify(config.mediaSecret, holderSubject(subject, Number(query.m), address), query, now);
}

export const playlistSubject = (episodeId: number) => `play:${episodeId}`;
/** `file` is `seg000.ts` in a folder of one rendition, `360p/seg000.ts` in a ladder. */
export const segmentSubject = (mediaId: number, file: string) => `seg:${mediaId}:${file}`;
export const thumbnailsSubject = (mediaId: number) => `thumbs:${mediaId}`;

/**
 * The episode's playlist URL for one member; entitlement is decided when it is fetched.
 * Absolute under `origin`, with the signature in the path so that the URL ends in `.m3u8`:
 * the original client takes the URL's origin and picks hls.js only for that ending.
 */
export function playlistUrl(config: ServerConfig, origin: string, episodeId: number, holder: MediaHolder, now: Date): string {
  const signed = signFor(config, playlistSubject(episodeId), holder, now);
  return `${origin}${MEDIA_ROUTE}/play/${pathSignature(signed)}/${episodeId}.m3u8`;
}

/** A segment's URL; `rendition` names the ladder's sub-folder it is in (none for one rendition). */
export function segmentUrl(config: ServerConfig, mediaId: number, segment: Segment, holder: MediaHolder, now: Date, rendition?: string): string {
  const file = rendition ? `${rendition}/${segment.file}` : segment.file;
  const signed = signFor(config, segmentSubject(mediaId, file), holder, now);
  return `${config.publicUrl}${MEDIA_ROUTE}/seg/${mediaId}/${file}?${queryString(signed)}`;
}

/**
 * A rendition's playlist URL inside a master, signed like the master (the same path
 * signature: entitlement is decided when each is fetched) and ending in `.m3u8`.
 */
export function variantUrl(origin: string, episodeId: number, signature: string, rendition: string): string {
  return `${origin}${MEDIA_ROUTE}/play/${signature}/${episodeId}/${rendition}.m3u8`;
}

/**
 * The WebVTT index of a media's seek thumbnails, absolute and signed in the path, so the
 * sprite names inside it (`sprite-1.jpg#xywh=...`) resolve against it to signed URLs too.
 */
export function thumbnailsUrl(config: ServerConfig, origin: string, mediaId: number, holder: MediaHolder, now: Date): string {
  const signed = signFor(config, thumbnailsSubject(mediaId), holder, now);
  return `${origin}${MEDIA_ROUTE}/thumbs/${pathSignature(signed)}/${mediaId}/${THUMBNAILS_FILE}`;
}
