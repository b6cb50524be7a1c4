/**
 * Invites (docs/product.md): a bound inviter code is honoured once, only for a newly registered
 * member, never for oneself; the inviter earns 1 VIP day per valid friend, rate-limited per
 * inviter and per network address per business day so auto-registration cannot farm VIP.
 * A binding beyond a limit is still recorded (the inviter sees the friend) but not rewarded.
 */
import type { InviteNoRewardReason, InviteRecord, MemberInvites, Page } from '@nocturne/core';
import { businessDate, formatDateTime, INVITE_VIP_DAYS, PAGE_SIZE, zhCNServer } from '@nocturne/core';
import { queryOne, type Db } from '../db/db.ts';
import type { AppDeps } from '../http/deps.ts';
import { refused } from '../http/errors.ts';
import { grantVipDays } from './vip.ts';

/** A member counts as newly registered for this long. */
export const NEW_MEMBER_WINDOW_MS = 24 * 3600 * 1000;

export interface BindResult {
  rewarded: boolean;
}

/** The first anti-farming rule that withholds this invite's reward, or null when it earns it. */
function rewardWithheld(
  deps: AppDeps,
  byInviterToday: number,
  byAddressToday: number,
  address: string,
  inviterAddress: string,
): Exclude<InviteNoRewardReason, 'unknown'> | null {
  // Inviting from the network one registered on is inviting oneself with another device.
  if (address !== '' && address === inviterAddress) return 'sameNetwork';
  if (byInviterToday >= deps.config.inviteRewardsPerInviterPerDay) return 'inviterDailyLimit';
  if (byAddressToday >= deps.config.inviteRewardsPerAddressPerDay) return 'addressDailyLimit';
  return null;
}

export async function bindInvite(deps: AppDeps, inviteeId: number, inviterCode: string, address: string): Promise<BindResult> {
  const now = deps.now();
  const day = businessDate(now, deps.config.businessTimeZone);
  return deps.db.transaction(async (tx) => {
    const invitee = await queryOne<{ id: number; created_at: Date }>(tx, 'SELECT id, created_at FROM members WHERE id = $1 FOR UPDATE', [
      inviteeId,
    ]);
    if (!invitee) throw refused(zhCNServer.notFound);
    if (await queryOne(tx, 'SELECT 1 FROM invites WHERE invitee_id = $1', [inviteeId])) throw refused(zhCNServer.inviteAlreadyBound);
    if (now.getTime() - invitee.created_at.getTime() > NEW_MEMBER_WINDOW_MS) throw refused(zhCNServer.inviteNotNew);
    const inviter = await queryOne<{ id: number; register_address: string }>(
      tx,
      'SELECT id, register_address FROM members WHERE member_code = $1 FOR UPDATE',
      [inviterCode],
    );
    if (!inviter) throw refused(zhCNServer.inviterNotFound);
    if (inviter.id === inviteeId) throw refused(zhCNServer.inviteSelf);

    // Serialises binds from one address, so its daily limit holds under concurrency.
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`invite:${address}`]);
    const counts = await queryOne<{ by_inviter: number; by_address: number }>(
      tx,
      `SELECT count(*) FILTER (WHERE inviter_id = $1)::int AS by_inviter, count(*) FILTER (WHERE address = $2)::int AS by_address
         FROM invites WHERE business_day = $3 AND rewarded AND (inviter_id = $1 OR address = $2)`,
      [inviter.id, address, day],
    );
    const noRewardReason = rewardWithheld(deps, counts?.by_inviter ?? 0, counts?.by_address ?? 0, address, inviter.register_address);
    const rewarded = noRewardReason === null;
    await tx.query(
      'INSERT INTO invites (inviter_id, invitee_id, address, business_day, rewarded, no_reward_reason, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)',
      [inviter.id, inviteeId, address, day, rewarded, noRewardReason, now],
    );
    if (rewarded) {
      await grantVipDays(tx, { memberId: inviter.id, days: INVITE_VIP_DAYS, reason: 'invite', reference: String(inviteeId), now });
    }
    return { rewarded };
  });
}

/** The member's invited friends, newest first, 10 a page. */
export async function listInvites(deps: AppDeps, inviterId: number, page: number): Promise<Page<InviteRecord>> {
  // The reward shown is the VIP grant the invite really made (its reference is the invitee).
  const rows = await deps.db.query<{ id: number; avatar: string; nickname: string; created_at: Date; reward_days: number; no_reward_reason: string | null }>(
    `SELECT i.id, m.avatar, m.nickname, i.created_at, i.no_reward_reason,
            COALESCE((SELECT sum(g.days) FROM vip_grants g
                       WHERE i.rewarded AND g.member_id = i.inviter_id AND g.reason = 'invite' AND g.reference = i.invitee_id::text), 0)::int AS reward_days
       FROM invites i JOIN members m ON m.id = i.invitee_id
      WHERE i.inviter_id = $1 ORDER BY i.created_at DESC, i.id DESC LIMIT $2 OFFSET $3`,
    [inviterId, PAGE_SIZE, (page - 1) * PAGE_SIZE],
  );
  return {
    list: rows.map((row) => {
      const rewardDays = Number(row.reward_days);
      return {
        id: Number(row.id),
        memberAvatar: row.avatar,
        memberNichen: row.nickname,
        createTime: formatDateTime(row.created_at, deps.config.businessTimeZone),
        rewardDays,
        noRewardReason: rewardDays > 0 ? '' : ((row.no_reward_reason as InviteNoRewardReason | null) ?? 'unknown'),
      };
    }),
  };
}

/** Valid (rewarded) invited friends, for the task centre. */
export async function validInviteCount(deps: Pick<AppDeps, 'db'>, inviterId: number): Promise<number> {
  const row = await queryOne<{ n: number }>(deps.db, 'SELECT count(*)::int AS n FROM invites WHERE inviter_id = $1 AND rewarded', [inviterId]);
  return row?.n ?? 0;
}

/** For operators: how many friends the member invited (and earned for), and who invited it. */
export async function inviteSummary(db: Db, memberId: number): Promise<MemberInvites> {
  const row = await queryOne<{ invited: number; rewarded: number; invited_by: string | null }>(
    db,
    `SELECT (SELECT count(*)::int FROM invites WHERE inviter_id = $1) AS invited,
            (SELECT count(*)::int FROM invites WHERE inviter_id = $1 AND rewarded) AS rewarded,
            (SELECT m.member_code FROM invites i JOIN members m ON m.id = i.inviter_id WHERE i.invitee_id = $1) AS invited_by`,
    [memberId],
  );
  return { invited: row?.invited ?? 0, rewarded: row?.rewarded ?? 0, invitedBy: row?.invited_by ?? null };
}
