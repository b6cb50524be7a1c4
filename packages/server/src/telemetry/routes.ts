/**
 * The players' playback beacon (a call of our own). navigator.sendBeacon cannot set headers,
 * so the call is anonymous (no token: the rollup is per day and video, nobody's history) and
 * a string body arrives as text/plain: this scope reads text/plain as JSON too.
 */
import { api, BAD_REQUEST_CODE, BEACON_LIMITS, PLAYBACK_ERROR_KINDS, zhCNServer } from '@nocturne/core';
import type { RouteModule } from '../http/deps.ts';
import { ApiError } from '../http/errors.ts';
import { RateLimiter } from '../http/rateLimit.ts';
import { route } from '../http/route.ts';
import { s, type Schema } from '../http/schema.ts';
import { recordBeacon } from './playback.ts';

/** Beacons one address may send per minute: a player sends a few; a school behind one NAT, many. */
export const BEACONS_PER_ADDRESS_PER_MINUTE = 120;
/** A beacon is a few hundred bytes; nothing bigger is read. */
export const BEACON_BODY_LIMIT = 4096;
const MINUTE_MS = 60_000;

const list = <T>(items: Schema<T>, maxItems: number): Schema<T[]> => ({ json: { type: 'array', items: items.json, maxItems } });
const count = (maximum: number) => s.integer({ minimum: 0, maximum });

const beaconSchema = s.object({
  video: s.integer({ minimum: 1 }),
  firstFramesMs: list(count(BEACON_LIMITS.firstFrameMs), BEACON_LIMITS.firstFrames),
  rebuffers: count(BEACON_LIMITS.rebuffers),
  rebufferMs: count(BEACON_LIMITS.spanMs),
  renditions: list(
    s.object({ height: count(BEACON_LIMITS.height), bitrate: count(BEACON_LIMITS.bitrate), watchedMs: count(BEACON_LIMITS.spanMs) }),
    BEACON_LIMITS.renditions,
  ),
  switches: count(BEACON_LIMITS.switches),
  errors: s.object(Object.fromEntries(PLAYBACK_ERROR_KINDS.map((kind) => [kind, s.optional(count(BEACON_LIMITS.errorsPerKind))])) as Record<
    (typeof PLAYBACK_ERROR_KINDS)[number],
    ReturnType<typeof s.optional<number>>
  >),
});

export const telemetryRoutes: RouteModule = async (app, deps) => {
  const beacons = new RateLimiter(deps.db, 'playbackBeacon', BEACONS_PER_ADDRESS_PER_MINUTE, MINUTE_MS, deps.now);
  await app.register(async (scope) => {
    scope.removeContentTypeParser('text/plain');
    scope.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: BEACON_BODY_LIMIT }, (_request, body, done) => {
      try {
        done(null, JSON.parse(String(body)));
      } catch {
        done(new ApiError(400, BAD_REQUEST_CODE, zhCNServer.badRequest), undefined);
      }
    });
    route(scope, deps, api.playbackBeacon, beaconSchema, async ({ body, address }) => {
      await beacons.hit(address);
      await recordBeacon(deps, app.metrics, body);
      return null;
    });
  });
};
