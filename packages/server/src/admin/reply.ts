/** The operator API answers with the same envelope as the member API, never encrypted. */
import type { Envelope } from '@nocturne/core';
import { SUCCESS_CODE } from '@nocturne/core';

export function ok<T>(data: T): Envelope<T> {
  return { code: SUCCESS_CODE, msg: 'success', data };
}
