/** The detail page: the video with the member's progress, recommendations, sources, danmu. */
import { zhCN, type Danmu, type SourceChannel, type Video, type VideoDetail } from '@nocturne/core';
import { queryOne, type Db } from '../db/db.ts';
import type { AppDeps } from '../http/deps.ts';
import { notFound } from '../http/errors.ts';
import { playlistUrl } from '../media/library.ts';
import type { HeatCounter } from './heat.ts';
import { PUBLISHED, toVideo, VIDEO_COLUMNS, type VideoRow } from './videoRows.ts';
import { progressOf } from './watching.ts';

export const RECOMMEND_SIZE = 6;
export const DANMU_LIMIT = 200;

/**
 * What every member sees of a video (no progress, no signed URLs), already in the answer's
 * shape: the route caches it briefly, so a popular video is read and mapped once.
 */
export interface SharedDetail {
  videoId: number;
  video: Video;
  recommend: Video[];
  episodes: { id: number; channel: string; name: string }[];
  danmuList: Danmu[];
}

export async function sharedDetail(db: Db, publicUrl: string, code: string): Promise<SharedDetail> {
  const row = await queryOne<VideoRow>(db, `SELECT ${VIDEO_COLUMNS} FROM videos v WHERE v.code = $1 AND ${PUBLISHED}`, [code]);
  if (!row) throw notFound(zhCN.server.videoNotFound);
  const [recommend, episodes, danmu] = await Promise.all([
    db.query<VideoRow>(
      `SELECT ${VIDEO_COLUMNS} FROM videos v WHERE ${PUBLISHED} AND v.dict_code = $1 AND v.id <> $2 ORDER BY v.heat DESC, v.id LIMIT $3`,
      [row.dict_code, row.id, RECOMMEND_SIZE],
    ),
    db.query<{ id: number; channel: string; name: string }>('SELECT id, channel, name FROM episodes WHERE video_id = $1 ORDER BY sort, id', [row.id]),
    db.query<{ id: number; text: string; time_seconds: number }>(
      'SELECT id, text, time_seconds FROM danmu WHERE video_id = $1 ORDER BY time_seconds, id LIMIT $2',
      [row.id, DANMU_LIMIT],
    ),
  ]);
  return {
    videoId: row.id,
    video: toVideo(row, publicUrl),
    recommend: recommend.map((r) => toVideo(r, publicUrl)),
    episodes,
    danmuList: danmu.map((d) => ({ id: d.id, text: d.text, time: d.time_seconds })),
  };
}

/** `shared` defaults to reading the database; the route passes a cached read. */
export async function videoDetail(
  deps: AppDeps,
  heat: HeatCounter,
  memberId: number,
  code: string,
  shared: (code: string) => Promise<SharedDetail> = (c) => sharedDetail(deps.db, deps.config.publicUrl, c),
): Promise<VideoDetail> {
  const { db, config } = deps;
  const now = deps.now();
  const { videoId, video, recommend, episodes, danmuList } = await shared(code);
  const progress = await progressOf(db, memberId, videoId);
  const srcList: SourceChannel[] = [];
  for (const episode of episodes) {
    let channel = srcList.find((c) => c.name === episode.channel);
    if (!channel) {
      channel = { name: episode.channel, urlList: [] };
      srcList.push(channel);
    }
    channel.urlList.push({ id: episode.id, name: episode.name, url: playlistUrl(config, episode.id, memberId, now) });
  }
  return {
    // Viewing warms the heat; the answer shows the count including this view.
    videoInfo: { ...video, cartoonHot: video.cartoonHot + heat.view(videoId), progress },
    recommend,
    srcList,
    danmuList,
  };
}
