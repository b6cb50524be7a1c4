/**
 * A member's balances, columns of its row: coins (whole coins), balance and held (cash in
 * fen). They change only through the ledger (money/ledger.ts), which writes a ledger row
 * beside every move made here, in the caller's transaction.
 */
import { queryOne, type Db } from '../db/db.ts';

/** coins: whole coins; balance and held: cash in fen. */
export type Account = 'coins' | 'balance' | 'held';

const COLUMNS: Record<Account, string> = { coins: 'coins', balance: 'balance_fen', held: 'held_fen' };

/**
 * Moves one balance by `delta` and answers the balance after it, or null when that would
 * take it below zero or past `max` (nothing is then changed). One conditional UPDATE:
 * PostgreSQL re-checks the WHERE after waiting for a concurrent writer's row lock, so no
 * race can overdraw.
 */
export async function moveBalance(tx: Db, memberId: number, account: Account, delta: number, max: number): Promise<number | null> {
  const column = COLUMNS[account];
  const row = await queryOne<{ after: number | string }>(
    tx,
    `UPDATE members SET ${column} = ${column} + $2 WHERE id = $1 AND ${column} + $2 BETWEEN 0 AND $3 RETURNING ${column} AS after`,
    [memberId, delta, max],
  );
  return row ? Number(row.after) : null;
}

/** Cash held for the member's pending withdrawals, in fen. */
export async function heldFen(db: Db, memberId: number): Promise<number> {
  const row = await queryOne<{ held_fen: number | string }>(db, 'SELECT held_fen FROM members WHERE id = $1', [memberId]);
  return Number(row?.held_fen ?? 0);
}
