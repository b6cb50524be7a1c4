/** Whether a member may watch an episode in full: VIP (core's rule, members/vip.ts) or bought it. */
import type { Db } from '../db/db.ts';
import { queryOne } from '../db/db.ts';
import { memberIsVip, vipEndsAt } from '../members/vip.ts';

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

/**
 * Until when the member may watch each of `episodeIds` in full, by the same rule as mayWatch:
 * null for an episode bought (for good), the VIP's end for the others while VIP; an episode
 * the member may not watch is absent. Offline licences (offline/) end by it.
 */
export async function watchableUntil(db: Db, memberId: number, episodeIds: readonly number[], now: Date): Promise<Map<number, Date | null>> {
  const [vipEnd, bought] = await Promise.all([
    vipEndsAt(db, memberId, now),
    db.query<{ episode_id: number }>('SELECT episode_id FROM episode_purchases WHERE member_id = $1 AND episode_id = ANY($2::bigint[])', [memberId, [...episodeIds]]),
  ]);
  const boughtIds = new Set(bought.map((row) => Number(row.episode_id)));
  const until = new Map<number, Date | null>();
  for (const episodeId of episodeIds) {
    if (boughtIds.has(episodeId)) until.set(episodeId, null);
    else if (vipEnd) until.set(episodeId, vipEnd);
  }
  return until;
}
