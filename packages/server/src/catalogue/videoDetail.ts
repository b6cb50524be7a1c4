/** The detail page: the video with the member's progress, recommendations, sources, danmu. */
import { zhCN, type SourceChannel, type Video, type VideoDetail } from '@nocturne/core';
import type { ServerConfig } from '../config.ts';
import { queryOne, type Db } from '../db/db.ts';
import type { AppDeps } from '../http/deps.ts';
import { EncryptedAnswer } from '../http/envelope.ts';
import { notFound } from '../http/errors.ts';
import { SharedHeadCipher } from '../http/sharedHeadCipher.ts';
import { playlistUrl } from '../media/library.ts';
import type { HeatCounter } from './heat.ts';
import { PUBLISHED, toVideo, VIDEO_COLUMNS, type VideoRow } from './videoRows.ts';
import { progressOf } from './watching.ts';

export const RECOMMEND_SIZE = 6;
export const DANMU_LIMIT = 200;

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
  episodes: { id: number; channel: string; name: string }[];
  /** Encrypts `{"recommend":...,"danmuList":...,` followed by a member's part. */
  cipher: SharedHeadCipher;
}

export async function sharedDetail(db: Db, config: Pick<ServerConfig, 'publicUrl' | 'aes'>, code: string): Promise<SharedDetail> {
  const { publicUrl } = config;
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
  const shared: SharedPart = {
    recommend: recommend.map((r) => toVideo(r, publicUrl)),
    danmuList: danmu.map((d) => ({ id: d.id, text: d.text, time: d.time_seconds })),
  };
  return { videoId: row.id, video: toVideo(row, publicUrl), episodes, cipher: new SharedHeadCipher(`{${jsonMembers(shared)},`, config.aes) };
}

/**
 * The detail answer for one member, encrypted: the shared head's ciphertext followed by the
 * member's part. `shared` defaults to reading the database; the route passes a cached read.
 */
export async function videoDetail(
  deps: AppDeps,
  heat: HeatCounter,
  memberId: number,
  code: string,
  shared: (code: string) => Promise<SharedDetail> = (c) => sharedDetail(deps.db, deps.config, c),
): Promise<EncryptedAnswer<VideoDetail>> {
  const { db, config } = deps;
  const now = deps.now();
  const { videoId, video, episodes, cipher } = await shared(code);
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
  const member: MemberPart = {
    // Viewing warms the heat; the answer shows the count including this view.
    videoInfo: { ...video, cartoonHot: video.cartoonHot + heat.view(videoId), progress },
    srcList,
  };
  return new EncryptedAnswer(cipher.encrypt(`${jsonMembers(member)}}`));
}
