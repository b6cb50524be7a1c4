/**
 * Member sessions from the `Token` header: an unknown or expired token answers 8000, and so
 * does one superseded by a login elsewhere, with a message that says so; a suspended
 * member's token answers 403 (errors.ts, memberSuspended). The tokens
 * themselves are the members domain's (members/sessions.ts); the app hands their reader to
 * the route layer as `app.tokenRows` (app.ts).
 */
import { createHash } from 'node:crypto';
import { memberSuspended, sessionExpired, signedInElsewhere } from './errors.ts';
import type { SessionCache, TokenRow } from './sessionCache.ts';

export const TOKEN_HEADER = 'token';

export interface Session {
  memberId: number;
  memberCode: string;
  /** The sha256 of the session's token: a password change keeps this one session. */
  tokenHash: string;
}

/** Reads a token's row by its hash from the database (undefined: no such token). */
export type TokenRows = (tokenHash: string) => Promise<TokenRow | undefined>;

declare module 'fastify' {
  interface FastifyInstance {
    /** How the route layer reads a token (app.ts decorates the root instance). */
    tokenRows: TokenRows;
  }
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The session of a token, or throws the envelope error the client acts on. `fresh` reads the
 * token from the database, never from the cache (money calls).
 */
export async function sessionOf(tokenRows: TokenRows, sessions: SessionCache, token: string | undefined, now: Date, fresh = false): Promise<Session> {
  if (!token || token.length > 200) throw sessionExpired();
  const tokenHash = hashToken(token);
  const row = fresh ? await tokenRows(tokenHash) : await sessions.get(tokenHash, () => tokenRows(tokenHash));
  if (!row) throw sessionExpired();
  if (row.superseded) throw signedInElsewhere();
  if (row.expiresAt <= now.getTime()) throw sessionExpired();
  if (row.suspended) throw memberSuspended();
  return { memberId: row.memberId, memberCode: row.memberCode, tokenHash };
}
