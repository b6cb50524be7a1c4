import { api, ApiError, SINGLE_EPISODE_COINS, zhCNPay, zhCNPurchase } from '@nocturne/core';
import { paths } from '../../routes/paths.ts';
import { memberIsVip } from '../entitlement.ts';
import { failureMessage } from '../errors.ts';
import { memberState, refreshMember } from '../member.ts';
import { navigateTo } from '../navigation.ts';
import { runtime } from '../runtime.ts';
import { showToast } from '../toasts.ts';
import { askToTopUp } from '../topUpReturn.ts';
import { checkAllowed, currentEpisode } from './opening.ts';
import { viewingSession } from './session.ts';
import { startEpisode } from './start.ts';

/**
 * How long the detail's signed playlist URLs are trusted after loading before a purchase
 * fetches new ones: well inside the server's lifetime (MEDIA_URL_TTL_SECONDS, 2 hours).
 */
export const PLAYLIST_URL_TRUST_MS = 30 * 60_000;

export function openPaywall(): void {
  viewingSession.paywallOpen = true;
}

/** Cancel on the paywall: the sheet closes (the player goes back to the limit or resumes). */
export function closePaywall(): void {
  viewingSession.paywallOpen = false;
}

/** The buy call's refusal for too few coins (the server's own sentence, purchases.ts). */
function isShortOfCoins(error: unknown): boolean {
  return error instanceof ApiError && error.message === zhCNPurchase.insufficientCoins;
}

/**
 * Buy this episode for 2 coins: on success the server's message shows, entitlement is asked
 * again and the player fetches the playlist again (the server decides full or preview when
 * the playlist is fetched), continuing from where the preview stopped. Only playlist URLs
 * that may be near their expiry are fetched anew. On failure the member goes to /pay
 * (docs/product.md section 4).
 */
export async function buyEpisode(): Promise<void> {
  const episode = currentEpisode(viewingSession);
  const code = viewingSession.code;
  if (!code || !episode || viewingSession.busy) return;
  // Too few coins: never a silent jump to /pay (docs/product.md section 4 goes there at once); the
  // coins-short sheet says why and offers top-up, and the member comes back here after.
  if (!memberIsVip() && (memberState.member?.memberCion ?? 0) < SINGLE_EPISODE_COINS) {
    viewingSession.paywallOpen = false;
    askToTopUp();
    return;
  }
  viewingSession.busy = 'episode';
  try {
    const message = await runtime().client.call(api.buy, { cartoonCode: code, moviesInfoId: episode.id, type: 0 });
    if (message) showToast(message);
  } catch (error) {
    viewingSession.busy = null;
    if (isShortOfCoins(error)) {
      // The balance held here was stale: fetch it, then say 金币不足 before leaving for top-up.
      await refreshMember().catch(() => undefined);
      viewingSession.paywallOpen = false;
      askToTopUp();
      return;
    }
    showToast(failureMessage(error, zhCNPay.failed));
    return;
  }
  try {
    await Promise.all([checkAllowed(), freshPlaylistUrls(code)]);
    viewingSession.paywallOpen = false;
    startEpisode('saved');
    viewingSession.streamKey += 1;
    refreshMember().catch(() => undefined);
  } finally {
    viewingSession.busy = null;
  }
}

/** New signed playlist URLs when the ones held may be near their expiry (the detail again, nothing else). */
async function freshPlaylistUrls(code: number): Promise<void> {
  if (runtime().now().getTime() - viewingSession.loadedAt < PLAYLIST_URL_TRUST_MS) return;
  try {
    const detail = await runtime().client.call(api.videoDetail, { index: 0, vid: code });
    if (viewingSession.code !== code || !viewingSession.detail) return;
    viewingSession.detail.srcList = detail.srcList;
    viewingSession.loadedAt = runtime().now().getTime();
  } catch {
    // The held URLs may still work; the player's retry reopens the video if not.
  }
}

export function buyVip(): void {
  viewingSession.paywallOpen = false;
  navigateTo(paths.vip);
}
