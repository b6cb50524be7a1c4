/**
 * The ledger as records: a member's coin movements (the records call's tab 1, payments/records.ts)
 * and a member's rows of every account for the operator.
 */
import type { LedgerAccount, LedgerEntry } from '@nocturne/core';
import type { AppDeps } from '../http/deps.ts';
import type { LedgerReason } from './ledger.ts';

export const RECORDS_LIMIT = 100;

/** The episode id of a purchase's ledger reference (`<video code>#<episode id>`). */
const EPISODE_OF_REFERENCE = `CASE WHEN l.reason = 'episode' AND l.reference ~ '#[0-9]{1,18}$'
  THEN substring(l.reference from '#([0-9]{1,18})$')::bigint END`;

export interface CoinEntry {
  reason: LedgerReason;
  reference: string;
  delta: number;
  created_at: Date;
  /** The episode a purchase bought (from its reference); null for any other entry. */
  episode_id: number | null;
}

/** A member's newest `limit` coin movements, newest first. */
export function coinEntries(deps: Pick<AppDeps, 'db'>, memberId: number, limit = RECORDS_LIMIT): Promise<CoinEntry[]> {
  return deps.db.query<CoinEntry>(
    `SELECT l.reason, l.reference, l.delta, l.created_at, ${EPISODE_OF_REFERENCE} AS episode_id
       FROM ledger l
      WHERE l.member_id = $1 AND l.account = 'coins' ORDER BY l.id DESC LIMIT $2`,
    [memberId, limit],
  );
}

/** A withdrawal's number as records and the operator API show it. */
export function withdrawalNo(id: number): string {
  return `W${String(id).padStart(8, '0')}`;
}

/**
 * A member's ledger rows (every member's: null), every account, newest first, for the
 * operator: `limit` of them, older than the row `beforeId` when it is given (the operator
 * API's cursor paging).
 */
export async function ledgerOf(deps: Pick<AppDeps, 'db'>, memberId: number | null, limit = RECORDS_LIMIT, beforeId: number | null = null): Promise<(LedgerEntry & { memberId: number })[]> {
  const rows = await deps.db.query<{ id: number; member_id: number; account: LedgerAccount; delta: number; balance_after: number; reason: string; reference: string; created_at: Date }>(
    `SELECT id, member_id, account, delta, balance_after, reason, reference, created_at FROM ledger
      WHERE ($1::bigint IS NULL OR member_id = $1) AND ($2::bigint IS NULL OR id < $2) ORDER BY id DESC LIMIT $3`,
    [memberId, beforeId, limit],
  );
  return rows.map((row) => ({
    memberId: Number(row.member_id),
    id: Number(row.id),
    account: row.account,
    delta: Number(row.delta),
    balanceAfter: Number(row.balance_after),
    reason: row.reason,
    reference: row.reference,
    createdAt: row.created_at.toISOString(),
  }));
}
