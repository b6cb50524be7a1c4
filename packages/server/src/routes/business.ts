import type { RouteModule } from '../http/deps.ts';
import { paymentRoutes } from './payments.ts';
import { purchaseRoutes } from './purchases.ts';
import { signInRoutes } from './signIn.ts';
import { withdrawalRoutes } from './withdrawals.ts';

/** Payments, money, withdrawals, sign-in and tasks, chat, reports, admin. */
export const businessRoutes: readonly RouteModule[] = [purchaseRoutes, paymentRoutes, withdrawalRoutes, signInRoutes];
