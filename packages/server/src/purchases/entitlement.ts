/** Whether a member may watch an episode in full: VIP (core's rule) or bought it. */
import { isVipUntil, zhCNServer } from '@nocturne/core';
import type { Db } from '../db/db.ts';
import { queryOne } from '../db/db.ts';
import { notFound } from '../http/errors.ts';

export interface EpisodeRef {
  episodeId: number;
  videoId: number;
  mediaId: number | null;
  mediaDir: string | null;
}

/** The episode of a published video, checked to belong to the video `videoId` (its code) when given. */
export async function episodeOf(db: Db, episodeId: number, videoId?: number): Promise<EpisodeRef> {
  const row = await queryOne<{ episode_id: number; video_id: number; media_id: number | null; dir: string | null }>(
    db,
    `SELECT e.id AS episode_id, e.video_id, e.media_id, md.dir
       FROM episodes e JOIN videos v ON v.id = e.video_id LEFT JOIN media md ON md.id = e.media_id
      WHERE e.id = $1 AND v.status = 'published'`,
    [episodeId],
  );
  if (!row || (videoId !== undefined && row.video_id !== videoId)) throw notFound(zhCNServer.episodeNotFound);
  return { episodeId: row.episode_id, videoId: row.video_id, mediaId: row.media_id, mediaDir: row.dir };
}

export async function hasBought(db: Db, memberId: number, episodeId: number): Promise<boolean> {
  return (await queryOne(db, 'SELECT 1 FROM episode_purchases WHERE member_id = $1 AND episode_id = $2', [memberId, episodeId])) !== undefined;
}

/** VIP (core's rule, isVipUntil) or bought, read in one query: lookOk and every playlist ask. */
export async function mayWatch(db: Db, memberId: number, episodeId: number, now: Date): Promise<boolean> {
  const row = await queryOne<{ vip_expires_at: Date | null; vip_period: number; member_vip: number; bought: boolean }>(
    db,
    `SELECT m.vip_expires_at, m.vip_period, m.member_vip,
            EXISTS (SELECT 1 FROM episode_purchases WHERE member_id = m.id AND episode_id = $2) AS bought
       FROM members m WHERE m.id = $1`,
    [memberId, episodeId],
  );
  if (!row) return false;
  return row.bought || isVipUntil(row.vip_expires_at, { vipPeriod: row.vip_period, memberVip: row.member_vip }, now);
}
