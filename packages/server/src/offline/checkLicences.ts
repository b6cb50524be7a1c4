/**
 * offlineCheck: where a device's licences stand now, in the order asked. An id the member does
 * not hold on this device answers revoked; a revoked licence answers its reason; a live one is
 * decided again: its episode taken down or the member no longer entitled (VIP lapsed: nothing
 * in the house takes a purchase back, so `refunded` is never decided here) revokes it for
 * good, otherwise its end moves to offlineLicenceEnd from now. A suspended member never gets
 * here: the route layer answers every call of its token 403.
 */
import { offlineLicenceEnd, type OfflineLicenceState, type OfflineRefusal } from '@nocturne/core';
import type { AppDeps } from '../http/deps.ts';
import { keyedEpisode } from '../catalogue/mediaKeys.ts';
import { watchableUntil } from '../purchases/entitlement.ts';
import { readConfig } from '../site/appConfig.ts';
import { licencesOf, renewLicences, revokeLicences } from './licenceRows.ts';

export async function checkLicences(deps: AppDeps, memberId: number, device: string, ids: readonly string[]): Promise<OfflineLicenceState[]> {
  const { db } = deps;
  const now = deps.now();
  const rows = await licencesOf(db, memberId, device, ids);
  const live = rows.filter((row) => row.revokedAt === null);
  const episodeIds = [...new Set(live.map((row) => row.episodeId))];
  const [published, watchable, { offlineDays }] = await Promise.all([
    Promise.all(episodeIds.map(async (episodeId) => ((await keyedEpisode(db, episodeId)) ? episodeId : null))).then((found) => new Set(found)),
    watchableUntil(db, memberId, episodeIds, now),
    readConfig(db),
  ]);

  const states = new Map<string, OfflineLicenceState>();
  const revocations: { id: string; reason: OfflineRefusal }[] = [];
  const renewals: { id: string; expiresAt: Date }[] = [];
  for (const row of rows) {
    if (row.revokedAt !== null) {
      states.set(row.id, { id: row.id, state: 'revoked', reason: row.revokeReason ?? 'revoked' });
      continue;
    }
    const until = watchable.get(row.episodeId);
    const reason: OfflineRefusal | null = !published.has(row.episodeId) ? 'noSuchEpisode' : until === undefined ? 'vipEnded' : null;
    if (reason) {
      revocations.push({ id: row.id, reason });
      states.set(row.id, { id: row.id, state: 'revoked', reason });
    } else {
      const expiresAt = offlineLicenceEnd(now.getTime(), offlineDays, until?.getTime() ?? null);
      renewals.push({ id: row.id, expiresAt: new Date(expiresAt) });
      states.set(row.id, { id: row.id, state: 'valid', expiresAt });
    }
  }
  await db.transaction(async (tx) => {
    await revokeLicences(tx, revocations, now);
    await renewLicences(tx, renewals, now);
  });
  return ids.map((id) => states.get(id) ?? { id, state: 'revoked', reason: 'revoked' });
}
