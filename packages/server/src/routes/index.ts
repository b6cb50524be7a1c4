import type { RouteModule } from '../http/deps.ts';
import { memberRoutes } from './members.ts';

/** Every domain's routes, registered by buildApp in this order. */
export const allRoutes: readonly RouteModule[] = [memberRoutes];
