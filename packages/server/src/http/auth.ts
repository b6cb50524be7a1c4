/**
 * Member sessions from the `Token` header. Tokens are random, stored as sha256, expiring;
 * an unknown or expired token answers 8000, and so does one superseded by a login elsewhere,
 * with a message that says so.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/db.ts';
import { queryOne } from '../db/db.ts';
import { sessionExpired, signedInElsewhere } from './errors.ts';
import { announceSessionsEnded } from './sessionEnds.ts';
import type { SessionCache, TokenRow } from './sessionCache.ts';

export const TOKEN_HEADER = 'token';

export interface Session {
  memberId: number;
  memberCode: string;
  /** The sha256 of the session's token: a password change keeps this one session. */
  tokenHash: string;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Issues a new token for a member; answers the token (only its hash is stored). */
export async function issueToken(db: Db, memberId: number, ttlSeconds: number, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query('INSERT INTO member_tokens (token_hash, member_id, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
    hashToken(token),
    memberId,
    now,
    new Date(now.getTime() + ttlSeconds * 1000),
  ]);
  return token;
}

/** Marks every live token of the member as superseded (a login elsewhere). */
export async function supersedeTokens(db: Db, memberId: number, now: Date): Promise<void> {
  await db.query('UPDATE member_tokens SET superseded_at = $2 WHERE member_id = $1 AND superseded_at IS NULL', [memberId, now]);
  await announceSessionsEnded(db, memberId);
}

/** Ends every token of the member but `keep` (a password change keeps its own): they then answer 8000. */
export async function revokeTokens(db: Db, memberId: number, now: Date, keep: string): Promise<void> {
  await db.query('UPDATE member_tokens SET expires_at = $2 WHERE member_id = $1 AND expires_at > $2 AND token_hash <> $3', [memberId, now, keep]);
  await announceSessionsEnded(db, memberId);
}

async function tokenRow(db: Db, tokenHash: string): Promise<TokenRow | undefined> {
  const row = await queryOne<{ member_id: number; member_code: string; expires_at: Date; superseded_at: Date | null }>(
    db,
    `SELECT t.member_id, m.member_code, t.expires_at, t.superseded_at
       FROM member_tokens t JOIN members m ON m.id = t.member_id
      WHERE t.token_hash = $1`,
    [tokenHash],
  );
  return row && { memberId: row.member_id, memberCode: row.member_code, expiresAt: row.expires_at.getTime(), superseded: row.superseded_at !== null };
}

/**
 * The session of a token, or throws the envelope error the client acts on. `fresh` reads the
 * token from the database, never from the cache (money calls).
 */
export async function sessionOf(db: Db, sessions: SessionCache, token: string | undefined, now: Date, fresh = false): Promise<Session> {
  if (!token || token.length > 200) throw sessionExpired();
  const tokenHash = hashToken(token);
  const row = fresh ? await tokenRow(db, tokenHash) : await sessions.get(tokenHash, () => tokenRow(db, tokenHash));
  if (!row) throw sessionExpired();
  if (row.superseded) throw signedInElsewhere();
  if (row.expiresAt <= now.getTime()) throw sessionExpired();
  return { memberId: row.memberId, memberCode: row.memberCode, tokenHash };
}
