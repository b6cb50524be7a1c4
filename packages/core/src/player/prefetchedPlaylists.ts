/**
 * Playlists fetched before hls.js had arrived (the page's early start, packages/app/src/early):
 * hls.js's playlist loader (config.pLoader) answers a playlist from them, once, and asks the
 * network for every other one, for one asked again (a reload, 重试), and for one whose early
 * fetch failed. bench:web: the master and the start rendition's playlist were two round trips
 * after hls.js arrived; fetched early, they are done before it has.
 */
import type { HlsConfig, Loader, LoaderCallbacks, LoaderConfiguration, LoaderStats, PlaylistLoaderContext } from 'hls.js';

/** Early fetches by URL (as the player will ask for them): each is taken once. */
export type PrefetchedPlaylists = Map<string, Promise<Response>>;

type PlaylistLoader = NonNullable<HlsConfig['pLoader']>;

const newStats = (): LoaderStats => ({
  aborted: false,
  loaded: 0,
  retry: 0,
  total: 0,
  chunkCount: 0,
  bwEstimate: 0,
  loading: { start: 0, first: 0, end: 0 },
  parsing: { start: 0, end: 0 },
  buffering: { start: 0, first: 0, end: 0 },
});

/** The text of an early fetch that succeeded; a rejection for anything else (the network is asked instead). */
async function earlyText(fetched: Promise<Response>): Promise<string> {
  const response = await fetched;
  if (!response.ok) throw new Error(`early fetch answered ${response.status}`);
  return response.text();
}

/** An hls.js playlist loader over `playlists`, asking config.loader for everything else. */
export function prefetchedPlaylistLoader(playlists: PrefetchedPlaylists, timing: () => number = () => performance.now()): PlaylistLoader {
  return class PrefetchedPlaylistLoader implements Loader<PlaylistLoaderContext> {
    context: PlaylistLoaderContext | null = null;
    private ownStats = newStats();
    private callbacks: LoaderCallbacks<PlaylistLoaderContext> | null = null;
    private network: Loader<PlaylistLoaderContext> | null = null;

    constructor(private readonly config: HlsConfig) {}

    /** hls.js reads the loader's stats: the network loader's once it was asked. */
    get stats(): LoaderStats {
      return this.network?.stats ?? this.ownStats;
    }

    load(context: PlaylistLoaderContext, config: LoaderConfiguration, callbacks: LoaderCallbacks<PlaylistLoaderContext>): void {
      const early = playlists.get(context.url);
      if (!early) return this.fromNetwork(context, config, callbacks);
      playlists.delete(context.url);
      this.context = context;
      this.callbacks = callbacks;
      this.ownStats.loading.start = timing();
      earlyText(early).then(
        (text) => this.succeed(context, text),
        () => {
          // Still wanted (not aborted): the network answers instead.
          if (this.callbacks !== callbacks) return;
          this.callbacks = null;
          this.fromNetwork(context, config, callbacks);
        },
      );
    }

    abort(): void {
      if (this.network) return this.network.abort();
      const { callbacks, context, ownStats } = this;
      if (!callbacks || !context || ownStats.loading.end) return;
      ownStats.aborted = true;
      this.callbacks = null;
      callbacks.onAbort?.(ownStats, context, null);
    }

    destroy(): void {
      this.network?.destroy();
      this.callbacks = null;
      this.context = null;
    }

    private fromNetwork(context: PlaylistLoaderContext, config: LoaderConfiguration, callbacks: LoaderCallbacks<PlaylistLoaderContext>): void {
      const Network = this.config.loader as unknown as new (config: HlsConfig) => Loader<PlaylistLoaderContext>;
      this.network = new Network(this.config);
      this.context = context;
      this.network.load(context, config, callbacks);
    }

    private succeed(context: PlaylistLoaderContext, text: string): void {
      const { callbacks, ownStats } = this;
      if (!callbacks) return;
      this.callbacks = null;
      ownStats.loading.first = ownStats.loading.end = Math.max(timing(), ownStats.loading.start);
      ownStats.loaded = ownStats.total = text.length;
      callbacks.onSuccess({ url: context.url, data: text, code: 200 }, ownStats, context, null);
    }
  };
}
