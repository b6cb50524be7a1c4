import { ageGateFlag, FIRST_SEGMENT_HEADER, FIRST_STREAM_HEADER, memberSessionStore, memoryStorage, playbackProgressStore, START_PLAYLIST_HEADER, type KeyValueStorage } from '@nocturne/core';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { aMember } from '../test/fixtures.ts';
import { startEarlyPlayer, takeEarlyPlayer } from './earlyPlayer.ts';

const MASTER = 'http://site.test/media/play/4/99/sig/7.m3u8';
const START = 'http://site.test/media/play/4/99/sig/7/360p.m3u8';
const MASTER_TEXT = '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=880000,NAME="360p"\nhttp://site.test/media/play/4/99/sig/7/360p.m3u8\n';
const FILES = ['/assets/hls.light-x.js', '/assets/warmStart-y.js', '/assets/screenPlayer-z.css'];

interface Page {
  storage: KeyValueStorage;
  sent: { url: string; init: RequestInit | undefined }[];
  preloaded: string[];
  scope: { location: { pathname: string; search: string }; fetch: typeof fetch };
}

/** A page at `address` whose server answers the detail (with the stream headers unless told not to) and the playlists. */
function pageAt(address: string, { headers = { [FIRST_STREAM_HEADER]: MASTER, [START_PLAYLIST_HEADER]: START } as Record<string, string> } = {}): Page {
  const url = new URL(address, 'http://site.test');
  const sent: Page['sent'] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const target = String(input);
    sent.push({ url: target, init });
    if (target === MASTER) return new Response(MASTER_TEXT);
    if (target.endsWith('.m3u8')) return new Response('#EXTM3U\n#EXTINF:2,\nseg000.ts\n');
    if (target.endsWith('.ts')) return new Response('segment bytes');
    return new Response('{"code":0,"data":"…"}', { headers });
  }) as unknown as typeof globalThis.fetch;
  return { storage: memoryStorage(), sent, preloaded: [], scope: { location: { pathname: url.pathname, search: url.search }, fetch } };
}

function signedIn(page: Page, { gate = true } = {}): Page {
  memberSessionStore(page.storage).save(aMember({ memberCode: 'M7' }), 't-7');
  if (gate) ageGateFlag(page.storage).set();
  return page;
}

const start = (page: Page) => startEarlyPlayer({ scope: page.scope, storage: page.storage, preload: (file) => page.preloaded.push(file) }, FILES);
const sentUrls = (page: Page) => page.sent.map((request) => request.url);

beforeEach(() => vi.stubGlobal('MediaSource', class {}));
afterEach(() => vi.unstubAllGlobals());

