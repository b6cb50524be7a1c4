/** GET /admin/dashboard (core's operatorApi.dashboard): every role's first page. */
import { operatorApi } from '@nocturne/core';
import type { RouteModule } from '../http/deps.ts';
import { ok } from '../http/envelope.ts';
import { operatorRoute, TAG_FIRST } from '../operators/route.ts';
import { guardOperatorScope } from '../operators/scope.ts';
import { dashboard } from './dashboard.ts';

export const dashboardRoutes: RouteModule = async (app, deps) => {
  await app.register(async (scope) => {
    guardOperatorScope(scope, deps);
    operatorRoute(scope, operatorApi.dashboard, TAG_FIRST, async () => ok(await dashboard(deps)));
  });
};
