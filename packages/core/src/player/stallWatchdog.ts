/**
 * Gets a stream out of a stall that waiting will not end. hls.js 1.6.15 and later can stand
 * still for good at a hole in the media (an audio gap at a switch of quality: a ladder whose audio starts
 * a segment late, and real media from a cut source or a bad encoder) with every fragment loaded.
 * A stall while data is still on its way (a slow network) is left alone: that is buffering.
 *
 * The controller samples the media every STALL_CHECK_MS. When the position has moved less
 * than STALL_PROGRESS_SECONDS in STALL_RECOVERY_SECONDS while it should move, the browser is online and the data is here
 * (a fragment reached the buffer during the stall, or nothing is being fetched), it steps up a
 * ladder, giving each step STALL_STEP_SECONDS to work: hls.js's media recovery (a new MediaSource,
 * the buffer appended again), then a reload of the stream at the same position, then giving
 * up with the reason. Progress puts it back on the first step.
 */

/** How often the position is sampled, ms. */
export const STALL_CHECK_MS = 250;
/** Seconds the position may stand still, with the data there, before the first step of the ladder. */
export const STALL_RECOVERY_SECONDS = 1;
/**
 * Seconds a step is given to work before the next: a media recovery opens a new MediaSource
 * and appends the buffer again, which took about 1.1 s on fast 4G (the server's test/holedLadder.ts stream).
 */
export const STALL_STEP_SECONDS = 2.5;
/**
 * Sooner when the element has no frame to show at the position although a fragment was
 * appended during the stall: the data is there and the element cannot use it (the audio hole
 * of a holed ladder leaves it at HAVE_METADATA for good), which no wait will change.
 */
export const STALL_NO_FRAME_SECONDS = 0.5;
/**
 * Less progress than this since the stall began is still a stall: a stream stuck at a hole
 * creeps a frame or two (0.18 s) and stops again. Playing at half speed moves it in 0.5 s.
 */
export const STALL_PROGRESS_SECONDS = 0.25;
/** Media within this of the position counts as there (a hole is wider; a skip goes further than this). */
export const HOLE_TOLERANCE_SECONDS = 0.05;
/** Playing on this far from where the last step was taken starts the ladder over. */
export const STALL_LADDER_RESET_SECONDS = 2;

/**
 * What the controller does for a stall: the ladder's steps in the order they are tried, and
 * before them, once, `skip-hole`: jump to the end of the fragment last appended when the
 * element holds no media at the position although that fragment arrived (its audio starts a
 * fragment late: the holed stream of test/holedLadder.ts, where the element's buffered ranges stay empty and
 * hls.js fetches nothing more). Playing on from the next fragment's start is what a player
 * does at a hole; it skips at most one fragment (2 s here).
 */
export type StallAction = 'skip-hole' | 'recover-media' | 'reload' | 'give-up';
export const STALL_LADDER: readonly StallAction[] = ['recover-media', 'reload', 'give-up'];

export interface StallSample {
  /** ms on a monotonic clock. */
  now: number;
  position: number;
  /** Playing is wanted: not paused, not ended, not held at the preview limit. */
  shouldAdvance: boolean;
  /** The browser is online: an offline stall ends when the network is back, not by reloading. */
  online: boolean;
  /** A fragment is being fetched now. */
  fetching: boolean;
  /** The element has a frame for the position (readyState HAVE_CURRENT_DATA or more). */
  frameShown: boolean;
  /** The element's buffered ranges (audio and video together) hold nothing at the position. */
  unbufferedPosition?: boolean;
}

export class StallWatchdog {
  /** Where the position stood when the stall clock started; null before the first sample. */
  private stillPosition: number | null = null;
  /** When the position last moved on (or playing was last not wanted): the stall's start. */
  private stillSince = 0;
  /** A fragment reached the buffer since the stall began. */
  private dataArrived = false;
  /** When a sample first saw that fragment; null before. */
  private dataSeenAt: number | null = null;
  private step = 0;
  /** Where the last step was taken: playing on from there puts the ladder back to its start. */
  private actedAt = 0;
  /** The hole at this stall was skipped already: the ladder goes on from its first step. */
  private skipped = false;

  /** Notes one sample; answers what to do now, or null. */
  sample({ now, position, shouldAdvance, online, fetching, frameShown, unbufferedPosition = false }: StallSample): StallAction | null {
    const moved = this.stillPosition === null || Math.abs(position - this.stillPosition) >= STALL_PROGRESS_SECONDS;
    if (!shouldAdvance || moved) {
      // Playing on well past the last step (a tick of progress after a step is not enough:
      // a stream that creeps and stops again must still reach the next step).
      if (Math.abs(position - this.actedAt) >= STALL_LADDER_RESET_SECONDS) {
        this.step = 0;
        this.skipped = false;
      }
      this.stillPosition = position;
      this.stillSince = now;
      this.dataArrived = false;
      this.dataSeenAt = null;
      return null;
    }
    if (this.dataArrived) this.dataSeenAt ??= now;
    const stuck = online && (this.dataArrived || !fetching);
    const firstStep = this.dataArrived && !frameShown ? STALL_NO_FRAME_SECONDS : STALL_RECOVERY_SECONDS;
    const patience = this.step === 0 ? firstStep : STALL_STEP_SECONDS;
    // A player that ran dry and still shows its frame plays on a moment after the data it
    // waited for arrives: its patience counts from then (on a slow link the fetch alone can
    // outlast it, and acting then threw away the fragment that had just come).
    const since = frameShown && this.dataSeenAt !== null ? Math.max(this.stillSince, this.dataSeenAt) : this.stillSince;
    if (!stuck || now - since < patience * 1000) return null;
    const hole = this.step === 0 && !this.skipped && this.dataArrived && !frameShown && unbufferedPosition;
    const action = hole ? 'skip-hole' : STALL_LADDER[Math.min(this.step, STALL_LADDER.length - 1)]!;
    if (hole) this.skipped = true;
    else this.step += 1;
    this.actedAt = position;
    // The next step waits as long again, and for data again.
    this.stillPosition = position;
    this.stillSince = now;
    this.dataArrived = false;
    this.dataSeenAt = null;
    return action;
  }

  /** hls.js appended a fragment to the buffer. */
  fragmentBuffered(): void {
    this.dataArrived = true;
  }

  /** A new stream (or a seek): nothing of the last one's stall carries over. */
  reset(): void {
    this.stillPosition = null;
    this.dataArrived = false;
    this.dataSeenAt = null;
    this.step = 0;
    this.skipped = false;
    this.actedAt = 0;
  }
}
