/** 离线缓存: granting a licence to keep an episode's rendition on a device, and checking a device's licences. */
import { api, OFFLINE_CHECK_MAX_IDS } from '@nocturne/core';
import type { RouteModule } from '../http/deps.ts';
import { publicOrigin } from '../http/publicOrigin.ts';
import { route } from '../http/route.ts';
import { s } from '../http/schema.ts';
import { videoCode, videoIdOf } from '../catalogue/videoCode.ts';
import { checkLicences } from './checkLicences.ts';
import { grantLicence } from './grantLicence.ts';

/** The device's uuid, as autoRegister takes it. */
const device = s.string({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });
/** A licence id is a uuid; anything else cannot be one, so it is a bad request. */
const licenceId = s.string({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9-]+$' });

export const offlineRoutes: RouteModule = (app, deps) => {
  route(
    app,
    deps,
    api.offlineLicence,
    s.object({
      vid: videoCode,
      episodeId: videoCode,
      rendition: s.string({ minLength: 3, maxLength: 5, pattern: '^\\d{2,4}p$' }),
      device,
    }),
    // Repeat-safe by its natural key: asking again renews the one licence of the member,
    // device, episode and rendition (test/repeatedCalls.test.ts).
    ({ body, member, address, request }) =>
      grantLicence(
        deps,
        { memberId: member.memberId, address },
        { vid: videoIdOf(body.vid), episodeId: videoIdOf(body.episodeId), rendition: body.rendition, device: body.device },
        publicOrigin(deps.config, request),
      ),
  );
  route(app, deps, api.offlineCheck, s.object({ device, ids: s.array(licenceId, { maxItems: OFFLINE_CHECK_MAX_IDS }) }), ({ body, member }) =>
    checkLicences(deps, member.memberId, body.device, body.ids),
  );
};
