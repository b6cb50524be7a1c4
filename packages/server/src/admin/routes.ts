/**
 * The operator API under /admin (server-only, not in core's contract), behind
 * `Authorization: Bearer <ADMIN_TOKEN>`; with no ADMIN_TOKEN it does not exist.
 */
import type { RouteModule } from '../http/deps.ts';
import { registerContentAdmin } from './content.ts';
import { adminGuard } from './guard.ts';
import { registerMoneyAdmin } from './money.ts';
import { registerReconcileAdmin } from './reconcile.ts';
import { registerSupportAdmin } from './support.ts';

export const ADMIN_PREFIX = '/admin';

export const adminRoutes: RouteModule = async (app, deps) => {
  if (!deps.config.adminToken) return;
  await app.register(
    async (scope) => {
      scope.addHook('onRequest', adminGuard(deps));
      registerContentAdmin(scope, deps);
      registerMoneyAdmin(scope, deps);
      registerReconcileAdmin(scope, deps);
      registerSupportAdmin(scope, deps);
    },
    { prefix: ADMIN_PREFIX },
  );
};
