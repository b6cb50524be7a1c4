/** Withdrawal requests (operators decide them through the admin API). */
import { api } from '@nocturne/core';
import type { RouteModule } from '../http/deps.ts';
import { idempotent } from '../http/idempotent.ts';
import { RateLimiter } from '../http/rateLimit.ts';
import { route } from '../http/route.ts';
import { s } from '../http/schema.ts';
import { requestWithdrawal } from './withdrawals.ts';

/** Withdrawal requests per member per hour. */
const WITHDRAWALS_PER_HOUR = 10;
const HOUR_MS = 3600_000;

export const withdrawalRoutes: RouteModule = (app, deps) => {
  const attempts = new RateLimiter(deps.db, 'withdrawal', WITHDRAWALS_PER_HOUR, HOUR_MS, deps.now);
  route(
    app,
    deps,
    api.withdraw,
    s.object({
      imgurl: s.string({ maxLength: 300 }),
      index: s.oneOf('wx', 'zfb'),
      // The original client sends its text field as is ('5'); a numeric string is coerced, any
      // other string reaches the service, which refuses it with a message.
      money: s.anyOf(s.number({ minimum: -1e12, maximum: 1e12 }), s.string({ maxLength: 32 })),
    }),
    // A double tap on 确认提现 files one withdrawal: the repeat gets the first one's answer.
    idempotent(deps, 'tixian', async ({ body, member, say }, tx) => {
      await attempts.hit(`member:${member.memberCode}`, tx.db);
      say(await requestWithdrawal(tx, member.memberId, { money: body.money, imageUrl: body.imgurl, channel: body.index }));
      return null;
    }),
  );
};
