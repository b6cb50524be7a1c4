/**
 * Generated and ingested media, in the object store under `media/<dir>/` (the disk under
 * DATA_DIR, or the S3 store every process shares), and the signed URLs that reach it. A
 * folder is either a ladder (master.m3u8, one sub-folder per rendition with its index.m3u8
 * and segments, poster and thumbnails) or, as before the ladder, one rendition (index.m3u8
 * plus segments at the top). Folders never change once their media is recorded, so what is
 * found is remembered; what is missing never is (another process may be writing it).
 */
import { text } from 'node:stream/consumers';
import path from 'node:path';
import { startVariantOf } from '@nocturne/core';
import type { ServerConfig } from '../config.ts';
import type { ObjectStore } from '../storage/objectStore.ts';
import { MASTER_FILE, parseMaster, VARIANT_PLAYLIST, type ParsedMaster } from './master.ts';
import { parsePlaylist, type ParsedPlaylist, type Segment } from './playlist.ts';
import { POSTER_FILE, THUMBNAILS_FILE } from './stills.ts';
import { pathSignature, queryString, sign, verify, type SignedQuery } from './signing.ts';

export const MEDIA_ROUTE = '/media';
export const PLAYLIST_FILE = 'index.m3u8';
const DIR_PATTERN = /^[A-Za-z0-9_-]+$/;

function checkedDir(dir: string): string {
  if (!DIR_PATTERN.test(dir)) throw new Error(`bad media dir "${dir}"`);
  return dir;
}

/** The store key of a file of a media folder: `media/<dir>/<parts...>`. */
export function mediaKey(dir: string, ...parts: string[]): string {
  return ['media', checkedDir(dir), ...parts].join('/');
}

/**
 * A local folder for media being made (ffmpeg writes files): DATA_DIR/media/<dir>. On the
 * disk store it is also where the store keeps the folder, which the ingest job never
 * relies on: it puts what it made through the store either way.
 */
export function mediaFolder(config: ServerConfig, dir: string): string {
  return path.join(config.dataDir, 'media', checkedDir(dir));
}

/** What this process found in one store: parsed playlists and masters by key, stills found. */
interface Found {
  playlists: Map<string, ParsedPlaylist>;
  /** null remembers a folder of one rendition (its index.m3u8 is there, its master not). */
  masters: Map<string, ParsedMaster | null>;
  stills: Set<string>;
}
const foundIn = new WeakMap<ObjectStore, Found>();
function found(store: ObjectStore): Found {
  let known = foundIn.get(store);
  if (!known) foundIn.set(store, (known = { playlists: new Map(), masters: new Map(), stills: new Set() }));
  return known;
}

/** The object's text, or null when there is none. */
async function readText(store: ObjectStore, key: string): Promise<string | null> {
  const object = await store.get(key);
  return object ? text(object.body) : null;
}

/**
 * The parsed playlist of a media folder, or of one of its renditions (`rendition`, a name
 * from its master), or null when missing. Only found playlists are remembered.
 */
export async function loadPlaylist(store: ObjectStore, dir: string, rendition?: string): Promise<ParsedPlaylist | null> {
  const key = rendition ? mediaKey(dir, rendition, VARIANT_PLAYLIST) : mediaKey(dir, PLAYLIST_FILE);
  const { playlists } = found(store);
  const cached = playlists.get(key);
  if (cached) return cached;
  const body = await readText(store, key);
  if (body === null) return null;
  const parsed = parsePlaylist(body);
  playlists.set(key, parsed);
  return parsed;
}

/** The master of a ladder folder; null for a folder of one rendition (or none). */
export async function loadMaster(store: ObjectStore, dir: string): Promise<ParsedMaster | null> {
  const key = mediaKey(dir, MASTER_FILE);
  const { masters } = found(store);
  if (masters.has(key)) return masters.get(key)!;
  const body = await readText(store, key);
  let master: ParsedMaster | null = null;
  if (body !== null) {
    const parsed = parseMaster(body);
    master = parsed.variants.length > 0 ? parsed : null;
  } else if (!(await store.head(mediaKey(dir, PLAYLIST_FILE)))) {
    // No master: a folder of one rendition when its playlist is there. A folder not there
    // (yet) is not remembered, or its 404 would stay until a restart.
    return null;
  }
  masters.set(key, master);
  return master;
}

async function hasStill(store: ObjectStore, dir: string, file: string): Promise<boolean> {
  const key = mediaKey(dir, file);
  const { stills } = found(store);
  if (stills.has(key)) return true;
  const there = (await store.head(key)) !== null;
  if (there) stills.add(key);
  return there;
}

/** Whether the folder has seek thumbnails (thumbs.vtt). */
export const hasThumbnails = (store: ObjectStore, dir: string) => hasStill(store, dir, THUMBNAILS_FILE);
/** Whether the folder has a poster frame (poster.jpg). */
export const hasPoster = (store: ObjectStore, dir: string) => hasStill(store, dir, POSTER_FILE);

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

function signFor(config: ServerConfig, subject: string, holder: MediaHolder, now: Date, ttlSeconds = config.mediaUrlTtlSeconds): SignedQuery {
  return sign(config.mediaSecret, holderSubject(subject, holder.memberId, holder.address), holder.memberId, now, ttlSeconds);
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

/** One rendition's playlist URL exactly as the master at playlistUrl (same member, same moment) lists it. */
export function listedRenditionUrl(config: ServerConfig, origin: string, episodeId: number, holder: MediaHolder, now: Date, rendition: string): string {
  const signed = signFor(config, playlistSubject(episodeId), holder, now);
  return variantUrl(origin, episodeId, pathSignature(signed), rendition);
}

/**
 * The rendition of a ladder the player starts on (core's startVariantOf, by each variant's
 * peak BANDWIDTH as hls.js reads it); null for a folder of one rendition or none.
 */
export async function startRenditionOf(store: ObjectStore, dir: string): Promise<string | null> {
  const master = await loadMaster(store, dir);
  return master ? (startVariantOf(master.variants.map((variant) => ({ name: variant.name, bitrate: variant.bandwidth })))?.name ?? null) : null;
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
 * One rendition's playlist URL for a member, signed like the episode's master (the same
 * subject, so its key URLs carry the same signature) but for `ttlSeconds`: a download
 * (offline/) reads the whole rendition from it and may pause for longer than a player does.
 * Answers the URL and its expiry (Unix seconds).
 */
export function renditionPlaylistUrl(
  config: ServerConfig,
  origin: string,
  episodeId: number,
  rendition: string,
  holder: MediaHolder,
  now: Date,
  ttlSeconds: number,
): { url: string; exp: number } {
  const signed = signFor(config, playlistSubject(episodeId), holder, now, ttlSeconds);
  return { url: variantUrl(origin, episodeId, pathSignature(signed), rendition), exp: signed.exp };
}

/**
 * The WebVTT index of a media's seek thumbnails, absolute and signed in the path, so the
 * sprite names inside it (`sprite-1.jpg#xywh=...`) resolve against it to signed URLs too.
 */
export function thumbnailsUrl(config: ServerConfig, origin: string, mediaId: number, holder: MediaHolder, now: Date): string {
  const signed = signFor(config, thumbnailsSubject(mediaId), holder, now);
  return `${origin}${MEDIA_ROUTE}/thumbs/${pathSignature(signed)}/${mediaId}/${THUMBNAILS_FILE}`;
}
