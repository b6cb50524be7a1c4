/**
 * The task centre's claims (SPEC.md section 4): daily login (1 coin a business day), the
 * daily watch (2 coins once 20 minutes were watched today) and the first VIP purchase
 * (5 coins once). A claim row's primary key makes each claim happen once, whatever races.
 */
import {
  ALREADY_CLAIMED_CODE,
  DAILY_LOGIN_COINS,
  FIRST_VIP_COINS,
  WATCH_TASK_COINS,
  watchTaskReached,
  zhCN,
  type TaskState,
} from '@nocturne/core';
import type { Db } from '../db/db.ts';
import { queryOne } from '../db/db.ts';
import type { AppDeps } from '../http/deps.ts';
import { refused } from '../http/errors.ts';
import { businessDate } from './businessDay.ts';
import { validInviteCount } from '../members/invites.ts';
import { changeBalance, type LedgerReason } from '../money/ledger.ts';

export type Task = 'dailyLogin' | 'watch' | 'firstVip';
/** The claim period of a one-off task. */
const ONCE = 'once';

export async function taskState(deps: AppDeps, memberId: number): Promise<TaskState> {
  const today = businessDate(deps.now(), deps.config.businessTimeZone);
  const row = await queryOne<{ daily: boolean; watch: boolean; first_done: boolean; first_claimed: boolean; seconds: number }>(
    deps.db,
    `SELECT
       EXISTS (SELECT 1 FROM task_claims WHERE member_id = $1 AND task = 'dailyLogin' AND period = $2::text) AS daily,
       EXISTS (SELECT 1 FROM task_claims WHERE member_id = $1 AND task = 'watch' AND period = $2::text) AS watch,
       EXISTS (SELECT 1 FROM pay_orders WHERE member_id = $1 AND kind = 'vip' AND state = 'paid') AS first_done,
       EXISTS (SELECT 1 FROM task_claims WHERE member_id = $1 AND task = 'firstVip' AND period = '${ONCE}') AS first_claimed,
       COALESCE((SELECT seconds FROM watch_time WHERE member_id = $1 AND day = $2::date), 0) AS seconds`,
    [memberId, today],
  );
  return {
    dailyLoginClaimed: row?.daily ?? false,
    watchedSeconds: row?.seconds ?? 0,
    watchClaimed: row?.watch ?? false,
    firstVipDone: row?.first_done ?? false,
    firstVipClaimed: row?.first_claimed ?? false,
    invitedCount: await validInviteCount(deps, memberId),
  };
}

/** Records the claim and pays it in one transaction; false when it was already claimed. */
async function claim(db: Db, memberId: number, task: Task, period: string, coins: number, reason: LedgerReason, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx.query(
      'INSERT INTO task_claims (member_id, task, period, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING 1',
      [memberId, task, period, now],
    );
    if (inserted.length === 0) return false;
    await changeBalance(tx, { memberId, account: 'coins', delta: coins, reason, reference: period });
    return true;
  });
}

const alreadyClaimed = (msg: string = zhCN.tasks.alreadyClaimed) => refused(msg, ALREADY_CLAIMED_CODE);

export async function claimDailyLogin(deps: AppDeps, memberId: number): Promise<TaskState> {
  const now = deps.now();
  const today = businessDate(now, deps.config.businessTimeZone);
  if (!(await claim(deps.db, memberId, 'dailyLogin', today, DAILY_LOGIN_COINS, 'dailyLogin', now))) throw alreadyClaimed();
  return taskState(deps, memberId);
}

export async function claimWatch(deps: AppDeps, memberId: number): Promise<TaskState> {
  const now = deps.now();
  const today = businessDate(now, deps.config.businessTimeZone);
  const state = await taskState(deps, memberId);
  if (state.watchClaimed) throw alreadyClaimed(zhCN.sign.watchAlreadyClaimed);
  if (!watchTaskReached(state.watchedSeconds)) throw refused(zhCN.sign.watchNotReached);
  if (!(await claim(deps.db, memberId, 'watch', today, WATCH_TASK_COINS, 'watchTask', now))) {
    throw alreadyClaimed(zhCN.sign.watchAlreadyClaimed);
  }
  return taskState(deps, memberId);
}

export async function claimFirstVip(deps: AppDeps, memberId: number): Promise<TaskState> {
  const state = await taskState(deps, memberId);
  if (state.firstVipClaimed) throw alreadyClaimed();
  if (!state.firstVipDone) throw refused(zhCN.tasks.firstVipNotDone);
  if (!(await claim(deps.db, memberId, 'firstVip', ONCE, FIRST_VIP_COINS, 'firstVip', deps.now()))) throw alreadyClaimed();
  return taskState(deps, memberId);
}
