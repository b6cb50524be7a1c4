/**
 * GET /media/files/<dir>/<rendition>/<segment>: the public segments of encrypted ladders,
 * from the object store, for when nothing sits in front of the server (the embedded
 * default, or a client that talks to one process). With nginx or a CDN in front, they serve
 * this path themselves and it never reaches Node (docs/deploy.md). Only folders recorded as
 * encrypted are served here: a plain ladder's segments stay behind signed URLs.
 */
import type { FastifyInstance } from 'fastify';
import type { AppDeps, RouteModule } from '../../http/deps.ts';
import { mediaKey } from '../library.ts';
import { isRenditionName } from '../master.ts';
import { MEDIA_FILES_ROUTE } from './keyedPlaylist.ts';
import { isEncryptedDir } from '../../catalogue/mediaKeys.ts';

const DIR = /^[A-Za-z0-9_-]{1,64}$/;
const SEGMENT = /^[A-Za-z0-9_-]{1,64}\.ts$/;
/** A folder never changes once recorded, and its segments are the same for everyone. */
const FOREVER = 'public, max-age=31536000, immutable';

export const mediaFileRoutes: RouteModule = (app: FastifyInstance, deps: AppDeps) => {
  // Encrypted folders seen by this process: a folder stays encrypted once recorded, so a
  // yes is kept; a no is asked again (the folder may be recorded a moment later).
  const encrypted = new Set<string>();
  app.get<{ Params: { dir: string; rendition: string; file: string } }>(`${MEDIA_FILES_ROUTE}/:dir/:rendition/:file`, async (request, reply) => {
    const { dir, rendition, file } = request.params;
    reply.header('Access-Control-Allow-Origin', '*');
    const notFound = () => reply.status(404).type('text/plain; charset=utf-8').send('not found');
    if (!DIR.test(dir) || !isRenditionName(rendition) || !SEGMENT.test(file)) return notFound();
    if (!encrypted.has(dir)) {
      if (!(await isEncryptedDir(deps.db, dir))) return notFound();
      encrypted.add(dir);
    }
    const found = await deps.store.get(mediaKey(dir, rendition, file));
    if (!found) return notFound();
    return reply.type(found.contentType).header('Content-Length', found.size).header('Cache-Control', FOREVER).send(found.body);
  });
};
