import type { PlayerMediaElement } from './playerMedia.ts';

/** A preview stream that ends this close to the limit (or past it) ended at the limit. */
export const PREVIEW_END_TOLERANCE_SECONDS = 1;

export interface PreviewOptions {
  /** The free preview (config `shikan`), in seconds. */
  limitSeconds: number;
  /** VIP, or the episode was bought: no limit. */
  entitled: boolean;
}

/**
 * docs/product.md section 4's free preview on one media element: past the limit playback pauses and
 * goes back to it, once per crossing `reached` is told (the paywall's moment). The
 * controller calls it only while a stream is loaded.
 */
export class PreviewGuard {
  private options: PreviewOptions = { limitSeconds: 0, entitled: true };
  /** Past the limit since we last saw the position within it: one report per crossing. */
  private beyondLimit = false;
  /** We paused playback at the limit and the member has not played since. */
  private pausedAtLimit = false;

  constructor(
    private readonly media: PlayerMediaElement,
    private readonly reached: (limitSeconds: number) => void,
  ) {}

  newStream(): void {
    this.beyondLimit = false;
    this.pausedAtLimit = false;
  }

  setLimit(limitSeconds: number): void {
    this.options = { ...this.options, limitSeconds };
    this.beyondLimit = false;
  }

  /** Answers whether playback the limit stopped should go on now (entitlement was just given). */
  setEntitled(entitled: boolean): boolean {
    this.options = { ...this.options, entitled };
    if (!entitled || !this.pausedAtLimit) return false;
    this.pausedAtLimit = false;
    return true;
  }

  /** The member pressed play: nothing is waiting to be resumed any more. */
  played(): void {
    this.pausedAtLimit = false;
  }

  /** At every position change: past the limit, pause and go back to it. */
  enforce(): void {
    const { limitSeconds, entitled } = this.options;
    if (entitled) return;
    if (this.media.currentTime <= limitSeconds) {
      // Back within the preview (we sought back, or the member did): the next crossing reports again.
      this.beyondLimit = false;
      return;
    }
    this.media.pause();
    this.media.currentTime = limitSeconds;
    this.pausedAtLimit = true;
    if (!this.beyondLimit) this.stop();
  }

  /**
   * Whether a seek to `target` may go ahead. Past the limit it stops at the limit, pauses and
   * reports every time (the member asked for the paid part).
   */
  allowSeek(target: number): boolean {
    const { limitSeconds, entitled } = this.options;
    if (entitled || target <= limitSeconds) return true;
    this.media.pause();
    this.media.currentTime = limitSeconds;
    this.stop();
    return false;
  }

  /**
   * The preview stream is cut at the limit, so it may simply end there (a limit on a segment
   * boundary never plays past it): that end is the preview's end, not the episode's. Answers
   * whether it was.
   */
  ended(): boolean {
    const { limitSeconds, entitled } = this.options;
    if (entitled || this.beyondLimit || this.media.currentTime < limitSeconds - PREVIEW_END_TOLERANCE_SECONDS) return false;
    this.stop();
    return true;
  }

  private stop(): void {
    this.pausedAtLimit = true;
    this.beyondLimit = true;
    this.reached(this.options.limitSeconds);
  }
}
