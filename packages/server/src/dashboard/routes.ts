/** GET /admin/dashboard (core's operatorApi.dashboard): every role's first page. */
import { operatorApi } from '@nocturne/core';
import type { RouteModule } from '../http/deps.ts';
import { ok } from '../http/envelope.ts';
import { guardOperatorScope } from '../operators/scope.ts';
import { dashboard } from './dashboard.ts';

export const dashboardRoutes: RouteModule = async (app, deps) => {
  await app.register(async (scope) => {
    guardOperatorScope(scope, deps);
    scope.get(
      operatorApi.dashboard.path,
      { schema: { summary: operatorApi.dashboard.summary, tags: ['operators'] }, config: { right: operatorApi.dashboard.right } },
      async () => ok(await dashboard(deps)),
    );
  });
};
