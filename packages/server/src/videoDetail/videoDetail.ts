/**
 * The detail page's call: the video with the member's progress, its episodes' signed media
 * URLs, recommendations and the first stretch of danmu. It brings the catalogue, the media
 * and the danmaku together, so it stands above all three.
 */
import type { SourceChannel, Video, VideoDetail } from '@nocturne/core';
import type { Db } from '../db/db.ts';
import type { AppDeps } from '../http/deps.ts';
import { publicAddress } from '../http/publicOrigin.ts';
import { episodesOf, type EpisodeMedia } from '../catalogue/episodes.ts';
import type { HeatCounter } from '../catalogue/heat.ts';
import { publishedVideo, recommendedVideos } from '../catalogue/videos.ts';
import { toVideo } from '../catalogue/videoRows.ts';
import { progressOf } from '../catalogue/watching.ts';
import { danmakuStretchOf } from '../danmaku/danmaku.ts';
import { frameCoverPath } from '../media/covers.ts';
import type { ObjectStore } from '../storage/objectStore.ts';
import { hasPoster, hasThumbnails, listedRenditionUrl, loadPlaylist, playlistUrl, startRenditionOf, thumbnailsUrl, VISITOR, type MediaHolder } from '../media/library.ts';
import { publicSegmentUrl } from '../media/keys/keyedPlaylist.ts';

/** The part of the answer every member sees alike; the rest is the member's own. */
export type SharedPart = Pick<VideoDetail, 'recommend' | 'danmuList'>;
export type MemberPart = Omit<VideoDetail, keyof SharedPart>;

/**
 * What every member sees of a video (no progress, no signed URLs), already in the answer's
 * shape: the route caches it briefly, so a popular video is read and mapped once.
 */
export interface SharedDetail {
  videoId: number;
  video: Video;
  /** `thumbnailsOf`: the media whose seek thumbnails the episode shows, or null; `poster`: its absolute URL or "". */
  episodes: { id: number; channel: string; name: string; thumbnailsOf: number | null; poster: string }[];
  /**
   * The first episode's start (its ladder's start rendition, in folder `dir`) and, for an
   * encrypted ladder, that rendition's first segment file (public, the same for every member);
   * null without.
   */
  firstStart: { dir: string; rendition: string; firstSegment: string | null } | null;
  /** The answer's first fields, one object for as long as the detail is cached. */
  shared: SharedPart;
}

async function firstStartOf(store: ObjectStore, episode: EpisodeMedia | undefined): Promise<SharedDetail['firstStart']> {
  if (!episode?.dir) return null;
  const rendition = await startRenditionOf(store, episode.dir);
  if (!rendition) return null;
  const first = episode.keyed ? (await loadPlaylist(store, episode.dir, rendition))?.segments[0] : undefined;
  return { dir: episode.dir, rendition, firstSegment: first?.file ?? null };
}

/** `origin` prefixes the covers (publicOrigin): the original client needs absolute URLs. */
export async function sharedDetail(db: Db, store: ObjectStore, videoId: number, origin: string): Promise<SharedDetail> {
  const row = await publishedVideo(db, videoId);
  const [recommend, episodes, danmu] = await Promise.all([recommendedVideos(db, row), episodesOf(db, row.id), danmakuStretchOf(db, row.id, null)]);
  const withThumbnails = await Promise.all(
    episodes.map(async ({ mediaId, dir, ...episode }) => ({
      ...episode,
      thumbnailsOf: mediaId !== null && dir !== null && (await hasThumbnails(store, dir)) ? mediaId : null,
      poster: dir !== null && (await hasPoster(store, dir)) ? publicAddress(origin, frameCoverPath(dir)) : '',
    })),
  );
  return {
    videoId: row.id,
    video: toVideo(row, origin),
    episodes: withThumbnails,
    firstStart: await firstStartOf(store, episodes[0]),
    shared: { recommend: recommend.map((r) => toVideo(r, origin)), danmuList: danmu },
  };
}

/** The detail in its two parts: the shared one first in the answer, then the member's. */
export interface DetailParts {
  shared: SharedPart;
  member: MemberPart;
  /**
   * The first episode's master, the playlist of the rendition the player starts on as the
   * master lists it (null for a single rendition), and that playlist's first segment as it
   * lists it (null but for an encrypted ladder): the answer's headers name them for our page's
   * early start (core api/firstStream.ts). Null without episodes.
   */
  firstStream: { master: string; start: string | null; segment: string | null } | null;
}

/**
 * The detail for one member (or a visitor: VISITOR, with no progress, no heat and no seek
 * thumbnails). URLs are absolute under `origin` (publicOrigin). `shared` defaults to reading
 * the database; the route passes a cached read.
 */
export async function videoDetail(
  deps: AppDeps,
  heat: HeatCounter,
  holder: MediaHolder,
  videoId: number,
  origin: string,
  shared: (videoId: number) => Promise<SharedDetail> = (id) => sharedDetail(deps.db, deps.store, id, origin),
): Promise<DetailParts> {
  const { db, config } = deps;
  const now = deps.now();
  const { memberId } = holder;
  const visitor = memberId === VISITOR;
  const detail = await shared(videoId);
  const { video, episodes } = detail;
  const progress = visitor ? 0 : await progressOf(db, memberId, videoId);
  const srcList: SourceChannel[] = [];
  for (const episode of episodes) {
    let channel = srcList.find((c) => c.channel === episode.channel);
    if (!channel) {
      channel = { channel: episode.channel, urlList: [] };
      srcList.push(channel);
    }
    channel.urlList.push({
      id: episode.id,
      name: episode.name,
      url: playlistUrl(config, origin, episode.id, holder, now),
      thumbnails: episode.thumbnailsOf === null || visitor ? '' : thumbnailsUrl(config, origin, episode.thumbnailsOf, holder, now),
      poster: episode.poster,
    });
  }
  const first = episodes[0];
  const start = detail.firstStart;
  return {
    firstStream: first
      ? {
          master: playlistUrl(config, origin, first.id, holder, now),
          start: start && listedRenditionUrl(config, origin, first.id, holder, now, start.rendition),
          // As the keyed playlist lists it (media routes: filesOrigin is PUBLIC_URL).
          segment: start?.firstSegment ? publicSegmentUrl(config.publicUrl, start.dir, start.rendition, start.firstSegment) : null,
        }
      : null,
    shared: detail.shared,
    member: {
      // Viewing warms the heat (once per member in a while); the answer includes this view.
      // A visitor's view warms nothing: it has no identity to count once.
      videoInfo: { ...video, cartoonHot: video.cartoonHot + (visitor ? 0 : heat.view(videoId, memberId)), progress },
      srcList,
    },
  };
}
