/**
 * The task centre's claims (docs/product.md section 4): daily login (1 coin a business day), the
 * daily watch (2 coins once 20 minutes were watched today) and the first VIP purchase
 * (5 coins once). A claim row's primary key makes each claim happen once, whatever races.
 */
import {
  ALREADY_CLAIMED_CODE,
  businessDate,
  DAILY_LOGIN_COINS,
  FIRST_VIP_COINS,
  type TaskState,
  WATCH_TASK_COINS,
  watchTaskReached,
  zhCNSign,
  zhCNTasks,
} from '@nocturne/core';
import { watchedSeconds } from '../catalogue/watching.ts';
import { queryOne } from '../db/db.ts';
import type { AppDeps } from '../http/deps.ts';
import { refused } from '../http/errors.ts';
import { validInviteCount } from '../members/invites.ts';
import { changeBalance, type LedgerReason } from '../money/ledger.ts';
import { paidVipOrder } from '../payments/orderListing.ts';

export type Task = 'dailyLogin' | 'watch' | 'firstVip';
/** The claim period of a one-off task. */
const ONCE = 'once';

export async function taskState(deps: AppDeps, memberId: number): Promise<TaskState> {
  const today = businessDate(deps.now(), deps.config.businessTimeZone);
  // The claims, the watch time, a paid VIP order and the invites are each their owner's
  // query; sent together they cost one round trip's wait (postgres.js pipelines them).
  const [row, watched, firstVipDone, invitedCount] = await Promise.all([
    queryOne<{ daily: boolean; watch: boolean; first_claimed: boolean }>(
      deps.db,
      `SELECT
         EXISTS (SELECT 1 FROM task_claims WHERE member_id = $1 AND task = 'dailyLogin' AND period = $2::text) AS daily,
         EXISTS (SELECT 1 FROM task_claims WHERE member_id = $1 AND task = 'watch' AND period = $2::text) AS watch,
         EXISTS (SELECT 1 FROM task_claims WHERE member_id = $1 AND task = 'firstVip' AND period = '${ONCE}') AS first_claimed`,
      [memberId, today],
    ),
    watchedSeconds(deps.db, memberId, today),
    paidVipOrder(deps.db, memberId),
    validInviteCount(deps, memberId),
  ]);
  return {
    dailyLoginClaimed: row?.daily ?? false,
    watchedSeconds: watched,
    watchClaimed: row?.watch ?? false,
    firstVipDone,
    firstVipClaimed: row?.first_claimed ?? false,
    invitedCount,
  };
}

/**
 * Records the claim and pays it in one transaction; false when it was already claimed. The
 * ledger reference is the business day of the claim (what the coin records show).
 */
async function claim(deps: AppDeps, memberId: number, task: Task, period: string, coins: number, reason: LedgerReason): Promise<boolean> {
  const now = deps.now();
  const reference = businessDate(now, deps.config.businessTimeZone);
  return deps.db.transaction(async (tx) => {
    const inserted = await tx.query(
      'INSERT INTO task_claims (member_id, task, period, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING 1',
      [memberId, task, period, now],
    );
    if (inserted.length === 0) return false;
    await changeBalance(tx, { memberId, account: 'coins', delta: coins, reason, reference });
    return true;
  });
}

const alreadyClaimed = (msg: string = zhCNTasks.alreadyClaimed) => refused(msg, ALREADY_CLAIMED_CODE);

export async function claimDailyLogin(deps: AppDeps, memberId: number): Promise<TaskState> {
  const today = businessDate(deps.now(), deps.config.businessTimeZone);
  if (!(await claim(deps, memberId, 'dailyLogin', today, DAILY_LOGIN_COINS, 'dailyLogin'))) throw alreadyClaimed();
  return taskState(deps, memberId);
}

export async function claimWatch(deps: AppDeps, memberId: number): Promise<TaskState> {
  const today = businessDate(deps.now(), deps.config.businessTimeZone);
  const state = await taskState(deps, memberId);
  if (state.watchClaimed) throw alreadyClaimed(zhCNSign.watchAlreadyClaimed);
  if (!watchTaskReached(state.watchedSeconds)) throw refused(zhCNSign.watchNotReached);
  if (!(await claim(deps, memberId, 'watch', today, WATCH_TASK_COINS, 'watchTask'))) {
    throw alreadyClaimed(zhCNSign.watchAlreadyClaimed);
  }
  return taskState(deps, memberId);
}

/**
 * The first-VIP bonus as the original client asks for it: on opening the task page it GETs
 * firstRechargeVip and shows 已领取 when `data` is true. So the call claims the bonus when it
 * is due and answers whether it is claimed: false until a first VIP order is paid, true ever
 * after (never "already claimed": that would show the task as not done).
 */
export async function claimFirstVip(deps: AppDeps, memberId: number): Promise<boolean> {
  const state = await taskState(deps, memberId);
  if (state.firstVipClaimed) return true;
  if (!state.firstVipDone) return false;
  // A parallel call that claimed first leaves it claimed just the same.
  await claim(deps, memberId, 'firstVip', ONCE, FIRST_VIP_COINS, 'firstVip');
  return true;
}
