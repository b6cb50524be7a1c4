/**
 * Sign-in and the task centre. The server decides every reward: the sign-in body's amount,
 * commodityType and date (the browser's local date) are read by no one.
 */
import { api, zhCNSign } from '@nocturne/core';
import type { RouteModule } from '../http/deps.ts';
import { route } from '../http/route.ts';
import { s } from '../http/schema.ts';
import { signIn, signInState } from './signIn.ts';
import { claimDailyLogin, claimFirstVip, claimWatch, taskState } from './tasks.ts';

export const signInRoutes: RouteModule = (app, deps) => {
  route(
    app,
    deps,
    api.signIn,
    // All optional: on the 7th, 14th, ... day of a run the original client reads its reward
    // list at index -1 and sends no `amount` at all.
    s.object({
      amount: s.optional(s.number({ minimum: -1e9, maximum: 1e9 })),
      commodityType: s.optional(s.integer({ minimum: 0, maximum: 9 })),
      date: s.optional(s.string({ maxLength: 40 })),
    }),
    async ({ member, say }) => {
      const state = await signIn(deps, member.memberId);
      say(zhCNSign.succeeded);
      return state;
    },
  );
  route(app, deps, api.signState, null, ({ member }) => signInState(deps, member.memberId));
  route(app, deps, api.signCount, null, async ({ member }) => (await signInState(deps, member.memberId)).count);
  route(app, deps, api.tasks, null, ({ member }) => taskState(deps, member.memberId));

  const claims = [
    [api.dailyLogin, claimDailyLogin],
    [api.watchVideoDaily, claimWatch],
  ] as const;
  for (const [endpoint, claimTask] of claims) {
    route(app, deps, endpoint, null, async ({ member, say }) => {
      const state = await claimTask(deps, member.memberId);
      say(zhCNSign.claimed);
      return state;
    });
  }
  route(app, deps, api.firstRechargeVip, null, ({ member }) => claimFirstVip(deps, member.memberId));
};
