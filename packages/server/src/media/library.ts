/**
 * Generated and ingested media under DATA_DIR/media/<dir>/ (index.m3u8 plus segments),
 * and the signed URLs that reach it.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ServerConfig } from '../config.ts';
import { parsePlaylist, type ParsedPlaylist, type Segment } from './playlist.ts';
import { pathSignature, queryString, sign } from './signing.ts';

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

const cache = new Map<string, ParsedPlaylist>();

/** The parsed playlist of a media folder (files never change once written), or null when missing. */
export async function loadPlaylist(config: ServerConfig, dir: string): Promise<ParsedPlaylist | null> {
  const folder = mediaFolder(config, dir);
  const cached = cache.get(folder);
  if (cached) return cached;
  try {
    const parsed = parsePlaylist(await readFile(path.join(folder, PLAYLIST_FILE), 'utf8'));
    cache.set(folder, parsed);
    return parsed;
  } catch {
    return null;
  }
}

export const playlistSubject = (episodeId: number) => `play:${episodeId}`;
export const segmentSubject = (mediaId: number, file: string) => `seg:${mediaId}:${file}`;

/**
 * The episode's playlist URL for one member; entitlement is decided when it is fetched.
 * Absolute under `origin`, with the signature in the path so that the URL ends in `.m3u8`:
 * the original client takes the URL's origin and picks hls.js only for that ending.
 */
export function playlistUrl(config: ServerConfig, origin: string, episodeId: number, memberId: number, now: Date): string {
  const signed = sign(config.mediaSecret, playlistSubject(episodeId), memberId, now, config.mediaUrlTtlSeconds);
  return `${origin}${MEDIA_ROUTE}/play/${pathSignature(signed)}/${episodeId}.m3u8`;
}

export function segmentUrl(config: ServerConfig, mediaId: number, segment: Segment, memberId: number, now: Date): string {
  const signed = sign(config.mediaSecret, segmentSubject(mediaId, segment.file), memberId, now, config.mediaUrlTtlSeconds);
  return `${config.publicUrl}${MEDIA_ROUTE}/seg/${mediaId}/${segment.file}?${queryString(signed)}`;
}
