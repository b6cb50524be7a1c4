/** The detail page: the video with the member's progress, recommendations, sources, danmu. */
import { zhCN, type Danmu, type SourceChannel, type VideoDetail } from '@nocturne/core';
import { queryOne, type Db } from '../db/db.ts';
import type { AppDeps } from '../http/deps.ts';
import { notFound } from '../http/errors.ts';
import { playlistUrl } from '../media/library.ts';
import type { HeatCounter } from './heat.ts';
import { PUBLISHED, toVideo, VIDEO_COLUMNS, type VideoRow } from './videoRows.ts';
import { progressOf } from './watching.ts';

export const RECOMMEND_SIZE = 6;
export const DANMU_LIMIT = 200;

/** What every member sees of a video (no progress, no signed URLs): the route caches it briefly. */
export interface SharedDetail {
  row: VideoRow;
  recommend: VideoRow[];
  episodes: { id: number; channel: string; name: string }[];
  danmu: { id: number; text: string; time_seconds: number }[];
}

export async function sharedDetail(db: Db, code: string): Promise<SharedDetail> {
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
  return { row, recommend, episodes, danmu };
}

/** `shared` defaults to reading the database; the route passes a cached read. */
export async function videoDetail(
  deps: AppDeps,
  heat: HeatCounter,
  memberId: number,
  code: string,
  shared: (code: string) => Promise<SharedDetail> = (c) => sharedDetail(deps.db, c),
): Promise<VideoDetail> {
  const { db, config } = deps;
  const now = deps.now();
  const { row: found, recommend, episodes, danmu } = await shared(code);
  // Viewing warms the heat; the answer shows the count including this view.
  const row = { ...found, heat: found.heat + heat.view(found.id) };
  const progress = await progressOf(db, memberId, row.id);
  const srcList: SourceChannel[] = [];
  for (const episode of episodes) {
    let channel = srcList.find((c) => c.name === episode.channel);
    if (!channel) {
      channel = { name: episode.channel, urlList: [] };
      srcList.push(channel);
    }
    channel.urlList.push({ id: episode.id, name: episode.name, url: playlistUrl(config, episode.id, memberId, now) });
  }
  const danmuList: Danmu[] = danmu.map((d) => ({ id: d.id, text: d.text, time: d.time_seconds }));
  return {
    videoInfo: { ...toVideo(row, config.publicUrl), progress },
    recommend: recommend.map((r) => toVideo(r, config.publicUrl)),
    srcList,
    danmuList,
  };
}
