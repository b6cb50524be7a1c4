/** Whether a member may watch an episode in full: VIP (core's rule, members/vip.ts) or bought it. */
import type { Db } from '../db/db.ts';
import { queryOne } from '../db/db.ts';
import { memberIsVip } from '../members/vip.ts';

export async function hasBought(db: Db, memberId: number, episodeId: number): Promise<boolean> {
  return (await queryOne(db, 'SELECT 1 FROM episode_purchases WHERE member_id = $1 AND episode_id = $2', [memberId, episodeId])) !== undefined;
}

/**
 * VIP or bought: lookOk and every playlist ask. VIP is read first, so a VIP member (who
 * watches most) costs one query.
 */
export async function mayWatch(db: Db, memberId: number, episodeId: number, now: Date): Promise<boolean> {
  return (await memberIsVip(db, memberId, now)) || hasBought(db, memberId, episodeId);
}
