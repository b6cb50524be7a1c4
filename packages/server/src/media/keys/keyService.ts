/**
 * Who gets which key of an encrypted ladder, decided at each key request: an entitled
 * member (VIP or bought, purchases/entitlement.ts) every window; anyone else holding the
 * playlist signature only the windows of the preview. A request for a key is also what
 * credits watch time now that segments no longer reach the server: a window's length at
 * most, and never more than the wall clock ran since the last credit (catalogue/watching.ts),
 * so asking for keys faster than playing earns nothing more, as fetching segments did not.
 */
import type { AppDeps } from '../../http/deps.ts';
import { creditWatchTime } from '../../catalogue/watching.ts';
import { mayWatch } from '../../purchases/entitlement.ts';
import { readConfig } from '../../site/appConfig.ts';
import { loadMaster, loadPlaylist, VISITOR } from '../library.ts';
import { windowKey } from './contentKeys.ts';
import { keyedEpisode } from '../../catalogue/mediaKeys.ts';
import { previewWindowCount, windowCount, windowSeconds } from './keyWindows.ts';

export type KeyAnswer = { key: Buffer } | 'forbidden' | 'missing';

export async function keyForWindow(deps: AppDeps, memberId: number, episodeId: number, window: number): Promise<KeyAnswer> {
  const { db, store } = deps;
  const media = await keyedEpisode(db, episodeId);
  if (!media?.keySeed) return 'missing';
  // Windows are the same in every rendition (segments are cut at the same instants).
  const master = await loadMaster(store, media.dir);
  const playlist = master ? await loadPlaylist(store, media.dir, master.variants[0]!.name) : null;
  if (!playlist || window >= windowCount(playlist.segments.length)) return 'missing';
  const now = deps.now();
  const entitled = memberId !== VISITOR && (await mayWatch(db, memberId, episodeId, now));
  if (!entitled && window >= previewWindowCount(playlist.segments, (await readConfig(db)).shikan)) return 'forbidden';
  if (memberId !== VISITOR) await creditWatchTime(deps, memberId, windowSeconds(playlist.segments, window));
  return { key: windowKey(media.keySeed, window) };
}
