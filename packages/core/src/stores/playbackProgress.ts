import { jsonSlot } from './jsonSlot.ts';
import type { KeyValueStorage, StoreLogger } from './keyValueStorage.ts';
import { pushRecent } from './recentList.ts';
import { arrayOf, isRecord, isVideoCode } from './shapes.ts';
import { STORAGE_KEYS } from './storageKeys.ts';

/** Positions kept: the latest videos only, so the key stays small (docs/product.md, Resume playback). */
export const PLAYBACK_PROGRESS_MAX = 100;
/** A position this close to the end means the video was watched: nothing is offered to resume. */
export const WATCHED_TO_END_SECONDS = 10;

export interface SavedPosition {
  cartoonCode: number;
  /** Whole seconds into the video. */
  seconds: number;
}

export interface PlaybackProgressStore {
  /** The saved position, or undefined when there is none to offer. */
  positionOf(cartoonCode: number): number | undefined;
  /**
   * Saves the position. A position under one second, or within WATCHED_TO_END_SECONDS of a
   * known duration, forgets the video instead: there is nothing worth resuming.
   */
  save(cartoonCode: number, seconds: number, durationSeconds?: number | null): void;
  forget(cartoonCode: number): void;
}

const isSavedPosition = (value: unknown): value is SavedPosition =>
  isRecord(value) && isVideoCode(value.cartoonCode) && Number.isFinite(value.seconds);

export function playbackProgressStore(storage: KeyValueStorage, logger?: StoreLogger): PlaybackProgressStore {
  const slot = jsonSlot<readonly SavedPosition[]>(
    storage,
    STORAGE_KEYS.playbackProgress,
    arrayOf(isSavedPosition),
    [],
    logger,
  );
  const others = (cartoonCode: number) => slot.read().filter((entry) => entry.cartoonCode !== cartoonCode);
  return {
    positionOf: (cartoonCode) => slot.read().find((entry) => entry.cartoonCode === cartoonCode)?.seconds,
    save(cartoonCode, seconds, durationSeconds) {
      const whole = Math.floor(seconds);
      const watchedToEnd = durationSeconds != null && seconds >= durationSeconds - WATCHED_TO_END_SECONDS;
      if (!Number.isFinite(whole) || whole < 1 || watchedToEnd) {
        slot.write(others(cartoonCode));
        return;
      }
      const entry = { cartoonCode, seconds: whole };
      slot.write(pushRecent(slot.read(), entry, (a, b) => a.cartoonCode === b.cartoonCode, PLAYBACK_PROGRESS_MAX));
    },
    forget(cartoonCode) {
      slot.write(others(cartoonCode));
    },
  };
}
