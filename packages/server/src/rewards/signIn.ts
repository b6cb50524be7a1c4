/**
 * Daily sign-in: once per business day, the reward computed here from the consecutive
 * count (core's cycle), never from the client's `amount`. The member row is locked first,
 * so parallel sign-ins of one member queue up and only the first finds today unsigned.
 */
import { ALREADY_CLAIMED_CODE, businessDate, type DateText, signInReward, type SignState, zhCNSign } from '@nocturne/core';
import type { Db } from '../db/db.ts';
import { queryOne } from '../db/db.ts';
import type { AppDeps } from '../http/deps.ts';
import { refused } from '../http/errors.ts';
import { countAfterSigning, currentCount, cycleDates, type LastSignIn } from './signInRun.ts';
import { changeBalance } from '../money/ledger.ts';
import { lockMember } from '../members/memberView.ts';
import { grantVipDays } from '../members/vip.ts';

async function lastSignIn(db: Db, memberId: number): Promise<LastSignIn | null> {
  const row = await queryOne<{ day: string; count: number }>(
    db,
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, count FROM sign_ins WHERE member_id = $1 ORDER BY day DESC LIMIT 1`,
    [memberId],
  );
  return row ? { date: row.day, count: row.count } : null;
}

function stateOf(last: LastSignIn | null, today: DateText): SignState {
  return { signedDates: cycleDates(last, today), signedToday: last?.date === today, count: currentCount(last, today) };
}

export async function signInState(deps: AppDeps, memberId: number): Promise<SignState> {
  const today = businessDate(deps.now(), deps.config.businessTimeZone);
  return stateOf(await lastSignIn(deps.db, memberId), today);
}

/** Signs today in and pays the day's reward; a second sign-in the same day is refused (500). */
export async function signIn(deps: AppDeps, memberId: number): Promise<SignState> {
  const now = deps.now();
  const today = businessDate(now, deps.config.businessTimeZone);
  return deps.db.transaction(async (tx) => {
    // One round trip: PostgreSQL runs the two in order, so the read comes after the lock.
    const [, last] = await Promise.all([lockMember(tx, memberId), lastSignIn(tx, memberId)]);
    const count = countAfterSigning(last, today);
    if (count === null) throw refused(zhCNSign.failed, ALREADY_CLAIMED_CODE);
    const reward = signInReward(count - 1);
    // Nothing reads it within the call (the member row's lock keeps a second one out): with the commit.
    tx.atCommit(
      'INSERT INTO sign_ins (member_id, day, count, reward_kind, reward_amount, created_at) VALUES ($1, $2, $3, $4, $5, $6)',
      [memberId, today, count, reward.kind, reward.amount, now],
    );
    if (reward.kind === 'coins') {
      await changeBalance(tx, { memberId, account: 'coins', delta: reward.amount, reason: 'signIn', reference: today });
    } else {
      await grantVipDays(tx, { memberId, days: reward.amount, reason: 'signIn', reference: today, now });
    }
    return stateOf({ date: today, count }, today);
  });
}
