/** GET /uploads/avatars/:name: what a member uploaded, while it may be seen (uploads.ts). */
import type { RouteModule } from '../http/deps.ts';
import { servedUpload } from './uploads.ts';

export const uploadRoutes: RouteModule = (app, deps) => {
  app.get<{ Params: { name: string } }>('/uploads/avatars/:name', async (request, reply) => {
    const upload = await servedUpload(deps, request.params.name);
    if (!upload) return reply.status(404).type('text/plain; charset=utf-8').send('not found');
    return reply.type(upload.type).header('Cache-Control', upload.cacheControl).send(upload.stream);
  });
};
