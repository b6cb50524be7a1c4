/**
 * The one way a member's money changes: each change moves the balance (members/balances.ts:
 * a conditional UPDATE that can never take it below zero) and writes its ledger row, on the
 * caller's transaction.
 */
import type { zhCNLedger } from '@nocturne/core';
import type { Db } from '../db/db.ts';
import { moveBalance, type Account } from '../members/balances.ts';

export type { Account };

/** Why a balance changed: a key of the catalogue's ledger labels (a record's source). */
export type LedgerReason = keyof typeof zhCNLedger;

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

/** Applies one change and answers the balance after it; its ledger row is written with the commit. Call inside a transaction. */
export async function changeBalance(tx: Db, change: BalanceChange): Promise<number> {
  if (!Number.isSafeInteger(change.delta) || change.delta === 0) {
    throw new RangeError(`a balance change must be a non-zero integer, got ${change.delta}`);
  }
  const after = await moveBalance(tx, change.memberId, change.account, change.delta, Number.MAX_SAFE_INTEGER);
  if (after === null) throw change.delta > 0 ? new BalanceLimitError(change.account) : new InsufficientFundsError(change.account);
  // Nobody reads the row within the call: it goes out with the COMMIT (one round trip less).
  tx.atCommit(
    'INSERT INTO ledger (member_id, account, delta, balance_after, reason, reference) VALUES ($1, $2, $3, $4, $5, $6)',
    [change.memberId, change.account, change.delta, after, change.reason, change.reference ?? ''],
  );
  return after;
}
