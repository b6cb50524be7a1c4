import {
  api,
  ApiError,
  COLLECT_CALL_TYPE,
  COLLECT_FAVOURITE,
  COLLECT_LIKE,
  type Episode,
  type LikeBody,
  PLAYBACK_CALL_TYPE,
  SINGLE_EPISODE_COINS,
  type Video,
  type VideoDetail,
  zhCN,
  zhCNPay,
  zhCNPurchase,
  zhCNReport,
  zhCNVideo,
} from '@nocturne/core';
import { proxy } from 'valtio';
import { paths } from '../routes/paths.ts';
import { memberIsVip, resumePositionOf } from './entitlement.ts';
import { loadConfig } from './config.ts';
import { failureMessage } from './errors.ts';
import { changeLocal } from './localLists.ts';
import { memberState, refreshMember } from './member.ts';
import { navigateTo } from './navigation.ts';
import { runtime } from './runtime.ts';
import { showToast } from './toasts.ts';
import { takeHeadStart, type FirstEpisodeEntitlement } from './videoHeadStart.ts';
import { askToTopUp, takeReturningEpisode } from './topUpReturn.ts';

/**
 * How long the detail's signed playlist URLs are trusted after loading before a purchase
 * fetches new ones: well inside the server's lifetime (MEDIA_URL_TTL_SECONDS, 2 hours).
 */
export const PLAYLIST_URL_TRUST_MS = 30 * 60_000;

export interface VideoPageState {
  /** The video's code (core's Video.cartoonCode). */
  code: number | null;
  detail: VideoDetail | null;
  /** When the detail (and its signed playlist URLs) arrived, epoch ms. */
  loadedAt: number;
  loading: boolean;
  failed: boolean;
  /** The playing episode: channel index and episode index within it. */
  channel: number;
  episode: number;
  /** The server's lookOk for the playing episode (bought or VIP). */
  allowed: boolean;
  paywallOpen: boolean;
  busy: 'episode' | 'vip' | null;
  /**
   * Bumped when the episode's stream must be fetched again (after a purchase): the server
   * decides full or preview when the playlist is fetched. The player loads it again in place.
   */
  streamKey: number;
}

export const videoState = proxy<VideoPageState>({
  code: null,
  detail: null,
  loadedAt: 0,
  loading: false,
  failed: false,
  channel: 0,
  episode: 0,
  allowed: false,
  paywallOpen: false,
  busy: null,
  streamKey: 0,
});

interface EpisodeChoice {
  detail: { readonly srcList: readonly { readonly urlList: readonly Episode[] }[] } | null;
  channel: number;
  episode: number;
}

export function currentEpisode(state: EpisodeChoice): Episode | null {
  return state.detail?.srcList[state.channel]?.urlList[state.episode] ?? null;
}

/** The episode after the playing one on the same source (autoplay's next), null after the last. */
export function nextEpisodeOf(state: EpisodeChoice): Episode | null {
  return state.detail?.srcList[state.channel]?.urlList[state.episode + 1] ?? null;
}

/** `early`: the head start's answer for the first episode, used when it is about the episode playing. */
async function checkAllowed(early?: Promise<FirstEpisodeEntitlement | null>): Promise<void> {
  const episode = currentEpisode(videoState);
  if (!videoState.code || !episode) return;
  try {
    const known = await early?.catch(() => null);
    videoState.allowed =
      known?.episodeId === episode.id ? known.allowed : await runtime().client.call(api.lookOk, { cartoonCode: videoState.code, moviesInfoId: episode.id });
  } catch {
    videoState.allowed = false;
  }
}

