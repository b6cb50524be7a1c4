/**
 * The fragments hls.js is fetching, for the stall watchdog: a stall while one is on its way is
 * buffering, not a stuck player. hls.js fetches one fragment at a time per stream (main, audio)
 * and asks for the next before the last reached the buffer (its append can wait for the
 * MediaSource to open), so a fragment buffered says nothing of the one being fetched: only
 * that fragment's own end (loaded, buffered, aborted, failed) takes it off.
 */
import { STREAM_LOAD_TIMEOUT_MS } from './streamingConfig.ts';

/** A fragment as hls.js's events name it (the fields are absent in the events of a test's fake). */
export interface FragmentRef {
  type?: string;
  level?: number;
  sn?: number | string;
}

export class FragmentsInFlight {
  private readonly loading = new Map<string, { fragment: string; since: number }>();

  constructor(private readonly now: () => number) {}

  started(frag: FragmentRef | undefined): void {
    this.loading.set(frag?.type ?? 'main', { fragment: idOf(frag), since: this.now() });
  }

  /** `frag` is no longer on its way; another fragment's end leaves the one being fetched on. */
  ended(frag: FragmentRef | undefined): void {
    const type = frag?.type ?? 'main';
    if (this.loading.get(type)?.fragment === idOf(frag)) this.loading.delete(type);
  }

  clear(): void {
    this.loading.clear();
  }

  /**
   * Whether one is on its way. A fetch hls.js dropped without an event (it aborts one on a
   * seek) counts no longer than hls.js lets any fetch run (STREAM_LOAD_TIMEOUT_MS).
   */
  any(): boolean {
    const now = this.now();
    return [...this.loading.values()].some(({ since }) => now - since < STREAM_LOAD_TIMEOUT_MS);
  }
}

const idOf = (frag: FragmentRef | undefined) => `${frag?.level ?? ''}/${frag?.sn ?? ''}`;
