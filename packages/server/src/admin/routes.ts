/**
 * The operator API under /admin (server-only; the operators' own calls are in core's
 * `operatorApi`). Every route takes `Authorization: Bearer <ADMIN_TOKEN>` (every right, for
 * scripts; METRICS_TOKEN on /admin/metrics) or an operator's session cookie, and declares the
 * right it needs (core's ROLE_RIGHTS); every change goes into the audit log (operators/scope.ts).
 * Each route is registered with operatorRoute (operators/route.ts).
 */
import type { RouteModule } from '../http/deps.ts';
import { registerDashboard } from '../dashboard/routes.ts';
import { registerOperatorCalls, registerOperatorSignIn } from '../operators/routes.ts';
import { guardOperatorScope } from '../operators/scope.ts';
import { ADMIN_PREFIX } from '../operators/route.ts';
import { registerAuditAdmin } from './audit.ts';
import { registerContentAdmin } from './content.ts';
import { registerExportsAdmin } from './exports.ts';
import { registerMediaJobsAdmin } from './mediaJobs.ts';
import { registerMembersAdmin } from './members.ts';
import { registerMoneyAdmin } from './money.ts';
import { registerReconcileAdmin } from './reconcile.ts';
import { registerSiteAdmin } from './siteSettings.ts';
import { registerSupportAdmin } from './support.ts';
import { registerUploadsAdmin } from './uploads.ts';
import { registerSuspensionAdmin } from './suspension.ts';
import { registerMetricsAdmin, registerTelemetryAdmin } from './telemetry.ts';

export const adminRoutes: RouteModule = async (app, deps) => {
  registerOperatorSignIn(app, deps);
  await app.register(
    async (scope) => {
      guardOperatorScope(scope, deps);
      // In this order: docs/openapi.json lists the paths as they are registered.
      registerOperatorCalls(scope, deps);
      registerDashboard(scope, deps);
      registerSiteAdmin(scope, deps);
      registerMetricsAdmin(scope);
      registerContentAdmin(scope, deps);
      registerMoneyAdmin(scope, deps);
      registerMembersAdmin(scope, deps);
      registerReconcileAdmin(scope, deps);
      registerExportsAdmin(scope, deps);
      registerSupportAdmin(scope, deps);
      registerSuspensionAdmin(scope, deps);
      registerAuditAdmin(scope, deps);
      registerMediaJobsAdmin(scope, deps);
      registerUploadsAdmin(scope, deps);
      registerTelemetryAdmin(scope, deps);
    },
    { prefix: ADMIN_PREFIX },
  );
};
