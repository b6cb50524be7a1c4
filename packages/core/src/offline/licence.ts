/**
 * 离线缓存's licence: what the server grants a member to keep one episode's rendition on one
 * device, and until when. The app stores segments as served (AES-128 ciphertext) and the
 * episode's keys wrapped by a device key; it unwraps a key only while the licence holds.
 * A call of our own (docs/product.md, "Offline viewing"); the original client never sees it.
 */

/** Days an offline licence lasts when the operator has set nothing (the licence ends sooner with VIP). */
export const OFFLINE_DAYS_DEFAULT = 7;
/** The operator's bounds on offlineDays (site configuration). */
export const OFFLINE_DAYS_MIN = 1;
export const OFFLINE_DAYS_MAX = 30;

/** Licence ids one offlineCheck may ask about; a device with more asks in batches of this many. */
export const OFFLINE_CHECK_MAX_IDS = 200;

/** What the app asks for: one episode of one video, one rendition, for this device. */
export interface OfflineLicenceRequest {
  /** The video's code (cartoonCode / vid). */
  vid: number;
  /** The episode (moviesInfoId). */
  episodeId: number;
  /** The rendition's name as the master names it: '360p', '540p', '720p'. */
  rendition: string;
  /** The device's uuid, the one the member registered with. */
  device: string;
}

/** Why a licence is refused or revoked; the app shows the matching sentence. */
export type OfflineRefusal = 'notEntitled' | 'vipEnded' | 'refunded' | 'suspended' | 'revoked' | 'noSuchEpisode' | 'noSuchRendition';

/** A granted licence. Asking again for the same member, device, episode and rendition renews it (same id). */
export interface OfflineLicence {
  /** Stable for the member, device, episode and rendition. */
  id: string;
  vid: number;
  episodeId: number;
  rendition: string;
  /**
   * The rendition's full playlist, signed for this member: segments at their public immutable
   * URLs, keys at signed URLs valid until `fetchBy`. The download reads everything from it.
   */
  playlistUrl: string;
  /** Unix ms: the playlist's signature (and its keys') lapses then; ask again to resume later. */
  fetchBy: number;
  /** Unix ms: the end of offline play, min(VIP end, now + offline days). */
  expiresAt: number;
  /** Roughly what the download stores, in bytes (for the quota check before it starts). */
  estimatedBytes: number;
}

/** One licence as the server sees it now (offlineCheck's answer, in the order asked). */
export type OfflineLicenceState =
  | { id: string; state: 'valid'; expiresAt: number }
  | { id: string; state: 'revoked'; reason: OfflineRefusal };

/** The end of a licence granted at `now`: offline days from now, and never past the VIP's end. */
export function offlineLicenceEnd(now: number, days: number, vipEndsAt: number | null): number {
  const byDays = now + days * 86_400_000;
  return vipEndsAt === null ? byDays : Math.min(byDays, vipEndsAt);
}

/** True while a licence may unwrap its keys (the device's clock). */
export function licenceHolds(licence: Pick<OfflineLicence, 'expiresAt'>, now: number): boolean {
  return now < licence.expiresAt;
}
