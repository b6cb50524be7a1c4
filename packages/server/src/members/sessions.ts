/**
 * Member sessions in the database (`member_tokens`): tokens are 32 random bytes, stored as
 * sha256 and expiring. A login elsewhere supersedes the member's other tokens, a password
 * change ends them; both are announced to every server process (http/sessionEnds.ts). The
 * route layer reads a token's row through `tokenRow` (http/auth.ts; app.ts hands it over).
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/db.ts';
import { queryOne } from '../db/db.ts';
import { hashToken } from '../http/auth.ts';
import type { TokenRow } from '../http/sessionCache.ts';
import { announceSessionsEnded } from '../http/sessionEnds.ts';

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

/** The row of a token by its hash, with its member's code; undefined for no such token. */
export async function tokenRow(db: Db, tokenHash: string): Promise<TokenRow | undefined> {
  const row = await queryOne<{ member_id: number; member_code: string; expires_at: Date; superseded_at: Date | null; suspended_at: Date | null }>(
    db,
    `SELECT t.member_id, m.member_code, t.expires_at, t.superseded_at, m.suspended_at
       FROM member_tokens t JOIN members m ON m.id = t.member_id
      WHERE t.token_hash = $1`,
    [tokenHash],
  );
  return row && { memberId: row.member_id, memberCode: row.member_code, expiresAt: row.expires_at.getTime(), superseded: row.superseded_at !== null, suspended: row.suspended_at !== null };
}
