/**
 * The operator console at /console: its pages carry their own CSP (our scripts
 * only, never framed) and `X-Robots-Tag: noindex`, every console address is the page (client
 * routes), a missing build file is a 404, and the member app never answers for /console.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { serveConsole } from '../../console/scripts/serveConsole.ts';
import { serveBuiltApp } from '../../app/scripts/serveBuiltApp.ts';
import { allRoutes } from '../src/allRoutes.ts';
import type { Db } from '../src/db/db.ts';
import { consolePageCsp, PERMISSIONS_POLICY } from '../src/http/browserPolicy.ts';
import { openTestDb, testApp, testConfig, type TestApp } from './harness.ts';

const CONSOLE_INDEX = `<!doctype html><html lang="zh-CN"><head><meta name="robots" content="noindex, nofollow" />
<script type="module" crossorigin src="/console/assets/index-x.js"></script></head><body><div id="root"></div></body></html>`;

function directives(policy: string): Map<string, string[]> {
  return new Map(policy.split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...sources]) => [name!, sources]));
}

function buildDir(index: string, assets: Record<string, string> = {}): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'nocturne-dist-'));
  writeFileSync(path.join(dist, 'index.html'), index);
  mkdirSync(path.join(dist, 'assets'));
  for (const [name, text] of Object.entries(assets)) writeFileSync(path.join(dist, 'assets', name), text);
  return dist;
}

let db: Db;
let t: TestApp;

beforeAll(async () => {
  db = await openTestDb();
  const app = buildDir('<!doctype html><title>member app</title>');
  const consoleDist = buildDir(CONSOLE_INDEX, { 'index-x.js': 'console.log(1)' });
  t = await testApp(db, { config: testConfig({ publicUrl: '' }), routes: [...allRoutes, serveBuiltApp(app), serveConsole(consoleDist)] });
});

afterAll(async () => {
  await t.app.close();
  await db.close();
});

describe('the console\'s policy', () => {
  test('scripts and styles from our origin only, no inline, calls to our API only, never framed', () => {
    const policy = directives(consolePageCsp(''));
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('style-src')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(consolePageCsp('')).not.toMatch(/unsafe-inline|unsafe-eval/);
    // Covers and ad images on PUBLIC_URL's origin may show; nothing may run from there.
    const published = directives(consolePageCsp('https://cdn.example.com/base'));
    expect(published.get('img-src')).toContain('https://cdn.example.com');
    expect(published.get('script-src')).toEqual(["'self'"]);
  });

  test("the console's index.html asks search engines to keep out", () => {
    const source = readFileSync(path.resolve(import.meta.dirname, '..', '..', 'console', 'index.html'), 'utf8');
    expect(source).toMatch(/<meta name="robots" content="noindex, nofollow" \/>/);
    expect(source).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>|<style\b|\sstyle=/);
  });
});

describe('serving /console', () => {
  test('every console address is the page, with its CSP, noindex and the Permissions-Policy', async () => {
    for (const url of ['/console', '/console/', '/console/site/ads', '/console/account?x=1']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toBe(CONSOLE_INDEX);
      expect(page.headers['content-type'], url).toMatch(/^text\/html/);
      expect(page.headers['content-security-policy'], url).toBe(consolePageCsp(''));
      expect(page.headers['x-robots-tag'], url).toBe('noindex, nofollow');
      expect(page.headers['permissions-policy'], url).toBe(PERMISSIONS_POLICY);
      expect(page.headers['cache-control'], url).toBe('no-cache');
    }
  });

  test('build files are served for a year with noindex; a missing one is a 404, never the page', async () => {
    const script = await t.app.inject({ method: 'GET', url: '/console/assets/index-x.js' });
    expect(script.statusCode).toBe(200);
    expect(script.body).toBe('console.log(1)');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(script.headers['x-robots-tag']).toBe('noindex, nofollow');
    const missing = await t.app.inject({ method: 'GET', url: '/console/assets/OldPage-abc.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('<html');
  });

  test('the member app is not the console, and is served without noindex', async () => {
    const member = await t.app.inject({ method: 'GET', url: '/videoinfo?id=1' });
    expect(member.body).toContain('member app');
    expect(member.headers['x-robots-tag']).toBeUndefined();
  });
});

test('without a console build, /console is a 404, not the member app', async () => {
  const app = buildDir('<!doctype html><title>member app</title>');
  const alone = await testApp(db, { config: testConfig({ publicUrl: '' }), routes: [...allRoutes, serveBuiltApp(app)] });
  try {
    for (const url of ['/console', '/console/site/ads']) {
      const answer = await alone.app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.body, url).not.toContain('member app');
    }
  } finally {
    await alone.app.close();
  }
});
