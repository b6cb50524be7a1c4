/** GET /admin/dashboard (core's operatorApi.dashboard): every role's first page. */
import { operatorApi } from '@nocturne/core';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../http/deps.ts';
import { ok } from '../http/envelope.ts';
import { operatorRoute, TAG_FIRST } from '../operators/route.ts';
import { dashboard } from './dashboard.ts';

/** In the guarded /admin scope (admin/routes.ts). */
export function registerDashboard(scope: FastifyInstance, deps: AppDeps): void {
  operatorRoute(scope, operatorApi.dashboard, TAG_FIRST, async () => ok(await dashboard(deps)));
}
