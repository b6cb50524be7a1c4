/**
 * The operator API under /admin (server-only, not in core's contract), behind
 * `Authorization: Bearer <ADMIN_TOKEN>`; with no ADMIN_TOKEN it does not exist.
 */
import type { RouteModule } from '../http/deps.ts';
import { registerContentAdmin } from './content.ts';
import { registerDanmakuAdmin } from './danmaku.ts';
import { adminGuard } from './guard.ts';
import { registerMediaJobsAdmin } from './mediaJobs.ts';
import { registerMoneyAdmin } from './money.ts';
import { registerReconcileAdmin } from './reconcile.ts';
import { registerSupportAdmin } from './support.ts';
import { registerMetricsAdmin, registerTelemetryAdmin } from './telemetry.ts';

export const ADMIN_PREFIX = '/admin';

export const adminRoutes: RouteModule = async (app, deps) => {
  // Its own scope: it also takes METRICS_TOKEN, and exists when only that is set.
  await registerMetricsAdmin(app, deps, ADMIN_PREFIX);
  if (!deps.config.adminToken) return;
  await app.register(
    async (scope) => {
      scope.addHook('onRequest', adminGuard(deps));
      registerContentAdmin(scope, deps);
      registerMoneyAdmin(scope, deps);
      registerReconcileAdmin(scope, deps);
      registerSupportAdmin(scope, deps);
      registerMediaJobsAdmin(scope, deps);
      registerTelemetryAdmin(scope, deps);
      registerDanmakuAdmin(scope, deps);
    },
    { prefix: ADMIN_PREFIX },
  );
};
