/** Whether a member may watch an episode in full: VIP (core's rule, members/vip.ts) or bought it. */
import type { Db } from '../db/db.ts';
import { queryOne } from '../db/db.ts';
import { memberIsVip } from '../members/vip.ts';

export async function hasBought(db: Db, memberId: number, episodeId: number): Promise<boolean> {
  return (await queryOne(db, 'SELECT 1 FROM episode_purchases WHERE member_id = $1 AND episode_id = $2', [memberId, episodeId])) !== undefined;
}

/**
 * VIP or bought: lookOk and every playlist ask. Both are asked at once, in one round trip:
 * most members are not VIP, and for them asking one after the other took two.
 */
export async function mayWatch(db: Db, memberId: number, episodeId: number, now: Date): Promise<boolean> {
  const [vip, bought] = await Promise.all([memberIsVip(db, memberId, now), hasBought(db, memberId, episodeId)]);
  return vip || bought;
}
