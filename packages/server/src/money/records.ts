/**
 * The member's records by tab (SPEC.md /order): 0 top-ups (paid orders), 1 coin movements
 * (the coins ledger), 2 withdrawals. The newest RECORDS_LIMIT of each; the call has no page.
 */
import { zhCN, type Page, type RecordItem } from '@nocturne/core';
import type { AppDeps } from '../http/deps.ts';
import { FEN_PER_YUAN } from '../payments/pricing.ts';
import type { LedgerReason } from './ledger.ts';
import { businessDateTime } from '../db/dateTime.ts';

export const RECORDS_LIMIT = 100;
export type RecordsTab = 0 | 1 | 2;

export async function memberRecords(deps: AppDeps, memberId: number, tab: RecordsTab): Promise<Page<RecordItem>> {
  const zone = deps.config.businessTimeZone;
  const time = (date: Date) => businessDateTime(date, zone);
  if (tab === 0) {
    const rows = await deps.db.query<{ order_no: string; subject: string; amount_fen: number; settled_at: Date }>(
      `SELECT order_no, subject, amount_fen, settled_at FROM pay_orders
        WHERE member_id = $1 AND state = 'paid' ORDER BY settled_at DESC, order_no DESC LIMIT $2`,
      [memberId, RECORDS_LIMIT],
    );
    return {
      list: rows.map((row) => ({
        title: row.order_no,
        amountSource: row.subject,
        price: row.amount_fen / FEN_PER_YUAN,
        createTime: time(row.settled_at),
        status: '',
      })),
    };
  }
  if (tab === 1) {
    const rows = await deps.db.query<{ id: number; reason: LedgerReason; reference: string; delta: number; created_at: Date }>(
      `SELECT id, reason, reference, delta, created_at FROM ledger
        WHERE member_id = $1 AND account = 'coins' ORDER BY id DESC LIMIT $2`,
      [memberId, RECORDS_LIMIT],
    );
    return {
      list: rows.map((row) => ({
        title: row.reference || `L${row.id}`,
        amountSource: zhCN.ledger[row.reason] ?? row.reason,
        price: row.delta,
        createTime: time(row.created_at),
        status: '',
      })),
    };
  }
  const rows = await deps.db.query<{ id: number; channel: 'wx' | 'zfb'; amount_fen: number; state: string; created_at: Date }>(
    `SELECT id, channel, amount_fen, state, created_at FROM withdrawals
      WHERE member_id = $1 ORDER BY id DESC LIMIT $2`,
    [memberId, RECORDS_LIMIT],
  );
  return {
    list: rows.map((row) => ({
      title: withdrawalNo(row.id),
      amountSource: zhCN.withdraw[row.channel],
      price: row.amount_fen / FEN_PER_YUAN,
      createTime: time(row.created_at),
      status: row.state,
    })),
  };
}

/** A withdrawal's number as records and the operator API show it. */
export function withdrawalNo(id: number): string {
  return `W${String(id).padStart(8, '0')}`;
}

export interface LedgerEntry {
  account: string;
  delta: number;
  balanceAfter: number;
  reason: string;
  reference: string;
  createdAt: Date;
}

/** A member's newest ledger rows, every account, for the operator. */
export async function ledgerOf(deps: Pick<AppDeps, 'db'>, memberId: number, limit = RECORDS_LIMIT): Promise<LedgerEntry[]> {
  const rows = await deps.db.query<{ account: string; delta: number; balance_after: number; reason: string; reference: string; created_at: Date }>(
    'SELECT account, delta, balance_after, reason, reference, created_at FROM ledger WHERE member_id = $1 ORDER BY id DESC LIMIT $2',
    [memberId, limit],
  );
  return rows.map((row) => ({
    account: row.account,
    delta: Number(row.delta),
    balanceAfter: Number(row.balance_after),
    reason: row.reason,
    reference: row.reference,
    createdAt: row.created_at,
  }));
}
