/**
 * The operator API's one check: `Authorization: Bearer <ADMIN_TOKEN>`, compared in
 * constant time. Without ADMIN_TOKEN the operator API is not registered at all (404).
 * Wrong tokens are counted per address in the shared limiter: past the limit the address
 * is refused (429) until the window ends, right token included, so nobody can keep guessing.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../http/deps.ts';
import { ApiError } from '../http/errors.ts';
import { RateLimiter } from '../http/rateLimit.ts';

export const ADMIN_UNAUTHORIZED_CODE = 401;
export const ADMIN_RATE_LIMITED_CODE = 429;
/** Wrong operator tokens one address may send per minute. */
export const ADMIN_FAILURES_PER_MINUTE = 10;

const digest = (text: string) => createHash('sha256').update(text).digest();

/** `accepted`: the tokens this guard lets in (the metrics path also takes METRICS_TOKEN); empty ones never match. */
export function adminGuard(deps: AppDeps, accepted: readonly string[] = [deps.config.adminToken]): (request: FastifyRequest) => Promise<void> {
  const expected = accepted.filter((token) => token !== '').map(digest);
  const failures = new RateLimiter(deps.db, 'adminAuthFailure', ADMIN_FAILURES_PER_MINUTE, 60_000, deps.now);
  return async (request) => {
    if (await failures.spent(request.ip)) throw new ApiError(429, ADMIN_RATE_LIMITED_CODE, 'too many wrong operator tokens: try again later');
    const header = request.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
    // Hashing first makes both sides the same length, so the comparison leaks nothing.
    // Every accepted token is compared (no early exit), so timing says nothing about which matched.
    const matches = given ? expected.map((token) => timingSafeEqual(digest(given), token)) : [];
    if (!matches.includes(true)) {
      await failures.count(request.ip);
      throw new ApiError(401, ADMIN_UNAUTHORIZED_CODE, 'operator token required');
    }
  };
}
