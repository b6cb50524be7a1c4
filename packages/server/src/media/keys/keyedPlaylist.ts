/**
 * The URLs of an encrypted ladder and a member's rendition playlist of it. Segment URLs are
 * public and the same for every member (`/media/files/<dir>/<rendition>/<file>`: a CDN or
 * nginx keeps one copy); key URLs carry the member's playlist signature, so each key
 * request says who asks, and the server decides then (keyService.ts).
 */
import { MEDIA_ROUTE } from '../library.ts';
import { renderPlaylist, type ParsedPlaylist } from '../playlist.ts';
import { keyedPreviewSegments, keyWindowOf } from './keyWindows.ts';

export const MEDIA_FILES_ROUTE = `${MEDIA_ROUTE}/files`;
export const KEY_ROUTE = `${MEDIA_ROUTE}/key`;

/** A segment of an encrypted ladder: public, unsigned, cacheable for good (folders never change). */
export function publicSegmentUrl(filesOrigin: string, dir: string, rendition: string, file: string): string {
  return `${filesOrigin}${MEDIA_FILES_ROUTE}/${dir}/${rendition}/${file}`;
}

/** The key of `window` for the holder of a playlist signature (`<m>/<exp>/<sig>`, signing.ts pathSignature). */
export function keyUrl(origin: string, signature: string, episodeId: number, window: number): string {
  return `${origin}${KEY_ROUTE}/${signature}/${episodeId}/${window}.key`;
}

export interface KeyedPlaylistInput {
  playlist: ParsedPlaylist;
  /** VIP or bought: every segment; else the preview rounded up to its key window. */
  full: boolean;
  previewSeconds: number;
  dir: string;
  rendition: string;
  /** Where segments are fetched from: PUBLIC_URL, a CDN, or '' for this origin. */
  filesOrigin: string;
  /** The origin and path signature of the playlist URL the member fetched. */
  origin: string;
  signature: string;
  episodeId: number;
}

export function renderKeyedPlaylist(input: KeyedPlaylistInput): string {
  const { playlist } = input;
  const segments = input.full ? playlist.segments : keyedPreviewSegments(playlist.segments, input.previewSeconds);
  return renderPlaylist(
    playlist,
    segments,
    (segment) => publicSegmentUrl(input.filesOrigin, input.dir, input.rendition, segment.file),
    (index) => keyUrl(input.origin, input.signature, input.episodeId, keyWindowOf(index)),
  );
}
