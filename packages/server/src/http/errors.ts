/**
 * Failures as the envelope carries them: `{ code, msg }`. The HTTP status tells the class
 * (400 bad input, 401 session, 404, 413, 429); a business refusal that is an ordinary
 * answer (wrong password, already claimed, not enough coins) is HTTP 200 with a non-zero
 * code, as the spec's client expects. Clients read the envelope whatever the status.
 */
import { SESSION_EXPIRED_CODE, SIGNED_IN_ELSEWHERE_CODE, zhCN } from '@nocturne/core';

/** A generic business refusal; the member sees `msg`. */
export const REFUSED_CODE = 1;
export const BAD_REQUEST_CODE = 400;
export const FORBIDDEN_CODE = 403;
export const NOT_FOUND_CODE = 404;
export const TOO_LARGE_CODE = 413;
export const RATE_LIMITED_CODE = 429;
export const INTERNAL_ERROR_CODE = 5000;

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: number | string,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (msg: string) => new ApiError(400, BAD_REQUEST_CODE, msg);
export const refused = (msg: string, code: number | string = REFUSED_CODE) => new ApiError(200, code, msg);
export const forbidden = (msg: string = zhCN.server.forbidden) => new ApiError(403, FORBIDDEN_CODE, msg);
export const notFound = (msg: string = zhCN.server.notFound) => new ApiError(404, NOT_FOUND_CODE, msg);
export const tooManyRequests = () => new ApiError(429, RATE_LIMITED_CODE, zhCN.server.tooManyRequests);
export const sessionExpired = () => new ApiError(401, SESSION_EXPIRED_CODE, zhCN.session.expired);
export const signedInElsewhere = () => new ApiError(401, SIGNED_IN_ELSEWHERE_CODE, zhCN.session.elsewhere);
