/**
 * Failures as the envelope carries them: `{ code, msg, message }`, with core's codes. The
 * status is for the operator API and media; a member call answers HTTP 200 whatever it is
 * (app.ts), and the code tells the class.
 */
import {
  BAD_REQUEST_CODE,
  CONFLICT_CODE,
  FORBIDDEN_CODE,
  NOT_FOUND_CODE,
  RATE_LIMITED_CODE,
  REFUSED_CODE,
  SESSION_EXPIRED_CODE,
  zhCN,
  zhCNOperator,
  zhCNServer,
} from '@nocturne/core';

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
export const forbidden = (msg: string = zhCNServer.forbidden) => new ApiError(403, FORBIDDEN_CODE, msg);
export const notFound = (msg: string = zhCNServer.notFound) => new ApiError(404, NOT_FOUND_CODE, msg);
/** The change clashes with what is there (a name taken, a state that does not allow it). */
export const conflict = (msg: string) => new ApiError(409, CONFLICT_CODE, msg);
/** A file whose bytes are none of the kinds the call takes. */
export const unsupportedMediaType = (msg: string) => new ApiError(415, BAD_REQUEST_CODE, msg);
export const tooManyRequests = (msg: string = zhCNServer.tooManyRequests) => new ApiError(429, RATE_LIMITED_CODE, msg);
export const sessionExpired = () => new ApiError(401, SESSION_EXPIRED_CODE, zhCN.session.expired);
/**
 * A session a login on another device replaced: code 8000 with a sentence that says so. The
 * original client handles no other code for it (SYS.0015 left it on black pages); our app
 * shows the message of an 8000.
 */
export const signedInElsewhere = () => new ApiError(401, SESSION_EXPIRED_CODE, zhCN.session.elsewhere);

/**
 * A suspended member, on every call with its token and at login: 403 with a sentence that
 * says so. Not 8000: the original client drops its token on 8000 and registers the device
 * again, in a loop; on any other code it stays and shows `msg`.
 */
export const memberSuspended = () => new ApiError(403, FORBIDDEN_CODE, zhCNOperator.memberSuspended);
