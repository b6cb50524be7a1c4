/** The detail page: the video with the member's progress, recommendations, sources, danmu. */
import { type SourceChannel, type Video, type VideoDetail, zhCNServer } from '@nocturne/core';
import type { ServerConfig } from '../config.ts';
import { danmakuStretchOf } from '../danmaku/danmaku.ts';
import { queryOne, type Db } from '../db/db.ts';
import type { AppDeps } from '../http/deps.ts';
import { EncryptedAnswer } from '../http/envelope.ts';
import { notFound } from '../http/errors.ts';
import { SharedHeadCipher } from '../http/sharedHeadCipher.ts';
import { frameCoverPath } from '../media/covers.ts';
import { hasPoster, hasThumbnails, playlistUrl, thumbnailsUrl, VISITOR, type MediaHolder } from '../media/library.ts';
import type { HeatCounter } from './heat.ts';
import { publicAddress } from '../http/publicOrigin.ts';
import { PUBLISHED, toVideo, VIDEO_COLUMNS, type VideoRow } from './videoRows.ts';
import { progressOf } from './watching.ts';

export const RECOMMEND_SIZE = 6;

/** The part of the answer every member sees alike; the rest is the member's own. */
type SharedPart = Pick<VideoDetail, 'recommend' | 'danmuList'>;
type MemberPart = Omit<VideoDetail, keyof SharedPart>;

/** An object's members as JSON text without the braces: `"a":1,"b":[2]`. */
function jsonMembers(value: SharedPart | MemberPart): string {
  return JSON.stringify(value).slice(1, -1);
}

/**
 * What every member sees of a video (no progress, no signed URLs), already in the answer's
 * shape: the route caches it briefly, so a popular video is read and mapped once. The
 * answer's JSON starts with the shared part, whose ciphertext is made once (`cipher`).
 */
export interface SharedDetail {
  videoId: number;
  video: Video;
  /** `thumbnailsOf`: the media whose seek thumbnails the episode shows, or null; `poster`: its absolute URL or "". */
  episodes: { id: number; channel: string; name: string; thumbnailsOf: number | null; poster: string }[];
  /** Encrypts `{"recommend":...,"danmuList":...,` followed by a member's part. */
  cipher: SharedHeadCipher;
}

/** `origin` prefixes the covers (publicOrigin): the original client needs absolute URLs. */
export async function sharedDetail(db: Db, config: ServerConfig, videoId: number, origin: string): Promise<SharedDetail> {
  const row = await queryOne<VideoRow>(db, `SELECT ${VIDEO_COLUMNS} FROM videos v WHERE v.id = $1 AND ${PUBLISHED}`, [videoId]);
  if (!row) throw notFound(zhCNServer.videoNotFound);
  const [recommend, episodes, danmu] = await Promise.all([
    db.query<VideoRow>(
      `SELECT ${VIDEO_COLUMNS} FROM videos v WHERE ${PUBLISHED} AND v.dict_code = $1 AND v.id <> $2 ORDER BY v.heat DESC, v.id LIMIT $3`,
      [row.dict_code, row.id, RECOMMEND_SIZE],
    ),
    db.query<{ id: number; channel: string; name: string; media_id: number | null; dir: string | null }>(
      'SELECT e.id, e.channel, e.name, e.media_id, md.dir FROM episodes e LEFT JOIN media md ON md.id = e.media_id WHERE e.video_id = $1 ORDER BY e.sort, e.id',
      [row.id],
    ),
    danmakuStretchOf(db, row.id, null),
  ]);
  const shared: SharedPart = {
    recommend: recommend.map((r) => toVideo(r, origin)),
    danmuList: danmu,
  };
  const withThumbnails = await Promise.all(
    episodes.map(async ({ media_id, dir, ...episode }) => ({
      ...episode,
      thumbnailsOf: media_id !== null && dir !== null && (await hasThumbnails(config, dir)) ? media_id : null,
      poster: dir !== null && (await hasPoster(config, dir)) ? publicAddress(origin, frameCoverPath(dir)) : '',
    })),
  );
  return { videoId: row.id, video: toVideo(row, origin), episodes: withThumbnails, cipher: new SharedHeadCipher(`{${jsonMembers(shared)},`, config.aes) };
}

/**
 * The detail answer for one member (or a visitor: VISITOR, with no progress, no heat and no
 * seek thumbnails), encrypted: the shared head's ciphertext followed by the member's part.
 * URLs are absolute under `origin` (publicOrigin). `shared` defaults to reading the database;
 * the route passes a cached read.
 */
export async function videoDetail(
  deps: AppDeps,
  heat: HeatCounter,
  holder: MediaHolder,
  videoId: number,
  origin: string,
  shared: (videoId: number) => Promise<SharedDetail> = (id) => sharedDetail(deps.db, deps.config, id, origin),
): Promise<EncryptedAnswer<VideoDetail>> {
  const { db, config } = deps;
  const now = deps.now();
  const { memberId } = holder;
  const visitor = memberId === VISITOR;
  const { video, episodes, cipher } = await shared(videoId);
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
  const member: MemberPart = {
    // Viewing warms the heat (once per member in a while); the answer includes this view.
    // A visitor's view warms nothing: it has no identity to count once.
    videoInfo: { ...video, cartoonHot: video.cartoonHot + (visitor ? 0 : heat.view(videoId, memberId)), progress },
    srcList,
  };
  return new EncryptedAnswer(cipher.encrypt(`${jsonMembers(member)}}`));
}
