/**
 * GET /uploads/avatars/:name: what a member uploaded, while it may be seen (uploads.ts);
 * GET /uploads/chat/:name: chat pictures; GET /uploads/site/:name: operators' images (an
 * ad's, admin/siteSettings.ts). All from the object store, so every process serves what any
 * process stored.
 */
import type { RouteModule } from '../http/deps.ts';
import { openChatPicture, servedUpload } from './uploads.ts';

/** A chat picture or site image never changes under its random name. */
const PICTURE_CACHE = 'public, max-age=86400';

export const uploadRoutes: RouteModule = (app, deps) => {
  app.get<{ Params: { name: string } }>('/uploads/avatars/:name', async (request, reply) => {
    const upload = await servedUpload(deps, request.params.name);
    if (!upload) return reply.status(404).type('text/plain; charset=utf-8').send('not found');
    return reply.type(upload.type).header('Cache-Control', upload.cacheControl).send(upload.stream);
  });
  for (const folder of ['chat', 'site'] as const) {
    app.get<{ Params: { name: string } }>(`/uploads/${folder}/:name`, async (request, reply) => {
      const picture = await openChatPicture(deps.store, request.params.name, folder);
      if (!picture) return reply.status(404).type('text/plain; charset=utf-8').send('not found');
      return reply.type(picture.type).header('Cache-Control', PICTURE_CACHE).send(picture.stream);
    });
  }
};
