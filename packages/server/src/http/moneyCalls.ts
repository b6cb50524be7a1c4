/**
 * The calls that move money or credit (a purchase, a payment order, a withdrawal, the
 * sign-in and task rewards). Their token is read from the database on every call, never
 * from the session cache: a session ended a moment ago in another process must not spend,
 * even in the instant before that process hears of it (sessionEnds.ts).
 */
import { api, type Endpoint } from '@nocturne/core';

export const MONEY_CALLS: ReadonlySet<Endpoint<unknown, unknown>> = new Set<Endpoint<unknown, unknown>>([
  api.buy,
  api.payOrder,
  api.withdraw,
  api.signIn,
  api.dailyLogin,
  api.firstRechargeVip,
  api.watchVideoDaily,
]);
