/**
 * Route options from an entry of core's `contentApi`: its path inside the /admin scope, its
 * right and its summary, so the server spells neither (the table owns them).
 */
import type { OperatorEndpoint } from '@nocturne/core';
import { ADMIN_PREFIX_PATH } from './prefix.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any call of the table
type AnyEndpoint = OperatorEndpoint<any, any>;

/** The endpoint's path as the /admin scope registers it. */
export function scopedPath(endpoint: AnyEndpoint): string {
  if (!endpoint.path.startsWith(`${ADMIN_PREFIX_PATH}/`)) throw new Error(`${endpoint.path}: not an /admin path`);
  return endpoint.path.slice(ADMIN_PREFIX_PATH.length);
}

export function endpointOptions(endpoint: AnyEndpoint, schema: Record<string, unknown> = {}) {
  return { schema: { summary: endpoint.summary, ...schema }, config: { right: endpoint.right } };
}
