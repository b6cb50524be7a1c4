/**
 * What a stored download amounts to: what is still missing, how far along it is, the view the
 * screens draw, and whether the device has room for the rest (shaka's rule: refuse a download
 * that takes usage past 95 % of the quota).
 */
import type { DownloadView } from './downloadStatus.ts';
import { licenceHolds } from './licence.ts';
import type { DownloadRecord } from './offlineStore.ts';

/** The share of the origin's quota a download may fill up to. */
export const QUOTA_SHARE = 0.95;

/** navigator.storage.estimate()'s answer; a browser that cannot tell leaves the fields out. */
export interface StorageEstimateLike {
  usage?: number;
  quota?: number;
}

/** Whether `moreBytes` fit: usage after them stays within QUOTA_SHARE of the quota (unknown quota: yes). */
export function fitsQuota(estimate: StorageEstimateLike, moreBytes: number): boolean {
  if (estimate.quota === undefined) return true;
  return (estimate.usage ?? 0) + moreBytes <= estimate.quota * QUOTA_SHARE;
}

const indexesWhere = <T>(list: readonly T[], missing: (value: T) => boolean): number[] =>
  list.flatMap((value, index) => (missing(value) ? [index] : []));

export function missingSegments(record: DownloadRecord): number[] {
  return indexesWhere(record.segmentBytes, (bytes) => bytes === null);
}

export function missingKeys(record: DownloadRecord): number[] {
  return indexesWhere(record.keysStored, (stored) => !stored);
}

/** Every segment and key is in (a playlist read, nothing missing). */
export function isComplete(record: DownloadRecord): boolean {
  return record.playlist !== null && missingSegments(record).length === 0 && missingKeys(record).length === 0;
}

export function bytesStored(record: DownloadRecord): number {
  return record.segmentBytes.reduce<number>((sum, bytes) => sum + (bytes ?? 0), 0);
}

/**
 * The bytes the whole download will take: the licence's estimate until a segment is in, then
 * the stored bytes a second of media times the seconds still missing (a better guess as it
 * goes), and exactly what is stored once complete.
 */
export function expectedBytes(record: DownloadRecord): number {
  const stored = bytesStored(record);
  const segments = record.playlist?.segments ?? [];
  let storedSeconds = 0;
  let missingSeconds = 0;
  segments.forEach((segment, index) => {
    if (record.segmentBytes[index] === null) missingSeconds += segment.duration;
    else storedSeconds += segment.duration;
  });
  if (stored === 0 || storedSeconds === 0) return Math.max(record.licence.estimatedBytes, stored);
  return Math.round(stored + (stored / storedSeconds) * missingSeconds);
}

/** The download as the screens draw it at `now`: `expired` once the licence has ended, whatever else it was. */
export function downloadView(record: DownloadRecord, now: number): DownloadView {
  const done = record.state === 'done';
  const bytesDone = bytesStored(record);
  const bytesTotal = expectedBytes(record);
  // 100 % only when the record is complete: a guess that runs short never shows a finished bar early.
  const percent = done ? 100 : bytesTotal > 0 ? Math.min(99, Math.floor((bytesDone * 100) / bytesTotal)) : 0;
  const { licence, meta } = record;
  return {
    id: record.id,
    vid: licence.vid,
    episodeId: licence.episodeId,
    title: meta.title,
    cover: meta.cover,
    episodeName: meta.episodeName,
    rendition: licence.rendition,
    status: licenceHolds(licence, now) ? record.state : 'expired',
    bytesDone,
    bytesTotal,
    percent,
    expiresAt: licence.expiresAt,
  };
}
