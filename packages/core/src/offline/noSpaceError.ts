/**
 * The device's storage is full: a write passed the origin's quota. The download pauses as
 * `noSpace` (空间不足) instead of failing, so freeing space and 继续 picks it up again.
 */
export class NoSpaceError extends Error {
  override readonly name = 'NoSpaceError';
  constructor(options?: { cause?: unknown }) {
    super('the storage quota is exceeded', options);
  }
}

/** Browsers' names for a write past the quota (Firefox before 2020: NS_ERROR_DOM_QUOTA_REACHED). */
const QUOTA_ERROR_NAMES = new Set(['QuotaExceededError', 'NS_ERROR_DOM_QUOTA_REACHED']);

export function isQuotaError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && QUOTA_ERROR_NAMES.has(String((error as { name?: unknown }).name));
}

/** The error a store rethrows: NoSpaceError for a quota error, the error itself otherwise. */
export function asNoSpace(error: unknown): unknown {
  return isQuotaError(error) ? new NoSpaceError({ cause: error }) : error;
}
