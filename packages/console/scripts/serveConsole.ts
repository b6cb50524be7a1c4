/**
 * Serves the built console at /console from the API server: its files, and for any other
 * /console address `index.html` (the console's routes are client-side). Its own CSP, and
 * `X-Robots-Tag: noindex` on everything it answers: no search engine keeps an operator page.
 * A route module for the server's buildApp, so the server code itself needs no console knowledge.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { consolePageCsp } from '../../server/src/http/browserPolicy.ts';
import type { AppDeps } from '../../server/src/http/deps.ts';

export const CONSOLE_DIST = path.resolve(import.meta.dirname, '..', 'dist');
export const CONSOLE_PATH = '/console';
export const ROBOTS_HEADER = { 'X-Robots-Tag': 'noindex, nofollow' } as const;

export function serveConsole(distDir: string = CONSOLE_DIST) {
  return async (app: FastifyInstance, deps: AppDeps): Promise<void> => {
    const indexFile = path.join(distDir, 'index.html');
    if (!existsSync(indexFile)) throw new Error(`No console build in ${distDir}; run the build first.`);
    const index = readFileSync(indexFile);
    const page = { ...ROBOTS_HEADER, 'Cache-Control': 'no-cache', 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': consolePageCsp(deps.config.publicUrl) };
    // A scope of its own: the member app's static files decorate the reply at the root.
    await app.register(async (scope) => {
      scope.addHook('onSend', async (_request, reply) => {
        reply.header('X-Robots-Tag', ROBOTS_HEADER['X-Robots-Tag']);
      });
      await scope.register(fastifyStatic, {
        root: path.join(distDir, 'assets'),
        prefix: `${CONSOLE_PATH}/assets/`,
        wildcard: false,
        index: false,
        decorateReply: false,
        // Hashed names never change.
        setHeaders: (reply) => reply.header('Cache-Control', 'public, max-age=31536000, immutable'),
      });
      // A missing build file (an old build's chunk) is a 404, never the page run as a script.
      scope.get(`${CONSOLE_PATH}/assets/*`, (_request, reply) => reply.callNotFound());
      const sendPage = (_request: FastifyRequest, reply: FastifyReply) => reply.headers(page).send(index);
      scope.get(CONSOLE_PATH, sendPage);
      scope.get(`${CONSOLE_PATH}/*`, sendPage);
    });
  };
}
