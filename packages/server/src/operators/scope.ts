/**
 * What every operator scope gets: the guard (token or session, CSRF, the route's right), the
 * audit of its changes, and the check that each of its routes declares a right.
 */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../http/deps.ts';
import { auditChanges } from './auditHook.ts';
import { ALL_RIGHTS, operatorGuard, requireRights } from './guard.ts';

export function guardOperatorScope(scope: FastifyInstance, deps: AppDeps): void {
  requireRights(scope);
  scope.addHook(
    'onRequest',
    operatorGuard(deps, [
      { token: deps.config.adminToken, rights: ALL_RIGHTS },
      // A scraper's config file holds it: it reads the metrics and touches no member or money.
      { token: deps.config.metricsToken, rights: ['metrics'], onlyItsRoutes: true },
    ]),
  );
  auditChanges(scope, deps);
}
