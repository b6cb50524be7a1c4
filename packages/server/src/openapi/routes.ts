import { readFileSync } from 'node:fs';
import type { RouteModule } from '../http/deps.ts';
import { OPENAPI_FILE } from './file.ts';

/** GET /openapi.json: the published document of the member API (docs/openapi.json). */
export const openApiRoutes: RouteModule = (app) => {
  let text: string | undefined;
  app.get('/openapi.json', async (_request, reply) => {
    text ??= readFileSync(OPENAPI_FILE, 'utf8');
    return reply.type('application/json; charset=utf-8').header('access-control-allow-origin', '*').send(text);
  });
};