/** Opens a video: its detail, entitlement for the first episode, and a history entry. */
export async function openVideo(code: number): Promise<void> {
  Object.assign(videoState, {
    code,
    detail: null,
    loading: true,
    failed: false,
    channel: 0,
    episode: 0,
    allowed: false,
    paywallOpen: false,
    busy: null,
  });
  try {
    // Opened on the player, the detail may already be on its way (videoHeadStart.ts).
    const early = takeHeadStart(code);
    const detail = await (early?.detail ?? runtime().client.call(api.videoDetail, { index: 0, vid: code }));
    if (videoState.code !== code) return;
    videoState.detail = detail;
    videoState.loadedAt = runtime().now().getTime();
    openOnReturningEpisode(code);
    // docs/product.md section 4: history dedupes by code, newest first, 50 at most (core's store).
    changeLocal((stores) => stores.watchHistory.push(plainVideo(detail.videoInfo)));
    // Where to resume needs the preview seconds (config shikan): opened on the player, the
    // detail comes before the config on a slow network, and the saved position and its toast
    // were dropped (resumePositionOf saw a preview of 0 s).
    await Promise.all([checkAllowed(early?.firstEpisode), loadConfig().catch(() => undefined)]);
  } catch {
    if (videoState.code === code) videoState.failed = true;
  } finally {
    if (videoState.code === code) videoState.loading = false;
  }
}

/** Coming back from a top-up begun at an episode's paywall: open on that episode. */
function openOnReturningEpisode(code: number): void {
  const episodeId = takeReturningEpisode(code);
  if (episodeId === null || !videoState.detail) return;
  for (const [channel, source] of videoState.detail.srcList.entries()) {
    const episode = source.urlList.findIndex((item) => item.id === episodeId);
    if (episode >= 0) {
      Object.assign(videoState, { channel, episode });
      return;
    }
  }
}

/** The buy call's refusal for too few coins (the server's own sentence, purchases.ts). */
function isShortOfCoins(error: unknown): boolean {
  return error instanceof ApiError && error.message === zhCNPurchase.insufficientCoins;
}

/** The video without the page-only progress field, as the local lists keep it. */
function plainVideo(info: VideoDetail['videoInfo']): Video {
  const { progress: _progress, ...video } = info;
  return video;
}

export async function pickEpisode(channel: number, episode: number): Promise<void> {
  videoState.channel = channel;
  videoState.episode = episode;
  videoState.paywallOpen = false;
  await checkAllowed();
}

export function openPaywall(): void {
  videoState.paywallOpen = true;
}

/** Cancel on the paywall: the sheet closes (the player goes back to the limit or resumes). */
export function closePaywall(): void {
  videoState.paywallOpen = false;
}

/**
 * Buy this episode for 2 coins: on success the server's message shows, entitlement is asked
 * again and the player fetches the playlist again (the server decides full or preview when
 * the playlist is fetched). Only playlist URLs that may be near their
 * expiry are fetched anew. On failure the member goes to /pay (docs/product.md section 4).
 */
export async function buyEpisode(): Promise<void> {
  const episode = currentEpisode(videoState);
  const code = videoState.code;
  if (!code || !episode || videoState.busy) return;
  // Too few coins: never a silent jump to /pay (docs/product.md section 4 goes there at once); the
  // coins-short sheet says why and offers top-up, and the member comes back here after.
  if (!memberIsVip() && (memberState.member?.memberCion ?? 0) < SINGLE_EPISODE_COINS) {
    videoState.paywallOpen = false;
    askToTopUp();
    return;
  }
  videoState.busy = 'episode';
  try {
    const message = await runtime().client.call(api.buy, { cartoonCode: code, moviesInfoId: episode.id, type: 0 });
    if (message) showToast(message);
  } catch (error) {
    videoState.busy = null;
    if (isShortOfCoins(error)) {
      // The balance held here was stale: fetch it, then say 金币不足 before leaving for top-up.
      await refreshMember().catch(() => undefined);
      videoState.paywallOpen = false;
      askToTopUp();
      return;
    }
    showToast(failureMessage(error, zhCNPay.failed));
    return;
  }
  try {
    await Promise.all([checkAllowed(), freshPlaylistUrls(code)]);
    videoState.paywallOpen = false;
    videoState.streamKey += 1;
    refreshMember().catch(() => undefined);
  } finally {
    videoState.busy = null;
  }
}

