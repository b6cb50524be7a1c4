/**
 * Buying one episode with coins (docs/product.md: 2 coins, once per member and episode). The
 * purchase row and the debit commit together or not at all: a member short of coins
 * ends with no purchase and an unchanged balance, and parallel buys charge at most once.
 */
import { SINGLE_EPISODE_COINS, zhCNPurchase } from '@nocturne/core';
import { episodeOf } from '../catalogue/episodes.ts';
import type { AppDeps } from '../http/deps.ts';
import { refused } from '../http/errors.ts';
import { changeBalance, InsufficientFundsError } from '../money/ledger.ts';
import { memberIsVip } from '../members/vip.ts';

export interface EpisodeToBuy {
  /** The video's code: its id. */
  videoId: number;
  episodeId: number;
}

/** Buys the episode; answers the message the member sees. */
export async function buyEpisode(deps: AppDeps, memberId: number, ref: EpisodeToBuy): Promise<string> {
  const now = deps.now();
  // Asked together (one round trip): the episode must belong to the named, published video
  // (else 404), and a VIP already watches everything, so charging would sell what it has.
  const [{ episodeId }, vip] = await Promise.all([episodeOf(deps.db, ref.episodeId, ref.videoId), memberIsVip(deps.db, memberId, now)]);
  if (vip) return zhCNPurchase.vipIncluded;

  return deps.db.transaction(async (tx) => {
    const bought = await tx.query(
      `INSERT INTO episode_purchases (member_id, episode_id, coins, created_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (member_id, episode_id) DO NOTHING RETURNING episode_id`,
      [memberId, episodeId, SINGLE_EPISODE_COINS, now],
    );
    if (bought.length === 0) return zhCNPurchase.alreadyBought;
    try {
      await changeBalance(tx, {
        memberId,
        account: 'coins',
        delta: -SINGLE_EPISODE_COINS,
        reason: 'episode',
        reference: `${ref.videoId}#${episodeId}`,
      });
    } catch (error) {
      // Thrown out of the transaction, so the purchase row above is rolled back too.
      if (error instanceof InsufficientFundsError) throw refused(zhCNPurchase.insufficientCoins);
      throw error;
    }
    return zhCNPurchase.succeeded;
  });
}
