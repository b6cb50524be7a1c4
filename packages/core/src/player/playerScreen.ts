import type { PlaybackFailure, PlaybackSnapshot } from './playbackState.ts';

/** What the page knows besides the player's store. */
export interface PlayerScreenInput {
  /** The video's detail: on its way, failed, or here. */
  detail: 'loading' | 'failed' | 'ready';
  /** The detail names an episode to play (the player is built once it does). */
  hasEpisode: boolean;
  /** What the player's store says (the controller's snapshot). */
  playback: Pick<PlaybackSnapshot, 'started' | 'error' | 'previewEnded'>;
  /** VIP, or the episode was bought. */
  entitled: boolean;
  /** The paywall sheet is up. */
  paywallOpen: boolean;
}

/**
 * The video screen's state: what the stage shows over the video, why it failed and what
 * 重试 does then, and whether the paywall is up. Computed once, here, from the player's one
 * store and the page's data; the stage's values are the kit's PlayerShell states.
 */
export type PlayerScreen =
  | { stage: 'loading' | 'playing'; paywall: boolean }
  /** Stopped at the preview limit with the paywall put away: the stage offers to unlock. */
  | { stage: 'previewEnded'; paywall: false }
  /**
   * `retry`: open the video again (its detail failed: `other`, the page's own failure) or
   * reload the stream where it failed (the controller's reason).
   */
  | { stage: 'error'; reason: PlaybackFailure; retry: 'detail' | 'stream'; paywall: boolean };

export function playerScreen({ detail, hasEpisode, playback, entitled, paywallOpen }: PlayerScreenInput): PlayerScreen {
  const paywall = paywallOpen;
  if (detail === 'failed') return { stage: 'error', reason: 'other', retry: 'detail', paywall };
  // Under the paywall the stage shows the frame at the limit; put away, the stage says why it stopped.
  if (playback.previewEnded && !entitled && !paywallOpen) return { stage: 'previewEnded', paywall: false };
  if (playback.error) return { stage: 'error', reason: playback.error.reason, retry: 'stream', paywall };
  if (detail === 'loading' || !hasEpisode) return { stage: 'loading', paywall };
  return { stage: playback.started ? 'playing' : 'loading', paywall };
}
