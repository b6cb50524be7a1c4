import { STORAGE_KEYS } from '@nocturne/core';
import { afterEach, expect, test, vi } from 'vitest';
import { AGE_GATE_KEY, hintPlayerCode, PLAYER_CODE_META, PLAYER_PATH } from './playerCodeHint.ts';
import { paths } from './routes/paths.ts';

const PLAYER_CODE = ['/assets/hls.light-a.js', '/assets/warmStart-b.js', '/assets/screenPlayer-c.js'];

function documentListing(files: readonly string[]): Document {
  const doc = document.implementation.createHTMLDocument('');
  const meta = doc.createElement('meta');
  meta.name = PLAYER_CODE_META;
  meta.content = files.join(' ');
  doc.head.append(meta);
  return doc;
}

function storage(gatePassed: boolean): Pick<Storage, 'getItem'> {
  return { getItem: (key) => (gatePassed && key === AGE_GATE_KEY ? 'true' : null) };
}

const preloads = (doc: Document) => [...doc.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));

afterEach(() => vi.unstubAllGlobals());

test('its facts are those of their owners: the player route and the age gate as its store writes it', () => {
  expect(PLAYER_PATH).toBe(paths.videoinfo);
  expect(AGE_GATE_KEY).toBe(STORAGE_KEYS.ageConfirmed);
  localStorage.clear();
  vi.stubGlobal('MediaSource', class {});
  const doc = documentListing(PLAYER_CODE);
  // Set the way the app sets it (core's flag store writes JSON true).
  localStorage.setItem(STORAGE_KEYS.ageConfirmed, JSON.stringify(true));
  expect(hintPlayerCode({ location: { pathname: paths.videoinfo }, document: doc, localStorage })).toEqual(PLAYER_CODE);
  localStorage.clear();
});

test('on a link to a video, after the age gate, the player code is preloaded as modules', () => {
  vi.stubGlobal('MediaSource', class {});
  const doc = documentListing(PLAYER_CODE);
  hintPlayerCode({ location: { pathname: PLAYER_PATH }, document: doc, localStorage: storage(true) });
  expect(preloads(doc)).toEqual(PLAYER_CODE);
  // Fetched as the build's module scripts are (crossorigin), so the app's import takes the preload.
  expect([...doc.querySelectorAll('link[rel="modulepreload"]')].every((link) => link.getAttribute('crossorigin') === '')).toBe(true);
});

test('home and every other page preload nothing', () => {
  vi.stubGlobal('MediaSource', class {});
  for (const pathname of ['/', '/mine', '/videoinfo/x']) {
    const doc = documentListing(PLAYER_CODE);
    expect(hintPlayerCode({ location: { pathname }, document: doc, localStorage: storage(true) })).toEqual([]);
    expect(preloads(doc)).toEqual([]);
  }
});

test('before the age gate nothing is preloaded, so that the gate paints first', () => {
  vi.stubGlobal('MediaSource', class {});
  const doc = documentListing(PLAYER_CODE);
  expect(hintPlayerCode({ location: { pathname: PLAYER_PATH }, document: doc, localStorage: storage(false) })).toEqual([]);
  expect(preloads(doc)).toEqual([]);
});

test('a browser that refuses storage preloads nothing and does not fail', () => {
  vi.stubGlobal('MediaSource', class {});
  const refusing = {
    getItem: () => {
      throw new DOMException('denied', 'SecurityError');
    },
  };
  const doc = documentListing(PLAYER_CODE);
  expect(hintPlayerCode({ location: { pathname: PLAYER_PATH }, document: doc, localStorage: refusing })).toEqual([]);
});

test('without MediaSource (the iPhone plays HLS itself) hls.js and the warm start are not fetched', () => {
  vi.stubGlobal('MediaSource', undefined);
  Reflect.deleteProperty(globalThis, 'MediaSource');
  const doc = documentListing(PLAYER_CODE);
  expect(hintPlayerCode({ location: { pathname: PLAYER_PATH }, document: doc, localStorage: storage(true) })).toEqual([]);
});

test('a document without the list (the dev server) preloads nothing', () => {
  vi.stubGlobal('MediaSource', class {});
  const doc = document.implementation.createHTMLDocument('');
  expect(hintPlayerCode({ location: { pathname: PLAYER_PATH }, document: doc, localStorage: storage(true) })).toEqual([]);
});
