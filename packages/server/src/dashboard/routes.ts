/** GET /admin/dashboard (core's operatorApi.dashboard): every role's first page. */
import { operatorApi, seesMoney } from '@nocturne/core';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../http/deps.ts';
import { ok } from '../http/envelope.ts';
import { accessOf } from '../operators/guard.ts';
import { operatorRoute, TAG_FIRST } from '../operators/route.ts';
import { dashboard } from './dashboard.ts';

/** In the guarded /admin scope (admin/routes.ts). Money figures only for a role that sees money (decision 0032). */
export function registerDashboard(scope: FastifyInstance, deps: AppDeps): void {
  operatorRoute(scope, operatorApi.dashboard, TAG_FIRST, async (request) => ok(await dashboard(deps, seesMoney(accessOf(request).rights))));
}
