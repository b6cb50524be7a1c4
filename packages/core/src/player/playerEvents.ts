import type { PlaybackError, PlaybackSnapshot } from './playbackState.ts';

/** What the controller reports, by event name. */
export interface PlayerEventMap {
  /** A member without entitlement reached the preview limit: playback paused there. */
  'preview-ended': { limitSeconds: number };
  /** The position to save (throttled while playing, and on pause, switch and destroy). */
  progress: { url: string; seconds: number; durationSeconds: number | null };
  /** The stream could not play or failed past its retries; it has been torn down (the snapshot's `error` holds it). */
  error: PlaybackError;
  /** The snapshot changed (time, play state, speed, quality, buffer, ...). */
  change: PlaybackSnapshot;
}

export type PlayerEventName = keyof PlayerEventMap;
export type PlayerListener<E extends PlayerEventName> = (payload: PlayerEventMap[E]) => void;

/** A small typed event hub: `on` returns the unsubscribe function. */
export class PlayerEvents {
  private readonly listeners: { [E in PlayerEventName]?: Set<PlayerListener<E>> } = {};

  on<E extends PlayerEventName>(event: E, listener: PlayerListener<E>): () => void {
    const set: Set<PlayerListener<E>> = this.listeners[event] ?? new Set();
    // The mapped type cannot be indexed by a generic key for writing without this assertion.
    (this.listeners as Record<E, Set<PlayerListener<E>>>)[event] = set;
    set.add(listener);
    return () => {
      set.delete(listener);
    };
  }

  emit<E extends PlayerEventName>(event: E, payload: PlayerEventMap[E]): void {
    const set: Set<PlayerListener<E>> | undefined = this.listeners[event];
    set?.forEach((listener) => listener(payload));
  }

  clear(): void {
    for (const set of Object.values(this.listeners)) set.clear();
  }
}
