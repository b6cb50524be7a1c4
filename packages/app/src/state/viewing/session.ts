import { resumePoint, type Episode, type TopUpReturn, type VideoDetail } from '@nocturne/core';
import { proxy } from 'valtio';
import { memberIsVip, previewSeconds } from '../entitlement.ts';
import { runtime } from '../runtime.ts';

/**
 * One viewing session: the video open on the player page, the episode playing, whether the
 * member may watch it, and where its stream starts. Its only owner: the page, the player, the
 * warm start, the head start and the top-up return read it and change it through the actions
 * here and in opening.ts and purchase.ts. The player itself (the <video> and the controller)
 * is screenPlayer.ts's.
 */
export interface ViewingSession {
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
  /**
   * Seconds the episode's stream starts from, decided once each time an episode is loaded
   * (startEpisode): the player reads it when it loads the stream.
   */
  startAt: number;
  /**
   * Bumped when the episode's stream must be fetched again (after a purchase): the server
   * decides full or preview when the playlist is fetched. The player loads it again in place.
   */
  streamKey: number;
  paywallOpen: boolean;
  busy: 'episode' | 'vip' | null;
  /** The episode to open on, coming back from a top-up begun at its paywall; taken once. */
  returning: TopUpReturn | null;
}

export const viewingSession = proxy<ViewingSession>({
  code: null,
  detail: null,
  loadedAt: 0,
  loading: false,
  failed: false,
  channel: 0,
  episode: 0,
  allowed: false,
  startAt: 0,
  streamKey: 0,
  paywallOpen: false,
  busy: null,
  returning: null,
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

/**
 * Where to resume `info`, `allowed` its episode's lookOk: this device's last position (it is
 * the newest: it is also what a player rebuilt after a purchase left off at), else the
 * position the server saved; but only inside what the member can play now (core's
 * resumePoint), else from the start.
 */
function resumePositionOf(info: VideoDetail['videoInfo'], allowed: boolean): number {
  const saved = runtime().stores.playbackProgress.positionOf(info.cartoonCode) || info.progress || 0;
  return resumePoint({
    savedSeconds: saved,
    durationSeconds: info.vodDuration,
    previewLimitSeconds: previewSeconds(),
    entitled: memberIsVip() || allowed,
  });
}

/** Where the rule resumes the session's video now, with the entitlement known so far. */
export function resumePosition(): number {
  const info = viewingSession.detail?.videoInfo;
  return info ? resumePositionOf(info, viewingSession.allowed) : 0;
}

/**
 * An episode's stream is loaded: decides where it starts, once. `saved`: where the member
 * left off (opening the video, the stream again after a purchase); `beginning`: another episode
 * (picked, or the autoplay's next).
 */
export function startEpisode(from: 'saved' | 'beginning'): number {
  viewingSession.startAt = from === 'saved' ? resumePosition() : 0;
  return viewingSession.startAt;
}

/**
 * Where the warm start begins `video`'s first episode, before the session has its entitlement:
 * the same rule without lookOk (a VIP is known from the stored member). The player moves the
 * stream to the session's start when it takes it over, if that differs.
 */
export function warmStartAt(video: VideoDetail): number {
  return resumePositionOf(video.videoInfo, false);
}

/** After a paid top-up: the next opening of `target.code` opens on `target`'s episode. */
export function returnToEpisode(target: TopUpReturn): void {
  viewingSession.returning = target;
}

/** The episode id to open video `code` on, when the member is coming back to it from top-up; taken once. */
export function takeReturningEpisode(code: number): number | null {
  const { returning } = viewingSession;
  if (returning?.code !== code) return null;
  viewingSession.returning = null;
  return returning.episodeId;
}
