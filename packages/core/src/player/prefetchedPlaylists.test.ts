import type { HlsConfig, Loader, LoaderCallbacks, LoaderConfiguration, LoaderStats, PlaylistLoaderContext } from 'hls.js';
import { describe, expect, test, vi } from 'vitest';
import { prefetchedPlaylistLoader, type PrefetchedPlaylists } from './prefetchedPlaylists.ts';

const MASTER = 'https://site.example/media/play/7/99/sig/15.m3u8';
const RENDITION = 'https://site.example/media/play/7/99/sig/15/360p.m3u8';
const MASTER_TEXT = '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=880000\n15/360p.m3u8\n';

/** hls.js's network loader as the fake config gives it: records what it was asked and answers `from network`. */
function networkLoader() {
  const asked: string[] = [];
  class NetworkLoader implements Loader<PlaylistLoaderContext> {
    context: PlaylistLoaderContext | null = null;
    stats = { loading: { start: 0, first: 0, end: 0 } } as LoaderStats;
    load(context: PlaylistLoaderContext, _config: LoaderConfiguration, callbacks: LoaderCallbacks<PlaylistLoaderContext>) {
      asked.push(context.url);
      callbacks.onSuccess({ url: context.url, data: 'from network', code: 200 }, this.stats, context, null);
    }
    abort() {}
    destroy() {}
  }
  return { config: { loader: NetworkLoader } as unknown as HlsConfig, asked };
}

function asking(url: string) {
  const callbacks = { onSuccess: vi.fn(), onError: vi.fn(), onTimeout: vi.fn(), onAbort: vi.fn() };
  const context = { url, type: 'manifest', responseType: 'text' } as unknown as PlaylistLoaderContext;
  return { callbacks, context, config: {} as LoaderConfiguration };
}

const answered = (text: string, status = 200) => Promise.resolve(new Response(text, { status }));

describe('playlists fetched before hls.js (prefetchedPlaylistLoader)', () => {
  test('a prefetched playlist is answered from its early fetch, without the network, once', async () => {
    const network = networkLoader();
    const playlists: PrefetchedPlaylists = new Map([[MASTER, answered(MASTER_TEXT)]]);
    const Loader = prefetchedPlaylistLoader(playlists, () => 5);
    const first = asking(MASTER);
    new Loader(network.config).load(first.context, first.config, first.callbacks);
    await vi.waitFor(() => expect(first.callbacks.onSuccess).toHaveBeenCalledTimes(1));
    const [response, stats] = first.callbacks.onSuccess.mock.calls[0]!;
    expect(response).toEqual({ url: MASTER, data: MASTER_TEXT, code: 200 });
    expect(stats).toMatchObject({ loaded: MASTER_TEXT.length, loading: { start: 5, first: 5, end: 5 } });
    expect(network.asked).toEqual([]);
    // Asked again (a reload, 重试): the network answers, not the early copy.
    const again = asking(MASTER);
    new Loader(network.config).load(again.context, again.config, again.callbacks);
    expect(network.asked).toEqual([MASTER]);
    expect(again.callbacks.onSuccess.mock.calls[0]![0]).toMatchObject({ data: 'from network' });
  });

  test('a playlist that was not prefetched comes from the network', () => {
    const network = networkLoader();
    const Loader = prefetchedPlaylistLoader(new Map([[MASTER, answered(MASTER_TEXT)]]));
    const other = asking(RENDITION);
    const loader = new Loader(network.config);
    loader.load(other.context, other.config, other.callbacks);
    expect(network.asked).toEqual([RENDITION]);
    expect(loader.stats).toBe(other.callbacks.onSuccess.mock.calls[0]![1]);
  });

  test.each([
    ['failed', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['answered 403', () => answered('expired', 403)],
  ])('an early fetch that %s is asked again of the network', async (_name, fetched) => {
    const early = fetched();
    const network = networkLoader();
    const Loader = prefetchedPlaylistLoader(new Map([[MASTER, early]]));
    const ask = asking(MASTER);
    new Loader(network.config).load(ask.context, ask.config, ask.callbacks);
    await vi.waitFor(() => expect(network.asked).toEqual([MASTER]));
    expect(ask.callbacks.onSuccess).toHaveBeenCalledTimes(1);
    expect(ask.callbacks.onSuccess.mock.calls[0]![0]).toMatchObject({ data: 'from network' });
  });

  test('aborted while the early fetch is under way: hls.js hears the abort and nothing after', async () => {
    let answer!: (response: Response) => void;
    const network = networkLoader();
    const Loader = prefetchedPlaylistLoader(new Map([[MASTER, new Promise<Response>((resolve) => (answer = resolve))]]));
    const ask = asking(MASTER);
    const loader = new Loader(network.config);
    loader.load(ask.context, ask.config, ask.callbacks);
    loader.abort();
    expect(ask.callbacks.onAbort).toHaveBeenCalledTimes(1);
    answer(new Response(MASTER_TEXT));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(ask.callbacks.onSuccess).not.toHaveBeenCalled();
    expect(network.asked).toEqual([]);
  });
});
