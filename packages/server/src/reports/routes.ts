/** A member reports a video (a call of our own); operators act through the admin API. */
import { api, zhCNVideo } from '@nocturne/core';
import type { RouteModule } from '../http/deps.ts';
import { route } from '../http/route.ts';
import { s } from '../http/schema.ts';
import { videoCode, videoIdOf } from '../catalogue/videoCode.ts';
import { reportVideo } from './reports.ts';

export const reportRoutes: RouteModule = (app, deps) =>
  route(
    app,
    deps,
    api.report,
    s.object({ cartoonCode: videoCode, reason: s.string({ maxLength: 200 }) }),
    async ({ body, member, say }) => {
      await reportVideo(deps, member.memberId, videoIdOf(body.cartoonCode), body.reason);
      say(zhCNVideo.reported);
      return null;
    },
  );
