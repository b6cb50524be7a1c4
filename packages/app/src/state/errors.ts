import { ApiError, NetworkError, RequestTimeoutError, zhCN } from '@nocturne/core';

/** The message a failed call shows: the server's own text when it sent one, else `fallback`. */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message) return error.message;
  if (error instanceof RequestTimeoutError) return zhCN.common.requestTimeout;
  if (error instanceof NetworkError) return zhCN.common.networkError;
  return fallback;
}

/** True for failures the session handler already dealt with (code 8000, SYS.0015). */
export function isSessionFailure(error: unknown): boolean {
  return error instanceof ApiError && (error.name === 'SessionExpiredError' || error.name === 'SignedInElsewhereError');
}

/** The server's own text for a refusal, else `fallback` for any other failure (payments). */
export function serverMessageOr(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}
