/**
 * The stream a video opens on, and the hints of it on the detail's answer. The detail is
 * encrypted; the page's early start (packages/app/src/early) reads the hint headers instead,
 * so it can ask for the stream's master, start playlist and first segment, side by side,
 * before the app's code (and its decryption) has arrived. They carry the signed URLs the body and the master
 * give; their readers are our own page on our own origin, and the original client ignores them.
 */
import type { Episode, VideoDetail } from './types.ts';

/** On getVideoDetail's answer: the URL of firstEpisodeOf(detail)'s stream, when it has one. */
export const FIRST_STREAM_HEADER = 'Nocturne-First-Stream';
/**
 * Beside it, where the stream is a ladder: the playlist of the rendition the player starts on
 * (player/streamingConfig.ts startVariantOf), at the URL its master lists it.
 */
export const START_PLAYLIST_HEADER = 'Nocturne-Start-Playlist';
/**
 * Beside them, where the stream is an encrypted ladder (its segments public and the same for
 * every member): the start playlist's first segment, as that playlist lists it (a path where
 * the files share the page's origin).
 */
export const FIRST_SEGMENT_HEADER = 'Nocturne-First-Segment';

/** The episode a video opens on: the first of its first source. */
export function firstEpisodeOf(detail: Pick<VideoDetail, 'srcList'>): Episode | null {
  return detail.srcList[0]?.urlList[0] ?? null;
}
