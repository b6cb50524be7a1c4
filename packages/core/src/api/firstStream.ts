/**
 * The stream a video opens on, and the hint of it on the detail's answer. The detail is
 * encrypted; the page's early start (packages/app/src/early) reads the hint header instead, so
 * it can ask for the stream's master playlist before the app's code (and its decryption) has
 * arrived. The header carries the same signed URL the body does; its readers are our own
 * page on our own origin, and the original client ignores it.
 */
import type { Episode, VideoDetail } from './types.ts';

/** On getVideoDetail's answer: the URL of firstEpisodeOf(detail)'s stream, when it has one. */
export const FIRST_STREAM_HEADER = 'Nocturne-First-Stream';

/** The episode a video opens on: the first of its first source. */
export function firstEpisodeOf(detail: Pick<VideoDetail, 'srcList'>): Episode | null {
  return detail.srcList[0]?.urlList[0] ?? null;
}