describe("the player's early start in the document", () => {
  test('on a link to a video: preloads the warm start, sends the detail as the client would, then the master and the start playlist side by side', async () => {
    const page = signedIn(pageAt('/videoinfo?id=4&share=M9'));
    expect(start(page)).toBe(true);
    expect(page.preloaded).toEqual(FILES);
    const [detail] = page.sent;
    expect(detail?.url).toBe('/app-api/cartoon/getVideoDetail');
    expect(detail?.init).toMatchObject({ method: 'POST', headers: { Token: 't-7', memberCode: 'M7', 'security-flag': 'sec' } });
    expect(JSON.parse(String(detail?.init?.body))).toEqual({ index: 0, vid: 4 });
    await vi.waitFor(() => expect(sentUrls(page)).toEqual(['/app-api/cartoon/getVideoDetail', MASTER, START]));
    const early = takeEarlyPlayer(4, page.scope);
    expect([...(early?.streamFiles.keys() ?? [])]).toEqual([MASTER, START]);
    // The master's body is there for hls.js, read whole.
    expect(new TextDecoder().decode((await early!.streamFiles.get(MASTER)!).body)).toBe(MASTER_TEXT);
    await expect((await early!.detail).json()).resolves.toMatchObject({ code: 0 });
    // Taken once.
    expect(takeEarlyPlayer(4, page.scope)).toBeNull();
  });

  test("an encrypted ladder: its first segment is fetched for hls.js, resolved against the start playlist, unless this device resumes the video elsewhere", async () => {
    const segment = '/media/files/demo/360p/seg000.ts';
    const withSegment = { [FIRST_STREAM_HEADER]: MASTER, [START_PLAYLIST_HEADER]: START, [FIRST_SEGMENT_HEADER]: segment };
    const fresh = signedIn(pageAt('/videoinfo?id=4', { headers: withSegment }));
    start(fresh);
    const SEGMENT = 'http://site.test/media/files/demo/360p/seg000.ts';
    await vi.waitFor(() => expect(sentUrls(fresh)).toEqual(['/app-api/cartoon/getVideoDetail', MASTER, START, SEGMENT]));
    const early = takeEarlyPlayer(4, fresh.scope);
    expect(new TextDecoder().decode((await early!.streamFiles.get(SEGMENT)!).body)).toBe('segment bytes');
    const resuming = signedIn(pageAt('/videoinfo?id=4', { headers: withSegment }));
    playbackProgressStore(resuming.storage).save(4, 42);
    start(resuming);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sentUrls(resuming)).toEqual(['/app-api/cartoon/getVideoDetail', MASTER, START]);
  });

  test('is not taken for another video', () => {
    const page = signedIn(pageAt('/videoinfo?id=4'));
    start(page);
    expect(takeEarlyPlayer(5, page.scope)).toBeNull();
    expect(takeEarlyPlayer(4, page.scope)).toBeNull();
  });

  test.each([
    ['before the age gate', (page: Page) => signedIn(page, { gate: false }), '/videoinfo?id=4'],
    ['without a member on this device', (page: Page) => page, '/videoinfo?id=4'],
    ['on another page', signedIn, '/mine'],
    ['on a link without a video code', signedIn, '/videoinfo?id=v0004'],
  ])('%s it sends and preloads nothing', (_name, prepare, address) => {
    const page = prepare(pageAt(address));
    expect(start(page)).toBe(false);
    expect(page.sent).toEqual([]);
    expect(page.preloaded).toEqual([]);
  });

  test("where the browser plays HLS itself (no MediaSource), only the detail goes early: hls.js and its playlists would go unused", async () => {
    vi.stubGlobal('MediaSource', undefined);
    delete (globalThis as { MediaSource?: unknown }).MediaSource;
    const page = signedIn(pageAt('/videoinfo?id=4'));
    start(page);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sentUrls(page)).toEqual(['/app-api/cartoon/getVideoDetail']);
    expect(page.preloaded).toEqual([]);
  });

  test('a detail without the stream headers fetches no further; one of a single rendition, only its master', async () => {
    const plain = signedIn(pageAt('/videoinfo?id=4', { headers: {} }));
    start(plain);
    const single = signedIn(pageAt('/videoinfo?id=4', { headers: { [FIRST_STREAM_HEADER]: MASTER } }));
    start(single);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sentUrls(plain)).toEqual(['/app-api/cartoon/getVideoDetail']);
    expect(sentUrls(single)).toEqual(['/app-api/cartoon/getVideoDetail', MASTER]);
  });

  test("a playlist fetch that fails or is refused with no player to take it is nobody's error", async () => {
    const page = signedIn(pageAt('/videoinfo?id=4'));
    const server = page.scope.fetch;
    // A plain function: a vi.fn() would handle the promises it returns itself.
    const refused: string[] = [];
    page.scope.fetch = ((url: string, init?: RequestInit) => {
      if (!url.endsWith('.m3u8')) return server(url, init);
      refused.push(url);
      return Promise.reject(new TypeError('Failed to fetch'));
    }) as typeof globalThis.fetch;
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      start(page);
      await vi.waitFor(() => expect(refused).toEqual([MASTER, START]));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  test("a detail that failed leaves the stream's files empty and nothing unhandled", async () => {
    const page = signedIn(pageAt('/videoinfo?id=4'));
    page.scope.fetch = vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch;
    start(page);
    const early = takeEarlyPlayer(4, page.scope);
    await expect(early!.detail).rejects.toThrow('Failed to fetch');
    expect(early!.streamFiles.size).toBe(0);
  });
});
