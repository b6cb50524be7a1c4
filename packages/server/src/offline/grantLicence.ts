/**
 * offlineLicence: a member's licence to keep one episode's rendition on one device. The
 * episode must be published and belong to the video, the rendition must be one of its
 * encrypted ladder's (a plain ladder's segment URLs are signed and short-lived, so it cannot
 * be kept as served), and the member must be entitled now (VIP, or bought the episode:
 * purchases/entitlement.ts). Asking again renews the same licence.
 */
import { offlineLicenceEnd, zhCNOffline, type OfflineLicence, type OfflineLicenceRequest } from '@nocturne/core';
import type { AppDeps } from '../http/deps.ts';
import { refused } from '../http/errors.ts';
import { keyedEpisode } from '../catalogue/mediaKeys.ts';
import { loadMaster, loadPlaylist, renditionPlaylistUrl, type MediaHolder } from '../media/library.ts';
import { watchableUntil } from '../purchases/entitlement.ts';
import { readConfig } from '../site/appConfig.ts';
import { estimatedBytes } from './downloadSize.ts';
import { upsertLicence } from './licenceRows.ts';

/**
 * How long the licence's playlist URL (and the key URLs it names) stays signed: a download
 * paused for a while resumes within a day; later it asks again, and entitlement is decided again.
 */
export const FETCH_WINDOW_SECONDS = 24 * 3600;

/** The rendition's variant and playlist, or a refusal for an episode or rendition that cannot be kept. */
async function keepableRendition(deps: AppDeps, request: OfflineLicenceRequest) {
  const media = await keyedEpisode(deps.db, request.episodeId);
  if (!media || media.videoId !== request.vid) throw refused(zhCNOffline.refusal.noSuchEpisode);
  const master = media.keySeed ? await loadMaster(deps.store, media.dir) : null;
  const variant = master?.variants.find((v) => v.name === request.rendition);
  const playlist = variant ? await loadPlaylist(deps.store, media.dir, variant.name) : null;
  if (!variant || !playlist) throw refused(zhCNOffline.refusal.noSuchRendition);
  return { media, variant, playlist };
}

/** `origin`: where the playlist URL points (publicOrigin, as the detail's URLs). */
export async function grantLicence(deps: AppDeps, holder: MediaHolder, request: OfflineLicenceRequest, origin: string): Promise<OfflineLicence> {
  const { db, config } = deps;
  const now = deps.now();
  const { media, variant, playlist } = await keepableRendition(deps, request);
  const until = (await watchableUntil(db, holder.memberId, [request.episodeId], now)).get(request.episodeId);
  if (until === undefined) throw refused(zhCNOffline.refusal.notEntitled);
  const { offlineDays } = await readConfig(db);
  const expiresAt = offlineLicenceEnd(now.getTime(), offlineDays, until?.getTime() ?? null);
  const id = await upsertLicence(db, {
    memberId: holder.memberId,
    device: request.device,
    videoId: media.videoId,
    episodeId: request.episodeId,
    rendition: variant.name,
    now,
    expiresAt: new Date(expiresAt),
  });
  const signed = renditionPlaylistUrl(config, origin, request.episodeId, variant.name, holder, now, FETCH_WINDOW_SECONDS);
  return {
    id,
    vid: request.vid,
    episodeId: request.episodeId,
    rendition: variant.name,
    playlistUrl: signed.url,
    fetchBy: signed.exp * 1000,
    expiresAt,
    estimatedBytes: estimatedBytes(variant, playlist.segments),
  };
}
