/**
 * Serves the built app from the API server: the files of `dist/` and, for any other GET that
 * is not an API, media or upload path, `index.html` (the app's routes are client-side).
 * A route module for the server's buildApp, so the server code itself needs no app knowledge.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { appPageCsp, inlineScriptsOf } from '../../server/src/http/browserPolicy.ts';
import type { AppDeps } from '../../server/src/http/deps.ts';
import { precompressBuild } from './precompress.ts';

/** Paths the server answers itself (and the operator console's); a miss there is the server's 404, never the app. */
const SERVER_PREFIXES = ['/app-api', '/renren-api', '/media', '/uploads', '/covers', '/admin', '/healthz', '/console'];

export const APP_DIST = path.resolve(import.meta.dirname, '..', 'dist');

/** The offline copy's worker (packages/app/src/offline/serviceWorker.ts, built to dist/sw.js). */
const SERVICE_WORKER_FILE = 'sw.js';

export function serveBuiltApp(distDir: string = APP_DIST) {
  return async (app: FastifyInstance, deps: AppDeps): Promise<void> => {
    if (!existsSync(path.join(distDir, 'index.html'))) throw new Error(`No app build in ${distDir}; run the build first.`);
    precompressBuild(distDir);
    // The page's own policy (scripts from our origin only, and the build's inline early start by
    // its hash: the member token is in localStorage).
    const inlineScripts = inlineScriptsOf(readFileSync(path.join(distDir, 'index.html'), 'utf8'));
    const page = { 'Cache-Control': 'no-cache', 'Content-Security-Policy': appPageCsp(deps.config.publicUrl, inlineScripts) };
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      // Hashed assets never change; index.html must be revalidated so a new build is picked up.
      setHeaders: (reply, filePath) => {
        reply.header(
          'Cache-Control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
        // The page's policy, and the service worker's: a worker runs under the policy of its
        // own script, and the server's default (default-src 'none') would refuse its fetches.
        // (`filePath` is the compressed copy's when one is sent: sw.js.br.)
        const served = filePath.replace(/\.(?:br|gz)$/, '');
        if (served.endsWith('.html') || path.basename(served) === SERVICE_WORKER_FILE) {
          reply.header('Content-Security-Policy', page['Content-Security-Policy']);
        }
      },
    });
    app.get('/*', (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      // A build file that is not there (an old build's chunk) is a 404, never the page: a page
      // in its place would be run as a script, or kept offline as one.
      if (pathname.startsWith('/assets/') || SERVER_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))) {
        return reply.callNotFound();
      }
      return reply.headers(page).sendFile('index.html', distDir);
    });
    app.get('/', (_request, reply) => reply.headers(page).sendFile('index.html', distDir));
  };
}
