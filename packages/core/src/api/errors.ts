/**
 * Typed failures of an API call, so callers branch on the kind of failure
 * instead of parsing messages.
 */

/** The server answered with a non-zero code. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly code: number | string,
    message: string,
    readonly path: string,
  ) {
    super(message);
  }
}

/** Code 8000: the token expired; it has been removed. */
export class SessionExpiredError extends ApiError {
  override name = 'SessionExpiredError';
}

/** Code SYS.0015: the account signed in elsewhere; token and memberInfo have been removed. */
export class SignedInElsewhereError extends ApiError {
  override name = 'SignedInElsewhereError';
}

/** No answer within the request timeout. */
export class RequestTimeoutError extends Error {
  override name = 'RequestTimeoutError';
  constructor(
    readonly path: string,
    readonly timeoutMs: number,
  ) {
    super(`${path} timed out after ${timeoutMs} ms`);
  }
}

/** The request never got an answer we could read: offline, refused, or not an API envelope. */
export class NetworkError extends Error {
  override name = 'NetworkError';
  constructor(
    readonly path: string,
    options?: { cause?: unknown; status?: number },
  ) {
    super(options?.status ? `${path} answered HTTP ${options.status} without an envelope` : `${path} network failure`, {
      cause: options?.cause,
    });
    this.status = options?.status;
  }
  readonly status: number | undefined;
}
