import type { RouteModule } from '../http/deps.ts';
import { businessRoutes } from './business.ts';
import { foundationRoutes } from './foundation.ts';

/**
 * Every domain's routes, registered by buildApp in this order. Each list has one owner, so
 * two people adding domains never edit the same file: foundation.ts (members, catalogue,
 * config and ads, media) and business.ts (payments and the rest).
 */
export const allRoutes: readonly RouteModule[] = [...foundationRoutes, ...businessRoutes];
