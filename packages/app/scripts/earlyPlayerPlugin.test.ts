import { FIRST_STREAM_HEADER, STORAGE_KEYS } from '@nocturne/core';
import path from 'node:path';
import type { OutputChunk } from 'rolldown';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { aMember } from '../src/test/fixtures.ts';
import { compileEarlyPlayer, warmStartFiles } from './earlyPlayerPlugin.ts';

const WARM_START = path.resolve(import.meta.dirname, '../src/pages/video/warmStart.ts');

/** A chunk of a build as rolldown gives it to the plugin (the parts it reads). */
function chunk(fileName: string, fields: Partial<OutputChunk> & { css?: string[] } = {}): OutputChunk {
  const { css = [], ...rest } = fields;
  return { type: 'chunk', fileName, imports: [], moduleIds: [], isEntry: false, isDynamicEntry: false, facadeModuleId: null, viteMetadata: { importedCss: new Set(css) }, ...rest } as unknown as OutputChunk;
}

describe('what the early start preloads (warmStartFiles)', () => {
  test('hls.js first, then the warm start and what it imports that the entry does not load, with their styles', () => {
    const bundle = Object.fromEntries(
      [
        chunk('assets/index-1.js', { isEntry: true, facadeModuleId: '/app/index.html', imports: ['assets/shared-1.js'] }),
        chunk('assets/shared-1.js'),
        chunk('assets/hls.light-1.js', { isDynamicEntry: true, moduleIds: ['/repo/node_modules/hls.js/dist/hls.light.mjs'] }),
        chunk('assets/warmStart-1.js', { isDynamicEntry: true, facadeModuleId: WARM_START, imports: ['assets/shared-1.js', 'assets/screenPlayer-1.js'] }),
        chunk('assets/screenPlayer-1.js', { css: ['assets/screenPlayer-1.css'] }),
        chunk('assets/VideoPage-1.js', { isDynamicEntry: true }),
      ].map((output) => [output.fileName, output]),
    );
    expect(warmStartFiles(bundle)).toEqual(['/assets/hls.light-1.js', '/assets/warmStart-1.js', '/assets/screenPlayer-1.js', '/assets/screenPlayer-1.css']);
  });

  test('a build without hls.js or the warm start fails rather than preloading nothing', () => {
    expect(() => warmStartFiles({ 'assets/index-1.js': chunk('assets/index-1.js', { isEntry: true }) })).toThrow(/no hls.js or warm start/);
  });
});

describe('the early start as the page gets it (compileEarlyPlayer)', () => {
  let program = '';
  beforeAll(async () => {
    program = await compileEarlyPlayer();
  }, 30_000);

  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    document.head.querySelectorAll('link, script').forEach((element) => element.remove());
    history.replaceState(null, '', '/');
  });

  test('one classic script, small: no imports (measured 4.8 KB, 2.3 KB gzip)', () => {
    expect(program.length).toBeLessThan(6 * 1024);
    expect(program).not.toMatch(/\bimport\s*\(|^import |\bexport /m);
  });

  test('run in a page on a link to a video, it preloads its files, sends the detail and then the master', async () => {
    history.replaceState(null, '', '/videoinfo?id=4');
    localStorage.setItem(STORAGE_KEYS.token, JSON.stringify('t-4'));
    localStorage.setItem(STORAGE_KEYS.memberInfo, JSON.stringify(aMember({ memberCode: 'M4' })));
    localStorage.setItem(STORAGE_KEYS.ageConfirmed, 'true');
    vi.stubGlobal('MediaSource', class {});
    const master = 'http://site.test/media/play/4/99/sig/7.m3u8';
    const fetch = vi.fn(async (url: string, _init?: RequestInit) =>
      url === master ? new Response('#EXTM3U\n') : new Response('{}', { headers: { [FIRST_STREAM_HEADER]: master } }),
    );
    vi.stubGlobal('fetch', fetch);
    const script = document.createElement('script');
    script.dataset.preload = JSON.stringify(['/assets/hls.light-1.js', '/assets/screenPlayer-1.css']);
    // What the page runs: the script's own text, with itself as document.currentScript.
    Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
    new Function(program)();
    Reflect.deleteProperty(document, 'currentScript');
    const links = [...document.head.querySelectorAll('link')].map((link) => [link.rel, link.getAttribute('href'), link.getAttribute('as')]);
    expect(links).toEqual([
      ['modulepreload', '/assets/hls.light-1.js', null],
      ['preload', '/assets/screenPlayer-1.css', 'style'],
    ]);
    expect(fetch.mock.calls[0]?.[0]).toBe('/app-api/cartoon/getVideoDetail');
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({ method: 'POST', headers: { Token: 't-4', memberCode: 'M4' } });
    await vi.waitFor(() => expect(fetch.mock.calls.map((call) => call[0])).toEqual(['/app-api/cartoon/getVideoDetail', master]));
  });

  test('junk in storage leaves the page as it was: nothing sent, nothing thrown, nothing logged', () => {
    history.replaceState(null, '', '/videoinfo?id=4');
    localStorage.setItem(STORAGE_KEYS.token, '{not json');
    localStorage.setItem(STORAGE_KEYS.ageConfirmed, 'true');
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const warn = vi.spyOn(console, 'warn');
    expect(() => new Function(program)()).not.toThrow();
    expect(fetch).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });
});
