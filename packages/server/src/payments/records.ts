/**
 * The member's records by tab (docs/product.md /order): 0 top-ups (paid orders), 1 coin movements
 * (the coins ledger), 2 withdrawals. The newest RECORDS_LIMIT of each, each read from its
 * owner; the call has no page, and its `data` is the array itself (the original client lists
 * the decrypted data as is). Cash is yuan on the wire, coins are coins.
 */
import { fenToYuan, formatDateTime, type RecordItem, zhCNLedger, zhCNWithdraw } from '@nocturne/core';
import type { AppDeps } from '../http/deps.ts';
import { episodeTitles } from '../catalogue/videos.ts';
import type { LedgerReason } from '../money/ledger.ts';
import { coinEntries, RECORDS_LIMIT, withdrawalNo } from '../money/records.ts';
import { withdrawalsOf } from '../withdrawals/withdrawals.ts';
import { paidOrdersOf } from './orderListing.ts';

export type RecordsTab = 0 | 1 | 2;

export async function memberRecords(deps: AppDeps, memberId: number, tab: RecordsTab): Promise<RecordItem[]> {
  const zone = deps.config.businessTimeZone;
  const time = (date: Date) => formatDateTime(date, zone);
  if (tab === 0) {
    const rows = await paidOrdersOf(deps.db, memberId, RECORDS_LIMIT);
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
    const entries = await coinEntries(deps, memberId, RECORDS_LIMIT);
    // A removed video's episode is no longer there: its purchase says so (coinRecordTitle).
    const titles = await episodeTitles(
      deps.db,
      entries.flatMap((entry) => (entry.episode_id === null ? [] : [Number(entry.episode_id)])),
    );
    return entries.map((entry) => {
      const bought = entry.episode_id === null ? undefined : titles.get(Number(entry.episode_id));
      return {
        title: coinRecordTitle(entry, bought, time(entry.created_at)),
        amountSource: zhCNLedger[entry.reason] ?? entry.reason,
        price: Number(entry.delta),
        createTime: time(entry.created_at),
        status: '',
        ...(bought ? { purchase: { cartoonCode: bought.videoId, videoName: bought.videoName, episodeName: bought.episodeName } } : {}),
      };
    });
  }
  const rows = await withdrawalsOf(deps.db, memberId, RECORDS_LIMIT);
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
  entry: { reason: LedgerReason; reference: string },
  bought: { videoName: string; episodeName: string } | undefined,
  createTime: string,
): string {
  if (bought) return `${bought.videoName} ${bought.episodeName}`;
  if (entry.reason === 'episode') return zhCNLedger.removedVideo;
  return entry.reference || createTime.slice(0, 10);
}
