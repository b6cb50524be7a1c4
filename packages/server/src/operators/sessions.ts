/**
 * Operator sessions (`operator_sessions`), in the database so that every server process
 * agrees: a sign-out anywhere ends the session everywhere at once, and nothing is remembered
 * in one process. A session ends after OPERATOR_IDLE_MS without a request, after
 * OPERATOR_SESSION_MAX_MS in any case, at sign-out, and when its operator is disabled or signs
 * out everywhere. Operators are few, so each request reads its session: no cache to keep in step.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/db.ts';
import { queryOne } from '../db/db.ts';
import { hashToken } from '../http/auth.ts';
import type { OperatorRow } from './accounts.ts';

/** Idle time after which a session ends (an operator who walked away is signed out). */
export const OPERATOR_IDLE_MS = 30 * 60_000;
/** A session ends this long after sign-in whatever happens: one working day. */
export const OPERATOR_SESSION_MAX_MS = 12 * 3_600_000;
/** A session's last-seen time is written at most this often (one write a minute, not one a request). */
const TOUCH_EVERY_MS = 60_000;

export async function startSession(db: Db, operatorId: number, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query('INSERT INTO operator_sessions (token_hash, operator_id, created_at, last_seen_at, expires_at) VALUES ($1, $2, $3, $3, $4)', [
    hashToken(token),
    operatorId,
    now,
    new Date(now.getTime() + OPERATOR_SESSION_MAX_MS),
  ]);
  return token;
}

export type SessionLookup = { state: 'live'; operator: OperatorRow; tokenHash: string } | { state: 'none' } | { state: 'idle' };

/** The operator of a session token, after marking it seen; idle, expired, ended or disabled: not live. */
export async function sessionOperator(db: Db, token: string, now: Date): Promise<SessionLookup> {
  if (token.length > 200) return { state: 'none' };
  const tokenHash = hashToken(token);
  const row = await queryOne<OperatorRow & { last_seen_at: Date; expires_at: Date; ended_at: Date | null; operator_id: number }>(
    db,
    `SELECT o.*, s.operator_id, s.last_seen_at, s.expires_at, s.ended_at
       FROM operator_sessions s JOIN operators o ON o.id = s.operator_id WHERE s.token_hash = $1`,
    [tokenHash],
  );
  if (!row || row.ended_at || row.disabled_at || row.expires_at <= now) return { state: 'none' };
  if (now.getTime() - row.last_seen_at.getTime() >= OPERATOR_IDLE_MS) {
    await endSession(db, tokenHash, now);
    return { state: 'idle' };
  }
  if (now.getTime() - row.last_seen_at.getTime() >= TOUCH_EVERY_MS) {
    await db.query('UPDATE operator_sessions SET last_seen_at = $2 WHERE token_hash = $1 AND last_seen_at < $2', [tokenHash, now]);
  }
  return { state: 'live', operator: row, tokenHash };
}

export async function endSession(db: Db, tokenHash: string, now: Date): Promise<void> {
  await db.query('UPDATE operator_sessions SET ended_at = $2 WHERE token_hash = $1 AND ended_at IS NULL', [tokenHash, now]);
}

/** Sign-out everywhere, a password change, a role change, disabling: every session of the operator ends. */
export async function endOperatorSessions(db: Db, operatorId: number, now: Date, keep = ''): Promise<void> {
  await db.query('UPDATE operator_sessions SET ended_at = $2 WHERE operator_id = $1 AND ended_at IS NULL AND token_hash <> $3', [operatorId, now, keep]);
}
