import { HlsController, INITIAL_PLAYBACK, type PlaybackSnapshot } from '@nocturne/core';
import { useSyncExternalStore } from 'react';
import * as styles from './video.css.ts';

/** The video screen's player: one <video> and the core controller that alone drives it. */
export interface ScreenPlayer {
  readonly media: HTMLVideoElement;
  readonly controller: HlsController;
  /** The stream the warm start began and where it began it, until the page has taken that stream over. */
  warm: { url: string; startAt: number } | null;
  /** When the warm stream's first frame showed (performance.now), for the telemetry; null before, and for the page's own. */
  shownAt: number | null;
}

/**
 * Who holds the screen's player: the warm start (before React has rendered the page, see
 * warmStart.ts) or the page, which takes the warm one over or makes its own. The page, the
 * controls and the danmaku read the same player's store through `screenPlayback`; nothing
 * else keeps a player or a copy of what it knows.
 */
let held: { player: ScreenPlayer; owner: 'warm' | 'page' } | null = null;
/** The page has had its player (or left first): a warm start from now on starts nothing. */
let pageTook = false;
const listeners = new Set<() => void>();
let stopForwarding: () => void = () => undefined;

function hold(next: typeof held): void {
  stopForwarding();
  held = next;
  stopForwarding = next ? next.player.controller.subscribe(notify) : () => undefined;
  notify();
}

function notify(): void {
  for (const listener of listeners) listener();
}

/**
 * The store the screen reads (useSyncExternalStore): the held player's snapshot, the initial
 * one while there is none. The same object until something changes.
 */
export const screenPlayback = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: (): PlaybackSnapshot => held?.player.controller.getSnapshot() ?? INITIAL_PLAYBACK,
};

/**
 * A part of the screen player's store; a component re-renders only when that part changes, so
 * `select` answers a value that stays equal (a number, a flag, an object the store keeps).
 */
export function useScreenPlayback<T>(select: (playback: PlaybackSnapshot) => T): T {
  return useSyncExternalStore(screenPlayback.subscribe, () => select(screenPlayback.getSnapshot()));
}

/** The player the screen shows now; null while there is none. */
export function screenPlayer(): ScreenPlayer | null {
  return held?.player ?? null;
}

/** 重试 after the stream failed: the same stream again, where it failed (HlsController.retry). */
export function retryPlayback(): void {
  void held?.player.controller.retry();
}

/** The player's <video>, as the stage shows it; `autoplay` for a stream the page starts itself. */
export function createPlayerVideo({ autoplay }: { autoplay: boolean }): HTMLVideoElement {
  const media = document.createElement('video');
  media.className = styles.video;
  media.autoplay = autoplay;
  media.playsInline = true;
  media.preload = 'auto';
  return media;
}

function newPlayer(autoplay: boolean): ScreenPlayer {
  const media = createPlayerVideo({ autoplay });
  return { media, controller: new HlsController({ media }), warm: null, shownAt: null };
}

/**
 * For the warm start: a player of its own, shown at the top where the stage will be, playing
 * from its first frame (a phone that refuses sound before a tap leaves it on that frame); null
 * once the page has (had) one.
 */
export function startWarmPlayer(): ScreenPlayer | null {
  if (pageTook || held) return null;
  const player = newPlayer(true);
  player.media.classList.add(styles.warmStage);
  document.body.append(player.media);
  hold({ player, owner: 'warm' });
  return player;
}

/**
 * For the page (VideoPlayer, as it mounts): the warm player, off the warm stage, or a new one;
 * the one it holds already if asked again (one player a screen). From now on the page owns
 * the player; `warm` says which stream the warm start began.
 */
export function takeScreenPlayer(): ScreenPlayer {
  pageTook = true;
  if (held?.owner === 'page') return held.player;
  if (held) {
    const { player } = held;
    player.media.classList.remove(styles.warmStage);
    hold({ player, owner: 'page' });
    return player;
  }
  const player = newPlayer(true);
  hold({ player, owner: 'page' });
  return player;
}

/** The page is done with its player (it unmounted): the position is reported and the player destroyed. */
export function releaseScreenPlayer(player: ScreenPlayer): void {
  if (held?.player === player) release(player);
}

/** The warm start's player, unless the page has taken it (the warm start gave up on it, or the page left first). */
export function dropWarmPlayer(player?: ScreenPlayer): void {
  if (held?.owner === 'warm' && (player === undefined || held.player === player)) release(held.player);
}

/** The page went away before taking its warm player: drop it, and start no other. */
export function closeWarmStart(): void {
  pageTook = true;
  dropWarmPlayer();
}

function release(player: ScreenPlayer): void {
  player.controller.destroy();
  player.media.remove();
  if (held?.player === player) hold(null);
}
