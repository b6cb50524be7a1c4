/**
 * GET /uploads/avatars/:name: what a member uploaded, while it may be seen (uploads.ts);
 * GET /uploads/chat/:name: chat pictures. Both from the object store, so every process
 * serves what any process stored.
 */
import type { RouteModule } from '../http/deps.ts';
import { openChatPicture, servedUpload } from './uploads.ts';

/** A chat picture never changes under its random name. */
const CHAT_PICTURE_CACHE = 'public, max-age=86400';

export const uploadRoutes: RouteModule = (app, deps) => {
  app.get<{ Params: { name: string } }>('/uploads/avatars/:name', async (request, reply) => {
    const upload = await servedUpload(deps, request.params.name);
    if (!upload) return reply.status(404).type('text/plain; charset=utf-8').send('not found');
    return reply.type(upload.type).header('Cache-Control', upload.cacheControl).send(upload.stream);
  });
  app.get<{ Params: { name: string } }>('/uploads/chat/:name', async (request, reply) => {
    const picture = await openChatPicture(deps.store, request.params.name);
    if (!picture) return reply.status(404).type('text/plain; charset=utf-8').send('not found');
    return reply.type(picture.type).header('Cache-Control', CHAT_PICTURE_CACHE).send(picture.stream);
  });
};
