/**
 * Files fetched before hls.js had arrived (the page's early start, packages/app/src/early): the
 * first stream's master, its start playlist and, for an encrypted ladder, that playlist's first
 * segment. hls.js's playlist and fragment loaders (config.pLoader, config.fLoader) answer a file
 * from them, once, and ask the network for every other one, for one asked again (a reload,
 * 重试), and for one whose early fetch failed. bench:web: the playlists and the first segment
 * were three round trips after hls.js arrived; fetched early, they are on their way before it is.
 *
 * An answer carries the early fetch's own timing (time to first byte, transfer), placed to end
 * as hls.js takes it. hls.js estimates the link from each fragment's timing (abr-controller
 * onFragBuffered): a fragment timed from hls.js's ask, or read from the browser's cache, makes
 * the link look faster than it is and sends a slow phone to a rendition it cannot hold.
 */
import type { HlsConfig, Loader, LoaderCallbacks, LoaderConfiguration, LoaderContext, LoaderStats } from 'hls.js';

/** A file read whole by an early fetch, with its timing in ms. */
export interface EarlyAnswer {
  body: ArrayBuffer;
  /** From sending the request to its answer's headers. */
  ttfb: number;
  /** From the headers to the last byte. */
  transfer: number;
}

/** Early fetches by URL (as the player will ask for them): each is taken once. */
export type EarlyFetches = Map<string, Promise<EarlyAnswer>>;

/** Fetches `url` now and reads it whole; rejects on a failure or an answer other than 2xx. */
export async function fetchEarly(fetchFile: typeof fetch, url: string, now: () => number = () => performance.now()): Promise<EarlyAnswer> {
  const sent = now();
  const response = await fetchFile(url);
  if (!response.ok) throw new Error(`early fetch of ${url} answered ${response.status}`);
  const first = now();
  const body = await response.arrayBuffer();
  return { body, ttfb: first - sent, transfer: now() - first };
}

type NetworkLoader<C extends LoaderContext> = new (config: HlsConfig) => Loader<C>;

/**
 * An hls.js loader class (pLoader or fLoader) over `early`, asking config.loader for everything
 * else. Its stats are the network loader's, made with it: hls.js keeps a fragment's stats from
 * before load() (fragment-loader: frag.stats = loader.stats), so they must never be replaced.
 */
export function earlyFetchLoader<C extends LoaderContext>(early: EarlyFetches, now: () => number = () => performance.now()): new (config: HlsConfig) => Loader<C> {
  return class EarlyFetchLoader implements Loader<C> {
    context: C | null = null;
    private callbacks: LoaderCallbacks<C> | null = null;
    private readonly network: Loader<C>;
    private fromNetwork = false;

    constructor(config: HlsConfig) {
      this.network = new (config.loader as unknown as NetworkLoader<C>)(config);
    }

    get stats(): LoaderStats {
      return this.network.stats;
    }

    load(context: C, config: LoaderConfiguration, callbacks: LoaderCallbacks<C>): void {
      const answer = early.get(context.url);
      // A byte range is a part of the file the early fetch read whole: the network answers it.
      if (!answer || context.rangeEnd) return this.askNetwork(context, config, callbacks);
      early.delete(context.url);
      this.context = context;
      this.callbacks = callbacks;
      this.stats.loading.start = now();
      answer.then(
        (taken) => this.succeed(context, taken),
        () => {
          // Still wanted (not aborted): the network answers instead.
          if (this.callbacks !== callbacks) return;
          this.callbacks = null;
          this.askNetwork(context, config, callbacks);
        },
      );
    }

    abort(): void {
      if (this.fromNetwork) return this.network.abort();
      const { callbacks, context, stats } = this;
      if (!callbacks || !context) return;
      stats.aborted = true;
      this.callbacks = null;
      callbacks.onAbort?.(stats, context, null);
    }

    destroy(): void {
      this.network.destroy();
      this.callbacks = null;
      this.context = null;
    }

    private askNetwork(context: C, config: LoaderConfiguration, callbacks: LoaderCallbacks<C>): void {
      this.fromNetwork = true;
      this.context = context;
      // The network loader may be used once, and refuses a load whose stats have begun.
      this.stats.loading.start = 0;
      this.network.load(context, config, callbacks);
    }

    private succeed(context: C, { body, ttfb, transfer }: EarlyAnswer): void {
      const { callbacks, stats } = this;
      if (!callbacks) return;
      this.callbacks = null;
      const end = Math.max(now(), stats.loading.start);
      stats.loading.end = end;
      stats.loading.first = end - transfer;
      stats.loading.start = end - transfer - ttfb;
      stats.loaded = stats.total = body.byteLength;
      stats.bwEstimate = transfer > 0 ? (body.byteLength * 8000) / transfer : 0;
      const data = context.responseType === 'arraybuffer' ? body : new TextDecoder().decode(body);
      callbacks.onSuccess({ url: context.url, data, code: 200 }, stats, context, null);
    }
  };
}
