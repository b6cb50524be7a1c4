import type { RouteModule } from '../http/deps.ts';
import { catalogueRoutes } from './catalogue.ts';
import { configAdsRoutes } from './configAds.ts';
import { mediaRoutes } from './media.ts';
import { memberRoutes } from './members.ts';

/** Members, catalogue, config and ads, media (the foundation's domains). */
export const foundationRoutes: readonly RouteModule[] = [memberRoutes, configAdsRoutes, catalogueRoutes, mediaRoutes];
