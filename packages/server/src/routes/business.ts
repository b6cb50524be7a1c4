import { adminRoutes } from '../admin/routes.ts';
import type { RouteModule } from '../http/deps.ts';
import { chatRoutes } from './chat.ts';
import { paymentRoutes } from './payments.ts';
import { purchaseRoutes } from './purchases.ts';
import { reportRoutes } from './reports.ts';
import { signInRoutes } from './signIn.ts';
import { withdrawalRoutes } from './withdrawals.ts';

/** Payments, money, withdrawals, sign-in and tasks, chat, reports, admin. */
export const businessRoutes: readonly RouteModule[] = [purchaseRoutes, paymentRoutes, withdrawalRoutes, signInRoutes, chatRoutes, reportRoutes, adminRoutes];
