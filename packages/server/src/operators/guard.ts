/**
 * Who may call an operator route: the route layer's one check (it alone knows HTTP).
 *
 * - `Authorization: Bearer <token>`: ADMIN_TOKEN (scripts: every right, the audit log's actor
 *   `ADMIN_TOKEN`) or another configured token with the rights it carries (METRICS_TOKEN:
 *   metrics only). Compared in constant time; wrong tokens are counted per address in the
 *   shared limiter, and past the limit the address is refused until the window ends, right
 *   token included.
 * - Otherwise the operator session cookie (cookie.ts), read from the database on every call.
 *   A cookie-authenticated change must come from the site itself (sameOrigin below).
 *
 * Then the route's right (`config.right`, core's ROLE_RIGHTS): a role without it gets a 403
 * with a sentence that says so. An owner or finance operator without TOTP may only enrol.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import {
  CROSS_SITE_REQUEST_CODE,
  FORBIDDEN_CODE,
  OPERATOR_RIGHTS,
  OPERATOR_SIGN_IN_REQUIRED_CODE,
  OPERATOR_TOTP_ENROLMENT_CODE,
  RATE_LIMITED_CODE,
  ROLE_RIGHTS,
  zhCNOperator,
  type OperatorRight,
} from '@nocturne/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../http/deps.ts';
import { ApiError } from '../http/errors.ts';
import { publicOrigin } from '../http/publicOrigin.ts';
import { RateLimiter } from '../http/rateLimit.ts';
import { TOKEN_ACTOR, type Actor, type AuditRecord } from './audit.ts';
import { sessionCookieOf } from './cookie.ts';
import { sessionOperator } from './sessions.ts';
import { enrolmentRequired } from './signIn.ts';

/** Wrong operator tokens one address may send per minute. */
export const ADMIN_FAILURES_PER_MINUTE = 10;

export interface OperatorAccess {
  actor: Actor;
  rights: ReadonlySet<OperatorRight>;
  /** The session's token hash; null for a bearer token. */
  sessionHash: string | null;
  enrolmentRequired: boolean;
  /** What the audit entry of this change says beyond the route and body (set by the handler). */
  audit?: Partial<AuditRecord> | 'recorded';
}

declare module 'fastify' {
  interface FastifyRequest {
    operatorAccess?: OperatorAccess;
  }
  interface FastifyContextConfig {
    /** The right an operator route needs; null: any signed-in operator. Every operator route sets it. */
    right?: OperatorRight | null;
  }
}

/** A bearer token the guard takes, with what it may do. */
export interface AcceptedToken {
  token: string;
  rights: readonly OperatorRight[];
  /** Known only on the routes that need one of its rights; elsewhere it is a wrong token. */
  onlyItsRoutes?: true;
}

const digest = (text: string) => createHash('sha256').update(text).digest();
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const signInRequired = (msg: string = zhCNOperator.signInRequired) => new ApiError(401, OPERATOR_SIGN_IN_REQUIRED_CODE, msg);
const roleForbidden = () => new ApiError(403, FORBIDDEN_CODE, zhCNOperator.roleForbidden);

/**
 * Whether a browser's request comes from the site's own pages. Fetch Metadata first: every
 * current browser sends `Sec-Fetch-Site`, and only `same-origin` is ours. Where it is absent
 * (older browsers), the `Origin` header, which browsers send with every cross-origin request
 * and every POST, PUT and DELETE, must be the site's own origin. A request with neither came
 * from no browser page (a script), which is no cross-site forgery: `allowBare` says whether it
 * may go on (signing in: yes; a cookie-authenticated change: no, scripts use the token).
 */
export function sameOrigin(deps: AppDeps, request: FastifyRequest, allowBare: boolean): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site === 'same-origin';
  const origin = request.headers.origin;
  if (typeof origin !== 'string') return allowBare;
  return origin === new URL(publicOrigin(deps.config, request)).origin;
}

export const crossSiteRefused = () => new ApiError(403, CROSS_SITE_REQUEST_CODE, zhCNOperator.crossSite);

/** The onRequest hook of an operator scope. */
export function operatorGuard(deps: AppDeps, tokens: readonly AcceptedToken[]): (request: FastifyRequest) => Promise<void> {
  const accepted = tokens
    .filter((entry) => entry.token !== '')
    .map((entry) => ({ hash: digest(entry.token), rights: new Set(entry.rights), onlyItsRoutes: entry.onlyItsRoutes === true }));
  const failures = new RateLimiter(deps.db, 'adminAuthFailure', ADMIN_FAILURES_PER_MINUTE, 60_000, deps.now);
  return async (request) => {
    const right = request.routeOptions.config.right;
    const access = request.headers.authorization !== undefined ? await byToken(request, right) : await bySession(deps, request);
    if (right === undefined) throw new Error(`${request.routeOptions.url}: an operator route without a right`);
    if (right !== null && access.enrolmentRequired) throw new ApiError(403, OPERATOR_TOTP_ENROLMENT_CODE, zhCNOperator.totpEnrolmentRequired);
    if (right !== null && !access.rights.has(right)) throw roleForbidden();
    request.operatorAccess = access;
  };

  async function byToken(request: FastifyRequest, right: OperatorRight | null | undefined): Promise<OperatorAccess> {
    if (await failures.spent(request.ip)) throw new ApiError(429, RATE_LIMITED_CODE, zhCNOperator.tokenRateLimited);
    const header = request.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? digest(header.slice('Bearer '.length)) : null;
    // Every accepted token is compared (no early exit), so timing says nothing about which matched.
    const matches = accepted.map((entry) => (given !== null && timingSafeEqual(given, entry.hash) ? entry : null));
    const match = matches.find((entry) => entry !== null && (!entry.onlyItsRoutes || (right != null && entry.rights.has(right))));
    if (!match) {
      await failures.count(request.ip);
      throw signInRequired();
    }
    return { actor: TOKEN_ACTOR, rights: match.rights, sessionHash: null, enrolmentRequired: false };
  }
}

async function bySession(deps: AppDeps, request: FastifyRequest): Promise<OperatorAccess> {
  const token = sessionCookieOf(request);
  if (!token) throw signInRequired();
  const found = await sessionOperator(deps.db, token, deps.now());
  if (found.state === 'idle') throw signInRequired(zhCNOperator.sessionIdle);
  if (found.state === 'none') throw signInRequired();
  // SameSite=Strict already keeps the cookie off other sites' requests; this is the second lock.
  if (!SAFE_METHODS.has(request.method) && !sameOrigin(deps, request, false)) throw crossSiteRefused();
  const { operator } = found;
  return {
    actor: { operatorId: Number(operator.id), name: operator.name },
    rights: new Set(ROLE_RIGHTS[operator.role]),
    sessionHash: found.tokenHash,
    enrolmentRequired: enrolmentRequired(operator),
  };
}

/** ADMIN_TOKEN's rights: all of them. */
export const ALL_RIGHTS: readonly OperatorRight[] = OPERATOR_RIGHTS;

/** Refuses, when the app is ready, an operator route registered without `config.right`. */
export function requireRights(scope: FastifyInstance): void {
  scope.addHook('onRoute', (options) => {
    if (options.config?.right === undefined) throw new Error(`${options.method} ${options.url}: an operator route must declare its right`);
  });
}

/** The route's access (set by the guard). */
export function accessOf(request: FastifyRequest): OperatorAccess {
  if (!request.operatorAccess) throw signInRequired();
  return request.operatorAccess;
}
