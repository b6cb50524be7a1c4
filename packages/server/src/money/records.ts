/**
 * The member's records by tab (docs/product.md /order): 0 top-ups (paid orders), 1 coin movements
 * (the coins ledger), 2 withdrawals. The newest RECORDS_LIMIT of each; the call has no page,
 * and its `data` is the array itself (the original client lists the decrypted data as is).
 * Cash is yuan on the wire, coins are coins.
 */
import { fenToYuan, formatDateTime, type LedgerAccount, type LedgerEntry, type RecordItem, zhCNLedger, zhCNWithdraw } from '@nocturne/core';
import type { AppDeps } from '../http/deps.ts';
import type { LedgerReason } from './ledger.ts';

export const RECORDS_LIMIT = 100;
export type RecordsTab = 0 | 1 | 2;

/** The episode id of a purchase's ledger reference (`<video code>#<episode id>`). */
const EPISODE_OF_REFERENCE = `CASE WHEN l.reason = 'episode' AND l.reference ~ '#[0-9]{1,18}$'
  THEN substring(l.reference from '#([0-9]{1,18})$')::bigint END`;

export async function memberRecords(deps: AppDeps, memberId: number, tab: RecordsTab): Promise<RecordItem[]> {
  const zone = deps.config.businessTimeZone;
  const time = (date: Date) => formatDateTime(date, zone);
  if (tab === 0) {
    const rows = await deps.db.query<{ order_no: string; subject: string; amount_fen: number; settled_at: Date }>(
      `SELECT order_no, subject, amount_fen, settled_at FROM pay_orders
        WHERE member_id = $1 AND state = 'paid' ORDER BY settled_at DESC, order_no DESC LIMIT $2`,
      [memberId, RECORDS_LIMIT],
    );
    return rows.map((row) => ({
      title: row.order_no,
      amountSource: row.subject,
      price: fenToYuan(Number(row.amount_fen)),
      createTime: time(row.settled_at),
      status: '',
    }));
  }
  if (tab === 1) {
    // A purchase shows the video (and episode) it bought, not the internal reference.
    const rows = await deps.db.query<{
      reason: LedgerReason;
      reference: string;
      delta: number;
      created_at: Date;
      video_id: number | null;
      video_name: string | null;
      episode_name: string | null;
    }>(
      `SELECT l.reason, l.reference, l.delta, l.created_at, v.id AS video_id, v.name AS video_name, e.name AS episode_name
         FROM ledger l
         LEFT JOIN episodes e ON e.id = ${EPISODE_OF_REFERENCE}
         LEFT JOIN videos v ON v.id = e.video_id
        WHERE l.member_id = $1 AND l.account = 'coins' ORDER BY l.id DESC LIMIT $2`,
      [memberId, RECORDS_LIMIT],
    );
    return rows.map((row) => ({
      title: coinRecordTitle(row, time(row.created_at)),
      amountSource: zhCNLedger[row.reason] ?? row.reason,
      price: Number(row.delta),
      createTime: time(row.created_at),
      status: '',
      ...(row.video_id !== null && row.video_name !== null && row.episode_name !== null
        ? { purchase: { cartoonCode: Number(row.video_id), videoName: row.video_name, episodeName: row.episode_name } }
        : {}),
    }));
  }
  const rows = await deps.db.query<{ id: number; channel: 'wx' | 'zfb'; amount_fen: number; state: string; note: string; created_at: Date }>(
    `SELECT id, channel, amount_fen, state, note, created_at FROM withdrawals
      WHERE member_id = $1 ORDER BY id DESC LIMIT $2`,
    [memberId, RECORDS_LIMIT],
  );
  return rows.map((row) => ({
    title: withdrawalNo(row.id),
    amountSource: zhCNWithdraw[row.channel],
    price: fenToYuan(Number(row.amount_fen)),
    createTime: time(row.created_at),
    status: row.state,
    ...(row.state === 'rejected' && row.note !== '' ? { note: row.note } : {}),
  }));
}

/**
 * What a coin record is about: the video and episode a purchase bought (never the internal
 * `<code>#<episode>` reference, even when the video is gone), else the order number or day.
 */
function coinRecordTitle(
  row: { reason: LedgerReason; reference: string; video_name: string | null; episode_name: string | null },
  createTime: string,
): string {
  if (row.video_name !== null && row.episode_name !== null) return `${row.video_name} ${row.episode_name}`;
  if (row.reason === 'episode') return zhCNLedger.removedVideo;
  return row.reference || createTime.slice(0, 10);
}

/** A withdrawal's number as records and the operator API show it. */
export function withdrawalNo(id: number): string {
  return `W${String(id).padStart(8, '0')}`;
}

/**
 * A member's ledger rows, every account, newest first, for the operator: `limit` of them,
 * older than the row `beforeId` when it is given (the operator API's cursor paging).
 */
export async function ledgerOf(deps: Pick<AppDeps, 'db'>, memberId: number, limit = RECORDS_LIMIT, beforeId: number | null = null): Promise<LedgerEntry[]> {
  const rows = await deps.db.query<{ id: number; account: LedgerAccount; delta: number; balance_after: number; reason: string; reference: string; created_at: Date }>(
    `SELECT id, account, delta, balance_after, reason, reference, created_at FROM ledger
      WHERE member_id = $1 AND ($2::bigint IS NULL OR id < $2) ORDER BY id DESC LIMIT $3`,
    [memberId, beforeId, limit],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    account: row.account,
    delta: Number(row.delta),
    balanceAfter: Number(row.balance_after),
    reason: row.reason,
    reference: row.reference,
    createdAt: row.created_at.toISOString(),
  }));
}
