/** Members send danmaku and poll for the newer ones (operators delete them under /admin). */
import { api, danmakuProblem, DANMAKU_PER_MINUTE } from '@nocturne/core';
import { badRequest } from '../http/errors.ts';
import type { RouteModule } from '../http/deps.ts';
import { idempotent } from '../http/idempotent.ts';
import { RateLimiter } from '../http/rateLimit.ts';
import { route } from '../http/route.ts';
import { s } from '../http/schema.ts';
import { videoCode, videoIdOf } from '../catalogue/videoCode.ts';
import { danmakuSince, danmakuStretch, sendDanmaku } from './danmaku.ts';

const MINUTE_MS = 60_000;
/** The schema only bounds the text's size; danmakuProblem decides, with a message that says why. */
const TEXT_SCHEMA_MAX = 10_000;
/** A second beyond any video: larger is not a moment of one. */
const TIME_MAX_SECONDS = 1e7;

export const danmakuRoutes: RouteModule = (app, deps) => {
  const sent = new RateLimiter(deps.db, 'danmakuSend', DANMAKU_PER_MINUTE, MINUTE_MS, deps.now);

  route(
    app,
    deps,
    api.sendDanmaku,
    s.object({ vid: videoCode, text: s.string({ maxLength: TEXT_SCHEMA_MAX }), time: s.number({ minimum: 0, maximum: TIME_MAX_SECONDS }) }),
    // The same danmaku at the same moment again within the window is one danmaku.
    idempotent(deps, 'sendDanmaku', async ({ body, member }, tx) => {
      const videoId = videoIdOf(body.vid);
      // Checked before counting: a refused text costs the member none of the minute's danmaku.
      const problem = danmakuProblem(body.text);
      if (problem) throw badRequest(problem);
      await sent.hit(member.memberCode, tx.db);
      return sendDanmaku(tx, member.memberId, videoId, body.text, body.time);
    }),
  );

  route(app, deps, api.danmakuSince, s.object({ vid: videoCode, afterId: s.integer({ minimum: 0 }) }), ({ body }) =>
    danmakuSince(deps.db, videoIdOf(body.vid), body.afterId),
  );

  route(
    app,
    deps,
    api.danmakuStretch,
    s.object({ vid: videoCode, afterTime: s.integer({ minimum: 0, maximum: TIME_MAX_SECONDS }), afterId: s.integer({ minimum: 0 }) }),
    ({ body }) => danmakuStretch(deps.db, videoIdOf(body.vid), { time: body.afterTime, id: body.afterId }),
  );
};
