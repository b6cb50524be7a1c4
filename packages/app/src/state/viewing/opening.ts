import { api, type Episode, type VideoDetail } from '@nocturne/core';
import { plainVideo } from '../collectBody.ts';
import { loadConfig } from '../config.ts';
import { changeLocal } from '../localLists.ts';
import { runtime } from '../runtime.ts';
import { takeHeadStart, type FirstEpisodeEntitlement } from '../videoHeadStart.ts';
import { viewingSession } from './session.ts';
import { startEpisode } from './start.ts';

// Which episode of the viewing session plays: opening a video, another episode, the next one,
// and whether the member may watch it.

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

/**
 * Whether the playing episode may be watched (lookOk). `early`: the head start's answer for the
 * first episode, used when it is about the episode playing.
 */
export async function checkAllowed(early?: Promise<FirstEpisodeEntitlement | null>): Promise<void> {
  const episode = currentEpisode(viewingSession);
  if (!viewingSession.code || !episode) return;
  try {
    const known = await early?.catch(() => null);
    viewingSession.allowed =
      known?.episodeId === episode.id ? known.allowed : await runtime().client.call(api.lookOk, { cartoonCode: viewingSession.code, moviesInfoId: episode.id });
  } catch {
    viewingSession.allowed = false;
  }
}

/**
 * Opens a video: its detail, entitlement for the first episode, and a history entry; it starts
 * where the member left off, saying so (docs/product.md section 4).
 */
export async function openVideo(code: number): Promise<void> {
  Object.assign(viewingSession, {
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
    if (viewingSession.code !== code) return;
    viewingSession.detail = detail;
    viewingSession.loadedAt = runtime().now().getTime();
    openOnReturningEpisode(code, detail);
    // docs/product.md section 4: history dedupes by code, newest first, 50 at most (core's store).
    changeLocal((stores) => stores.watchHistory.push(plainVideo(detail.videoInfo)));
    // Where to resume needs the preview seconds (config shikan): opened on the player, the
    // detail comes before the config on a slow network, and the saved position and its toast
    // were dropped (the rule saw a preview of 0 s).
    await Promise.all([checkAllowed(early?.firstEpisode), loadConfig().catch(() => undefined)]);
    startEpisode('saved');
    // The player says where it resumed (VideoPlayer's notice, with 从头播放).
    if (viewingSession.startAt > 0) viewingSession.resumedFrom = viewingSession.startAt;
  } catch {
    if (viewingSession.code === code) viewingSession.failed = true;
  } finally {
    if (viewingSession.code === code) viewingSession.loading = false;
  }
}

/** Coming back from a top-up begun at an episode's paywall (returnToEpisode): open on that episode, once. */
function openOnReturningEpisode(code: number, detail: VideoDetail): void {
  const { returning } = viewingSession;
  if (returning?.code !== code) return;
  viewingSession.returning = null;
  for (const [channel, source] of detail.srcList.entries()) {
    const episode = source.urlList.findIndex((item) => item.id === returning.episodeId);
    if (episode >= 0) {
      Object.assign(viewingSession, { channel, episode });
      return;
    }
  }
}

/** Another episode (the picker): it plays from its beginning. */
export async function pickEpisode(channel: number, episode: number): Promise<void> {
  viewingSession.channel = channel;
  viewingSession.episode = episode;
  viewingSession.paywallOpen = false;
  startEpisode('beginning');
  await checkAllowed();
}

/** The autoplay's next episode on the same source, from its beginning. */
export function playNextEpisode(): void {
  void pickEpisode(viewingSession.channel, viewingSession.episode + 1);
}
