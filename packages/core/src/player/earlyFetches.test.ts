import { LoadStats, type FragmentLoaderContext, type HlsConfig, type Loader, type LoaderCallbacks, type LoaderConfiguration, type LoaderContext, type PlaylistLoaderContext } from 'hls.js';
import { describe, expect, test, vi } from 'vitest';
import { earlyFetchLoader, fetchEarly, type EarlyAnswer, type EarlyFetches } from './earlyFetches.ts';

const MASTER = 'https://site.example/media/play/7/99/sig/15.m3u8';
const RENDITION = 'https://site.example/media/play/7/99/sig/15/360p.m3u8';
const SEGMENT = 'https://site.example/media/files/enc1/360p/seg000.ts';
const MASTER_TEXT = '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=880000\n15/360p.m3u8\n';


/** hls.js's network loader as the fake config gives it: used once, as hls.js's own; records what it was asked and answers `from network`. */
function networkLoader() {
  const asked: string[] = [];
  class NetworkLoader implements Loader<LoaderContext> {
    context: LoaderContext | null = null;
    // hls.js's own stats, as its loaders make them.
    stats = new LoadStats();
    load(context: LoaderContext, _config: LoaderConfiguration, callbacks: LoaderCallbacks<LoaderContext>) {
      if (this.stats.loading.start) throw new Error('Loader can only be used once.');
      this.stats.loading.start = 1;
      asked.push(context.url);
      callbacks.onSuccess({ url: context.url, data: 'from network', code: 200 }, this.stats, context, null);
    }
    abort() {}
    destroy() {}
  }
  return { config: { loader: NetworkLoader } as unknown as HlsConfig, asked };
}

function asking(url: string, more: Partial<LoaderContext> = {}) {
  const callbacks = { onSuccess: vi.fn(), onError: vi.fn(), onTimeout: vi.fn(), onAbort: vi.fn() };
  const context = { url, type: 'manifest', responseType: 'text', ...more } as unknown as PlaylistLoaderContext;
  return { callbacks, context, config: {} as LoaderConfiguration };
}

const bytes = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer;
const answered = (text: string, ttfb = 0, transfer = 0): Promise<EarlyAnswer> => Promise.resolve({ body: bytes(text), ttfb, transfer });

describe('files fetched before hls.js (earlyFetchLoader)', () => {
  test('a prefetched playlist is answered from its early fetch, as text, without the network, once', async () => {
    const network = networkLoader();
    const early: EarlyFetches = new Map([[MASTER, answered(MASTER_TEXT)]]);
    const Loader = earlyFetchLoader(early, () => 5);
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

  test('a prefetched segment is answered as bytes in the stats hls.js held before load, timed as its early fetch was, ending as hls.js takes it', async () => {
    const network = networkLoader();
    // Fetched early in 40 ms to the first byte and 200 ms of transfer; taken by hls.js at 1000.
    const Loader = earlyFetchLoader(new Map([[SEGMENT, answered('segment bytes', 40, 200)]]), () => 1000);
    const ask = asking(SEGMENT, { responseType: 'arraybuffer' });
    const loader = new Loader(network.config);
    const held = loader.stats;
    loader.load(ask.context, ask.config, ask.callbacks);
    await vi.waitFor(() => expect(ask.callbacks.onSuccess).toHaveBeenCalledTimes(1));
    const [response, stats] = ask.callbacks.onSuccess.mock.calls[0]!;
    expect(new TextDecoder().decode(response.data as ArrayBuffer)).toBe('segment bytes');
    expect(stats).toBe(held);
    // The link as it was: 13 bytes in 200 ms, not in the instant hls.js took them.
    expect(stats).toMatchObject({ loaded: 13, total: 13, loading: { start: 760, first: 800, end: 1000 }, bwEstimate: 520 });
  });

  test('a byte range of a prefetched file, and a file not prefetched, come from the network in the same stats', () => {
    const network = networkLoader();
    const Loader = earlyFetchLoader<FragmentLoaderContext>(new Map([[SEGMENT, answered('whole')], [MASTER, answered(MASTER_TEXT)]]));
    for (const url of [SEGMENT, RENDITION]) {
      const ask = asking(url, { responseType: 'arraybuffer', rangeStart: 0, rangeEnd: 188 });
      const loader = new Loader(network.config);
      const held = loader.stats;
      loader.load(ask.context as unknown as FragmentLoaderContext, ask.config, ask.callbacks);
      expect(ask.callbacks.onSuccess.mock.calls[0]![1]).toBe(held);
    }
    expect(network.asked).toEqual([SEGMENT, RENDITION]);
  });

  test.each([
    ['failed', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['answered 403', () => fetchEarly(async () => new Response('expired', { status: 403 }), MASTER)],
  ])('an early fetch that %s is asked again of the network', async (_name, fetched) => {
    const early = fetched();
    early.catch(() => undefined);
    const network = networkLoader();
    const Loader = earlyFetchLoader(new Map([[MASTER, early]]));
    const ask = asking(MASTER);
    const loader = new Loader(network.config);
    const held = loader.stats;
    loader.load(ask.context, ask.config, ask.callbacks);
    await vi.waitFor(() => expect(network.asked).toEqual([MASTER]));
    expect(ask.callbacks.onSuccess).toHaveBeenCalledTimes(1);
    expect(ask.callbacks.onSuccess.mock.calls[0]!.slice(0, 2)).toEqual([expect.objectContaining({ data: 'from network' }), held]);
  });

  test('aborted while the early fetch is under way: hls.js hears the abort and nothing after', async () => {
    let answer!: (taken: EarlyAnswer) => void;
    const network = networkLoader();
    const Loader = earlyFetchLoader(new Map([[MASTER, new Promise<EarlyAnswer>((resolve) => (answer = resolve))]]));
    const ask = asking(MASTER);
    const loader = new Loader(network.config);
    loader.load(ask.context, ask.config, ask.callbacks);
    loader.abort();
    expect(ask.callbacks.onAbort).toHaveBeenCalledTimes(1);
    expect(loader.stats.aborted).toBe(true);
    answer({ body: bytes(MASTER_TEXT), ttfb: 1, transfer: 1 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(ask.callbacks.onSuccess).not.toHaveBeenCalled();
    expect(network.asked).toEqual([]);
  });
});

describe('an early fetch (fetchEarly)', () => {
  test('reads the file whole and times its first byte and its transfer', async () => {
    const clock = [100, 130, 180];
    const taken = await fetchEarly(async () => new Response('abc'), SEGMENT, () => clock.shift()!);
    expect(new TextDecoder().decode(taken.body)).toBe('abc');
    expect(taken).toMatchObject({ ttfb: 30, transfer: 50 });
  });

  test('an answer other than 2xx is a rejection', async () => {
    await expect(fetchEarly(async () => new Response('', { status: 404 }), SEGMENT)).rejects.toThrow(/404/);
  });
});
