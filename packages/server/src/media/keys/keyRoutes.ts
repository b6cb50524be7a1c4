/**
 * GET /media/key/<m>/<exp>/<sig>/<episode>/<window>.key: the 16 bytes of one key window of
 * an encrypted ladder, for the holder of the episode's playlist signature (library.ts
 * playlistUrl), decided by keyService.ts. 403 for a key the holder may not have (a window
 * past the preview without VIP or a purchase) or a bad or expired signature; 404 for a
 * window or episode that does not exist. Never cached: each request is a decision.
 */
import { FORBIDDEN_CODE, NOT_FOUND_CODE, zhCNServer } from '@nocturne/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RouteModule } from '../../http/deps.ts';
import { failure } from '../../http/envelope.ts';
import { playlistSubject, verifyFor } from '../library.ts';
import { KEY_ROUTE } from './keyedPlaylist.ts';
import { keyForWindow } from './keyService.ts';

const KEY_FILE = /^(\d{1,6})\.key$/;
const EPISODE = /^\d{1,15}$/;

/** hls.js in a client served from another origin fetches keys by CORS, as it does playlists. */
const anyOrigin = (_request: FastifyRequest, reply: FastifyReply, done: () => void) => {
  reply.header('Access-Control-Allow-Origin', '*');
  done();
};

export const keyRoutes: RouteModule = (app, deps) => {
  app.get<{ Params: { m: string; exp: string; sig: string; episode: string; window: string } }>(
    `${KEY_ROUTE}/:m/:exp/:sig/:episode/:window`,
    { onRequest: anyOrigin },
    async (request, reply) => {
      const { episode, window, ...signature } = request.params;
      const match = KEY_FILE.exec(window);
      if (!match || !EPISODE.test(episode)) return reply.status(404).send(failure(NOT_FOUND_CODE, zhCNServer.notFound));
      const episodeId = Number(episode);
      const signed = verifyFor(deps.config, playlistSubject(episodeId), signature, request.ip, deps.now());
      if (!signed) return reply.status(403).send(failure(FORBIDDEN_CODE, zhCNServer.forbidden));
      const answer = await keyForWindow(deps, signed.m, episodeId, Number(match[1]));
      if (answer === 'forbidden') return reply.status(403).send(failure(FORBIDDEN_CODE, zhCNServer.forbidden));
      if (answer === 'missing') return reply.status(404).send(failure(NOT_FOUND_CODE, zhCNServer.notFound));
      return reply.header('Content-Type', 'application/octet-stream').header('Cache-Control', 'private, no-store').send(answer.key);
    },
  );
};
