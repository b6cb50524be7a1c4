/**
 * Sign-in and the task centre. The server decides every reward: the sign-in body's amount,
 * commodityType and date (the browser's local date) are read by no one.
 */
import { api, zhCNSign } from '@nocturne/core';
import type { RouteModule } from '../http/deps.ts';
import { idempotent } from '../http/idempotent.ts';
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
    // A repeat answers the sign-in's success again, not 您今天已经打过卡了 (one row a day anyway).
    idempotent(deps, 'signIn', async ({ member, say }, tx) => {
      const state = await signIn(tx, member.memberId);
      say(zhCNSign.succeeded);
      return state;
    }),
  );
  route(app, deps, api.signState, null, ({ member }) => signInState(deps, member.memberId));
  route(app, deps, api.signCount, null, async ({ member }) => (await signInState(deps, member.memberId)).count);
  route(app, deps, api.tasks, null, ({ member }) => taskState(deps, member.memberId));

  // Claims are GETs, which a proxy resends whenever a server fails under them: a repeat
  // answers the claim's own answer again (a task_claims row makes each claim once anyway).
  const claims = [
    [api.dailyLogin, 'dailyLogin', claimDailyLogin],
    [api.watchVideoDaily, 'watchVideoDaily', claimWatch],
  ] as const;
  for (const [endpoint, call, claimTask] of claims) {
    route(
      app,
      deps,
      endpoint,
      null,
      idempotent(deps, call, async ({ member, say }, tx) => {
        const state = await claimTask(tx, member.memberId);
        say(zhCNSign.claimed);
        return state;
      }),
    );
  }
  // Polled on every visit of the task page, so not in the window (a `false` replayed for 10 s
  // would hide a bonus just due): it claims once (task_claims) and a repeat answers `true` again.
  route(app, deps, api.firstRechargeVip, null, ({ member }) => claimFirstVip(deps, member.memberId));
};
