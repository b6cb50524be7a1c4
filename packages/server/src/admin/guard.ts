/**
 * The operator API's one check: `Authorization: Bearer <ADMIN_TOKEN>`, compared in
 * constant time. Without ADMIN_TOKEN the operator API is not registered at all (404).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../http/errors.ts';

export const ADMIN_UNAUTHORIZED_CODE = 401;

const digest = (text: string) => createHash('sha256').update(text).digest();

export function adminGuard(adminToken: string): (request: FastifyRequest) => Promise<void> {
  const expected = digest(adminToken);
  return async (request) => {
    const header = request.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
    // Hashing first makes both sides the same length, so the comparison leaks nothing.
    if (!given || !timingSafeEqual(digest(given), expected)) {
      throw new ApiError(401, ADMIN_UNAUTHORIZED_CODE, 'operator token required');
    }
  };
}