/** New signed playlist URLs when the ones held may be near their expiry (the detail again, nothing else). */
async function freshPlaylistUrls(code: number): Promise<void> {
  if (runtime().now().getTime() - videoState.loadedAt < PLAYLIST_URL_TRUST_MS) return;
  try {
    const detail = await runtime().client.call(api.videoDetail, { index: 0, vid: code });
    if (videoState.code !== code || !videoState.detail) return;
    videoState.detail.srcList = detail.srcList;
    videoState.loadedAt = runtime().now().getTime();
  } catch {
    // The held URLs may still work; the player's retry reopens the video if not.
  }
}

export function buyVip(): void {
  videoState.paywallOpen = false;
  navigateTo(paths.vip);
}

function collectBody(video: Video, collectType: number, type: number, duration: number): LikeBody {
  return {
    collectAuthor: video.cartoonAuthor,
    collectCode: video.cartoonCode,
    collectDuration: duration,
    collectHot: video.cartoonHot,
    collectImage: video.cartoonImage,
    collectName: video.cartoonName,
    collectType,
    sortNum: video.dictCode,
    type,
  };
}

/** Like: toggles locally; adding also tells the server (docs/product.md section 4). */
export function toggleLike(): void {
  const info = videoState.detail?.videoInfo;
  if (!info) return;
  const liked = changeLocal((stores) => stores.likes.toggle(info.cartoonCode));
  if (!liked) return;
  showToast(zhCNVideo.likeSucceeded);
  runtime()
    .client.call(api.like, collectBody(info, COLLECT_LIKE, COLLECT_CALL_TYPE, info.vodDuration))
    .catch(() => undefined);
}

/** Favourite: adding saves locally and tells the server; removing only changes local storage. */
export function toggleFavourite(): void {
  const info = videoState.detail?.videoInfo;
  if (!info) return;
  const video = plainVideo(info);
  const { stores } = runtime();
  if (stores.favourites.has(video.cartoonCode)) {
    changeLocal((s) => s.favourites.remove(video.cartoonCode));
    showToast(zhCNVideo.favouriteCancelled);
    return;
  }
  changeLocal((s) => s.favourites.add(video));
  showToast(zhCNVideo.favouriteSucceeded);
  runtime()
    .client.call(api.like, collectBody(video, COLLECT_FAVOURITE, COLLECT_CALL_TYPE, video.vodDuration))
    .catch(() => undefined);
}

/** docs/product.md: a member can report a video; operators review reports. */
export async function reportVideo(): Promise<void> {
  const code = videoState.code;
  if (!code) return;
  try {
    await runtime().client.call(api.report, { cartoonCode: code, reason: zhCNReport.title });
    showToast(zhCNVideo.reported);
  } catch (error) {
    showToast(failureMessage(error, zhCN.common.loadFailed));
  }
}

/** Leaving the page (or switching): the position is kept locally and sent to the server. */
export function saveProgress(seconds: number): void {
  const info = videoState.detail?.videoInfo;
  if (!info || !memberState.signedIn) return;
  runtime().stores.playbackProgress.save(info.cartoonCode, seconds);
  runtime()
    .client.call(api.playback, collectBody(plainVideo(info), COLLECT_FAVOURITE, PLAYBACK_CALL_TYPE, Math.floor(seconds)))
    .catch(() => undefined);
}

/** Remembers the position on this device while playing (the server hears of it on leaving). */
export function rememberPosition(seconds: number): void {
  const code = videoState.detail?.videoInfo.cartoonCode;
  if (code) runtime().stores.playbackProgress.save(code, seconds);
}

/** Where to resume the open video's episode (entitlement.ts resumePositionOf). */
export function resumePosition(): number {
  const info = videoState.detail?.videoInfo;
  return info ? resumePositionOf(info, videoState.allowed) : 0;
}

