import { describe, expect, test } from 'vitest';
import { codeNamedBy, offlineStrategy } from './offlineRoutes.ts';

const origin = 'https://nocturne.test';
const get = (path: string, mode = 'cors') => ({ url: origin + path, method: 'GET', mode });

describe('what the service worker keeps offline', () => {
  test("the app's pages answer with the shell; the build's hashed files and the shell's icons are kept", () => {
    expect(offlineStrategy(get('/category', 'navigate'), origin)).toBe('shell');
    expect(offlineStrategy(get('/', 'navigate'), origin)).toBe('shell');
    expect(offlineStrategy(get('/assets/TopicsPage-a1b2c3.js'), origin)).toBe('code');
    expect(offlineStrategy(get('/icon.svg'), origin)).toBe('static');
    expect(offlineStrategy(get('/placeholder-cover.svg'), origin)).toBe('static');
  });

  test('never API calls, media, uploads, covers, the operator API or the cashier, nor other sites or writes', () => {
    for (const path of ['/app-api/cartoon/listIndex', '/renren-api/api/member/getMember', '/media/v1/index.m3u8', '/uploads/a.png', '/covers/1.jpg', '/admin/videos', '/healthz']) {
      expect(offlineStrategy(get(path), origin)).toBe('network');
    }
    // Opened as a page (the sandbox cashier, a media link), a server path is still the server's.
    expect(offlineStrategy(get('/renren-api/pay/sandbox/N1/s', 'navigate'), origin)).toBe('network');
    expect(offlineStrategy({ url: `${origin}/assets/x.js`, method: 'POST', mode: 'cors' }, origin)).toBe('network');
    expect(offlineStrategy({ url: 'https://cdn.test/assets/x.js', method: 'GET', mode: 'cors' }, origin)).toBe('network');
    expect(offlineStrategy(get('/some-file.txt'), origin)).toBe('network');
  });

  test("reads the shell's own code from its page", () => {
    const html = '<script type="module" crossorigin src="/assets/index-AB12.js"></script><link rel="modulepreload" href="/assets/react-CD34.js"><link rel="stylesheet" href="/assets/index-EF56.css"><link rel="icon" href="/icon.svg">';
    expect(codeNamedBy(html)).toEqual(['/assets/index-AB12.js', '/assets/react-CD34.js', '/assets/index-EF56.css']);
  });
});
