/**
 * Withdrawals: a request moves the amount from the withdrawable balance to held funds in
 * one transaction (never more than the balance, however many requests race); an operator
 * then approves (the held amount is paid out) or rejects (it returns to the balance).
 */
import { yuanToFen, zhCNOperator, zhCNServer, zhCNWithdraw, zhCNWithdrawal, type WithdrawalChannel, type WithdrawalState, type WithdrawalView } from '@nocturne/core';
import { queryOne, type Db } from '../db/db.ts';
import type { AppDeps } from '../http/deps.ts';
import { conflict, notFound, refused } from '../http/errors.ts';
import { changeBalance, InsufficientFundsError } from '../money/ledger.ts';
import { memberNames } from '../members/memberCodes.ts';
import { claimUpload, memberUploadKey, openUpload, uploadNameOf, type OpenedUpload } from '../members/uploads.ts';
import { withdrawalNo } from '../money/records.ts';

export type { WithdrawalChannel, WithdrawalState };

export interface WithdrawalRequest {
  /** Yuan, at most two decimals: a number, or the text the original client's field holds. */
  money: number | string;
  imageUrl: string;
  channel: WithdrawalChannel;
}

/** Plain decimal yuan as a member types it: '5', '5.5', '0.01' (no sign, exponent or spaces inside). */
const YUAN_TEXT = /^\d{1,9}(\.\d+)?$/;

/** The amount as yuan, or null when it is not a plain amount at all ('abc', '1e3', NaN). */
function yuanOf(money: number | string): number | null {
  if (typeof money === 'number') return Number.isFinite(money) ? money : null;
  const text = money.trim();
  return YUAN_TEXT.test(text) ? Number(text) : null;
}

/** Files a withdrawal; answers the message the member sees. */
export async function requestWithdrawal(deps: AppDeps, memberId: number, request: WithdrawalRequest): Promise<string> {
  if (typeof request.money === 'string' && request.money.trim() === '') throw refused(zhCNWithdraw.amountRequired);
  const yuan = yuanOf(request.money);
  // Integer fen inside: a fraction of a fen, a negative or a non-number is refused, never rounded.
  const fen = yuan === null ? null : yuanToFen(yuan);
  if (fen === null || fen < 0) throw refused(zhCNWithdrawal.amountInvalid);
  // A tiny non-zero amount (5e-324, 1e-9) rounds to 0 fen: it was typed, so it is invalid, not missing.
  if (fen === 0) throw refused(yuan === 0 ? zhCNWithdraw.amountRequired : zhCNWithdrawal.amountInvalid);
  if (request.imageUrl.trim() === '') throw refused(zhCNWithdraw.codeRequired);
  const now = deps.now();
  try {
    await deps.db.transaction(async (tx) => {
      // Each pair goes out in one round trip. A refusal of the first (not the member's own
      // upload, too little balance) throws and rolls back the second with everything else.
      const [own, row] = await Promise.all([
        // The payment code is an upload of the member's own; from now on it is never served.
        claimUpload(tx, deps.config, memberId, request.imageUrl, 'paymentCode'),
        queryOne<{ id: number }>(
          tx,
          'INSERT INTO withdrawals (member_id, amount_fen, image_url, channel, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING id',
          [memberId, fen, request.imageUrl, request.channel, now],
        ),
      ]);
      if (!own) throw refused(zhCNServer.paymentCodeNotOwnUpload);
      const reference = withdrawalNo(row!.id);
      await Promise.all([
        changeBalance(tx, { memberId, account: 'balance', delta: -fen, reason: 'withdrawal', reference }),
        changeBalance(tx, { memberId, account: 'held', delta: fen, reason: 'withdrawal', reference }),
      ]);
    });
  } catch (error) {
    if (error instanceof InsufficientFundsError) throw refused(zhCNWithdrawal.insufficient);
    throw error;
  }
  return zhCNWithdrawal.submitted;
}

/** Withdrawals for the operator, oldest pending first. */
export async function listWithdrawals(deps: AppDeps, state: WithdrawalState | null): Promise<WithdrawalView[]> {
  const rows = await deps.db.query<{
    id: number;
    member_id: number;
    amount_fen: number;
    channel: WithdrawalChannel;
    state: WithdrawalState;
    note: string;
    created_at: Date;
    decided_at: Date | null;
  }>(
    `SELECT w.id, w.member_id, w.amount_fen, w.channel, w.state, w.note, w.created_at, w.decided_at FROM withdrawals w WHERE $1::text IS NULL OR w.state = $1 ORDER BY w.created_at, w.id LIMIT 500`,
    [state],
  );
  const members = await memberNames(
    deps.db,
    rows.map((row) => Number(row.member_id)),
  );
  return rows.map((row) => ({
    id: row.id,
    no: withdrawalNo(row.id),
    memberCode: members.get(Number(row.member_id))?.memberCode ?? '',
    amountFen: Number(row.amount_fen),
    channel: row.channel,
    state: row.state,
    note: row.note,
    createdAt: row.created_at.toISOString(),
    decidedAt: row.decided_at?.toISOString() ?? null,
  }));
}

/** Approves or rejects a pending withdrawal; a decided one cannot be decided again (409). */
/** `alongside` runs in the decision's transaction (the operator's audit entry). */
export async function decideWithdrawal(
  deps: AppDeps,
  id: number,
  decision: 'approved' | 'rejected',
  note: string,
  alongside: (tx: Db) => Promise<void> = async () => undefined,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const row = await queryOne<{ member_id: number; amount_fen: number }>(
      tx,
      `UPDATE withdrawals SET state = $2, note = $3, decided_at = $4 WHERE id = $1 AND state = 'pending'
        RETURNING member_id, amount_fen`,
      [id, decision, note, deps.now()],
    );
    if (!row) {
      if (await queryOne(tx, 'SELECT 1 FROM withdrawals WHERE id = $1', [id])) throw conflict(zhCNOperator.withdrawalDecided);
      throw notFound();
    }
    const fen = Number(row.amount_fen);
    const reference = withdrawalNo(id);
    await changeBalance(tx, { memberId: row.member_id, account: 'held', delta: -fen, reason: 'withdrawal', reference });
    if (decision === 'rejected') {
      await changeBalance(tx, { memberId: row.member_id, account: 'balance', delta: fen, reason: 'withdrawalReturned', reference });
    }
    await alongside(tx);
  });
}

/** The payment code a withdrawal names, to stream to the operator; null when it is gone. */
export async function paymentCodeOf(deps: Pick<AppDeps, 'db' | 'config' | 'store'>, id: number): Promise<OpenedUpload | null> {
  const row = await queryOne<{ image_url: string }>(deps.db, 'SELECT image_url FROM withdrawals WHERE id = $1', [id]);
  const name = row ? uploadNameOf(deps.config, row.image_url) : null;
  return name ? openUpload(deps.store, memberUploadKey(name)) : null;
}

/** A member's newest `limit` withdrawals, newest first (the records call). */
export function withdrawalsOf(db: Db, memberId: number, limit: number): Promise<{ id: number; channel: 'wx' | 'zfb'; amount_fen: number; state: string; note: string; created_at: Date }[]> {
  return db.query(
    `SELECT id, channel, amount_fen, state, note, created_at FROM withdrawals
      WHERE member_id = $1 ORDER BY id DESC LIMIT $2`,
    [memberId, limit],
  );
}
