/** Sign-in and the task centre. The body's amount, commodityType and date are hints only. */
import { api, zhCN } from '@nocturne/core';
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
    s.object({
      amount: s.number({ minimum: -1e9, maximum: 1e9 }),
      commodityType: s.integer({ minimum: 0, maximum: 9 }),
      date: s.string({ maxLength: 10 }),
    }),
    async ({ member, say }) => {
      const state = await signIn(deps, member.memberId);
      say(zhCN.sign.succeeded);
      return state;
    },
  );
  route(app, deps, api.signState, null, ({ member }) => signInState(deps, member.memberId));
  route(app, deps, api.signCount, null, async ({ member }) => (await signInState(deps, member.memberId)).count);
  route(app, deps, api.tasks, null, ({ member }) => taskState(deps, member.memberId));

  const claims = [
    [api.dailyLogin, claimDailyLogin],
    [api.watchVideoDaily, claimWatch],
    [api.firstRechargeVip, claimFirstVip],
  ] as const;
  for (const [endpoint, claimTask] of claims) {
    route(app, deps, endpoint, null, async ({ member, say }) => {
      const state = await claimTask(deps, member.memberId);
      say(zhCN.sign.claimed);
      return state;
    });
  }
};
