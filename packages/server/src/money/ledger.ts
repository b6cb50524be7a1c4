/**
 * The one way a member's money changes. Each change is a conditional UPDATE that can
 * never take a balance below zero (PostgreSQL re-checks the WHERE after waiting for a
 * concurrent writer's row lock), plus its ledger row, on the caller's transaction.
 */
import type { zhCNLedger } from '@nocturne/core';
import { queryOne, type Db } from '../db/db.ts';

/** coins: whole coins; balance and held: cash in fen. */
export type Account = 'coins' | 'balance' | 'held';
/** Why a balance changed: a key of the catalogue's ledger labels (a record's source). */
export type LedgerReason = keyof typeof zhCNLedger;

const COLUMNS: Record<Account, string> = { coins: 'coins', balance: 'balance_fen', held: 'held_fen' };

export interface BalanceChange {
  memberId: number;
  account: Account;
  /** Positive credits, negative debits; never zero. */
  delta: number;
  reason: LedgerReason;
  reference?: string;
}

/** A debit larger than the balance: nothing was changed. */
export class InsufficientFundsError extends Error {
  override name = 'InsufficientFundsError';
  constructor(readonly account: Account) {
    super(`insufficient ${account}`);
  }
}

/**
 * A credit that would take a balance past Number.MAX_SAFE_INTEGER: nothing was changed.
 * The columns are BIGINT (migration 080) but are read as JS numbers, exact only up to there.
 */
export class BalanceLimitError extends Error {
  override name = 'BalanceLimitError';
  constructor(readonly account: Account) {
    super(`${account} would pass the largest exact amount`);
  }
}

/** Applies one change and answers the balance after it. Call inside a transaction. */
export async function changeBalance(tx: Db, change: BalanceChange): Promise<number> {
  if (!Number.isSafeInteger(change.delta) || change.delta === 0) {
    throw new RangeError(`a balance change must be a non-zero integer, got ${change.delta}`);
  }
  const column = COLUMNS[change.account];
  const row = await queryOne<{ after: number | string }>(
    tx,
    `UPDATE members SET ${column} = ${column} + $2 WHERE id = $1 AND ${column} + $2 BETWEEN 0 AND $3 RETURNING ${column} AS after`,
    [change.memberId, change.delta, Number.MAX_SAFE_INTEGER],
  );
  if (!row) throw change.delta > 0 ? new BalanceLimitError(change.account) : new InsufficientFundsError(change.account);
  const after = Number(row.after);
  await tx.query(
    'INSERT INTO ledger (member_id, account, delta, balance_after, reason, reference) VALUES ($1, $2, $3, $4, $5, $6)',
    [change.memberId, change.account, change.delta, after, change.reason, change.reference ?? ''],
  );
  return after;
}
