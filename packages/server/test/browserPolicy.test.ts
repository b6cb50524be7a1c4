/**
 * The browser's rules: the app's HTML (served by `npm start` through the app's
 * serveBuiltApp) and the sandbox cashier send a Content-Security-Policy, every answer a
 * Permissions-Policy; and the policy allows exactly what the app's index.html references.
 */
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { api } from '@nocturne/core';
import { describe, expect, test } from 'vitest';
import { serveBuiltApp } from '../../app/scripts/serveBuiltApp.ts';
import { allRoutes } from '../src/allRoutes.ts';
import { appPageCsp, inlineScriptsOf, PERMISSIONS_POLICY, sourceHash } from '../src/http/browserPolicy.ts';
import { call, envelope, openTestDb, registerMember, testApp, testConfig } from './harness.ts';

const APP_DIR = path.resolve(import.meta.dirname, '..', '..', 'app');

/** The directives of a policy: name -> sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(policy.split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...sources]) => [name!, sources]));
}

/** The player's early start as the build writes it into the page (a stand-in text). */
const EARLY_START = '(function(){startEarly()})();';

/** A build as Vite emits it: module script, modulepreload and stylesheets from /assets, and the inline early start. */
const BUILT_INDEX = `<!doctype html><html lang="zh-CN"><head><meta charset="UTF-8" />
<link rel="manifest" href="/manifest.webmanifest" /><link rel="icon" href="/icon.svg" type="image/svg+xml" />
<script type="module" crossorigin src="/assets/index-x.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-dom-x.js">
<link rel="stylesheet" crossorigin href="/assets/index-x.css">
<script data-preload="[&quot;/assets/hls-x.js&quot;]">${EARLY_START}</script></head><body><div id="root"></div></body></html>`;

describe('the policies', () => {
  test('the app page: scripts and styles from our origin only, no inline, no eval; media and workers may use blob:', () => {
    const policy = directives(appPageCsp(''));
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('style-src')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(policy.get('media-src')).toEqual(["'self'", 'blob:']);
    expect(policy.get('worker-src')).toEqual(["'self'", 'blob:']);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(appPageCsp('')).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  test("the build's inline scripts are allowed by their hashes, nothing else inline", () => {
    expect(inlineScriptsOf(BUILT_INDEX)).toEqual([EARLY_START]);
    const policy = directives(appPageCsp('', inlineScriptsOf(BUILT_INDEX)));
    expect(policy.get('script-src')).toEqual(["'self'", sourceHash(EARLY_START)]);
    expect(sourceHash(EARLY_START)).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
    expect(appPageCsp('', [EARLY_START])).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  test('PUBLIC_URL on another origin is allowed for images, media and fetches (covers, uploads, playlists)', () => {
    const policy = directives(appPageCsp('https://cdn.example.com/base'));
    for (const name of ['img-src', 'media-src', 'connect-src']) expect(policy.get(name), name).toContain('https://cdn.example.com');
    expect(policy.get('script-src')).toEqual(["'self'"]);
  });

  test('Permissions-Policy turns off camera, microphone, geolocation and payment', () => {
    for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()']) expect(PERMISSIONS_POLICY).toContain(feature);
  });

  test("the app's index.html (source, and the build when there is one) needs nothing the policy refuses", () => {
    const pages = [readFileSync(path.join(APP_DIR, 'index.html'), 'utf8')];
    const built = path.join(APP_DIR, 'dist', 'index.html');
    if (existsSync(built)) pages.push(readFileSync(built, 'utf8'));
    for (const html of pages) {
      // No inline script but the build's early start (allowed by its hash), no inline style
      // element or attribute, no event handler attribute.
      expect(inlineScriptsOf(html).length).toBeLessThanOrEqual(1);
      expect(html).not.toMatch(/<style\b|\sstyle=|\son[a-z]+=/i);
      // Every referenced URL is a path on our own origin.
      const urls = [...html.matchAll(/\b(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
      expect(urls.filter((url) => !url.startsWith('/') || url.startsWith('//'))).toEqual([]);
    }
  });
});

describe('the pages send them', () => {
  test('the app served by npm start: index.html and every client-side route carry the CSP; API answers the strict one', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'nocturne-dist-'));
    writeFileSync(path.join(dist, 'index.html'), BUILT_INDEX);
    writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => undefined);');
    const db = await openTestDb();
    const t = await testApp(db, { config: testConfig({ publicUrl: '' }), routes: [...allRoutes, serveBuiltApp(dist)] });
    try {
      for (const url of ['/', '/videoinfo?id=97', '/index.html']) {
        const page = await t.app.inject({ method: 'GET', url });
        expect(page.statusCode, url).toBe(200);
        expect(page.headers['content-type'], url).toMatch(/^text\/html/);
        expect(page.headers['content-security-policy'], url).toBe(appPageCsp('', [EARLY_START]));
        expect(page.headers['content-security-policy'], url).toContain(sourceHash(EARLY_START));
        expect(page.headers['permissions-policy'], url).toBe(PERMISSIONS_POLICY);
      }
      // The offline copy's worker runs under its own script's policy: the page's, so it may fetch
      // (its compressed copies too).
      for (const encoding of ['identity', 'br', 'gzip']) {
        const worker = await t.app.inject({ method: 'GET', url: '/sw.js', headers: { 'accept-encoding': encoding } });
        expect(worker.statusCode, encoding).toBe(200);
        expect(worker.headers['content-security-policy'], encoding).toBe(appPageCsp('', [EARLY_START]));
      }
      // A build file that is not there is a 404, never the page run (or kept offline) as a script.
      expect((await t.app.inject({ method: 'GET', url: '/assets/OldPage-abc123.js' })).statusCode).toBe(404);
      const json = await call(t.app, 'POST', api.config.path, {});
      expect(json.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'");
      expect(json.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    } finally {
      await t.app.close();
      await db.close();
    }
  });

  test("the sandbox cashier: no script at all, only its own inline style by hash", async () => {
    const db = await openTestDb();
    const t = await testApp(db);
    try {
      const m = await registerMember(t.app);
      const created = envelope<string>(await call(t.app, 'POST', api.payOrder.path, { comSpec: '', index: 0, money: 10, type: 1, typesOf: 1, userId: '' }, { token: m.token }), t.config);
      const { payurl } = JSON.parse(created.data) as { payurl: string };
      const page = await t.app.inject({ method: 'GET', url: new URL(payurl, 'http://localhost').pathname });
      expect(page.statusCode).toBe(200);
      const policy = directives(page.headers['content-security-policy'] as string);
      expect(policy.get('default-src')).toEqual(["'none'"]);
      expect(policy.has('script-src')).toBe(false);
      const style = /<style>([\s\S]*?)<\/style>/.exec(page.body)![1]!;
      expect(policy.get('style-src')).toEqual([sourceHash(style)]);
      expect(page.body).not.toMatch(/<script|\sstyle=|\son[a-z]+=/i);
      expect(page.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    } finally {
      await t.app.close();
      await db.close();
    }
  });
});
