import { adminRoutes } from './admin/routes.ts';
import { catalogueRoutes } from './catalogue/routes.ts';
import { watchingRoutes } from './catalogue/watchingRoutes.ts';
import { chatRoutes } from './chat/routes.ts';
import { danmakuRoutes } from './danmaku/routes.ts';
import { mediaFileRoutes } from './media/keys/fileRoutes.ts';
import { keyRoutes } from './media/keys/keyRoutes.ts';
import { mediaRoutes } from './media/routes.ts';
import { memberRoutes } from './members/routes.ts';
import { offlineRoutes } from './offline/routes.ts';
import { uploadRoutes } from './members/uploadRoutes.ts';
import { openApiRoutes } from './openapi/routes.ts';
import { paymentRoutes } from './payments/routes.ts';
import { purchaseRoutes } from './purchases/routes.ts';
import { reportRoutes } from './reports/routes.ts';
import { signInRoutes } from './rewards/routes.ts';
import { configAdsRoutes } from './site/routes.ts';
import { telemetryRoutes } from './telemetry/routes.ts';
import { videoDetailRoutes } from './videoDetail/routes.ts';
import { withdrawalRoutes } from './withdrawals/routes.ts';
import type { RouteModule } from './http/deps.ts';

/** Every domain's routes (`src/<domain>/routes.ts`), registered by buildApp (app.ts) in this order. */
export const allRoutes: readonly RouteModule[] = [
  memberRoutes,
  uploadRoutes,
  configAdsRoutes,
  catalogueRoutes,
  videoDetailRoutes,
  watchingRoutes,
  danmakuRoutes,
  mediaRoutes,
  keyRoutes,
  mediaFileRoutes,
  purchaseRoutes,
  offlineRoutes,
  paymentRoutes,
  withdrawalRoutes,
  signInRoutes,
  chatRoutes,
  reportRoutes,
  telemetryRoutes,
  adminRoutes,
  openApiRoutes,
];
