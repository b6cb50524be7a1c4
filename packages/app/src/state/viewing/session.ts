import type { TopUpReturn, VideoDetail } from '@nocturne/core';
import { proxy } from 'valtio';

/**
 * One viewing session: the video open on the player page, the episode playing, whether the
 * member may watch it, where its stream starts and which version of the stream plays. Its one
 * owner: the page, the player and the top-up return read it and change it through the actions
 * here and in opening.ts (the episode playing; it takes the head start), start.ts, purchase.ts
 * and progress.ts. The player itself (the <video> and the controller) is screenPlayer.ts's.
 * This module imports no rule: the pay pages reach it (returnToEpisode), and the warm start
 * must not wait for a chunk of its own (docs/decisions/0027-one-viewing-session.md).
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
   * (start.ts startEpisode): the player reads it when it loads the stream.
   */
  startAt: number;
  /**
   * Where the opened video resumed (seconds), while the player says so (上次看到 with
   * 从头播放); null otherwise. Set when a video opens on a saved position (opening.ts).
   */
  resumedFrom: number | null;
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
  resumedFrom: null,
  streamKey: 0,
  paywallOpen: false,
  busy: null,
  returning: null,
});

/** After a paid top-up: the next opening of `target.code` opens on `target`'s episode (opening.ts). */
export function returnToEpisode(target: TopUpReturn): void {
  viewingSession.returning = target;
}
