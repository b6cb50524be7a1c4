/** Whether a member may watch an episode in full: VIP (core's rule) or bought it. */
import { zhCN } from '@nocturne/core';
import type { Db } from '../db/db.ts';
import { queryOne } from '../db/db.ts';
import { notFound } from '../http/errors.ts';

export interface EpisodeRef {
  episodeId: number;
  videoId: number;
  mediaId: number | null;
  mediaDir: string | null;
}

/** The episode of a published video, checked to belong to `cartoonCode` when given. */
export async function episodeOf(db: Db, episodeId: number, cartoonCode?: string): Promise<EpisodeRef> {
  const row = await queryOne<{ episode_id: number; video_id: number; media_id: number | null; dir: string | null; code: string }>(
    db,
    `SELECT e.id AS episode_id, e.video_id, e.media_id, md.dir, v.code
       FROM episodes e JOIN videos v ON v.id = e.video_id LEFT JOIN media md ON md.id = e.media_id
      WHERE e.id = $1 AND v.status = 'published'`,
    [episodeId],
  );
  if (!row || (cartoonCode !== undefined && row.code !== cartoonCode)) throw notFound(zhCN.server.episodeNotFound);
  return { episodeId: row.episode_id, videoId: row.video_id, mediaId: row.media_id, mediaDir: row.dir };
}

export async function hasBought(db: Db, memberId: number, episodeId: number): Promise<boolean> {
  return (await queryOne(db, 'SELECT 1 FROM episode_purchases WHERE member_id = $1 AND episode_id = $2', [memberId, episodeId])) !== undefined;
}

/** VIP (the same rule as core's isVip) or bought, in one query: lookOk and every playlist ask. */
export async function mayWatch(db: Db, memberId: number, episodeId: number, now: Date): Promise<boolean> {
  const row = await queryOne<{ allowed: boolean }>(
    db,
    `SELECT EXISTS (SELECT 1 FROM members WHERE id = $1 AND vip_expires_at > $3 AND (vip_period > 0 OR member_vip > 0))
         OR EXISTS (SELECT 1 FROM episode_purchases WHERE member_id = $1 AND episode_id = $2) AS allowed`,
    [memberId, episodeId, now],
  );
  return row?.allowed === true;
}
