/**
 * Sessions ended in one process end in all of them at once. A login elsewhere or a password
 * change notifies the member's id on a PostgreSQL channel in the transaction that ends the
 * tokens (delivered on commit); every server process on the database listens and drops the
 * member from its session cache. Before, another process honoured the old token until its
 * cache entry aged out (5 s: 92 calls, a coin buy and a payment order among them).
 *
 * PGlite is one process: the service's own `forgetMember` is all it needs, and the notify
 * goes to nobody. Money calls read their token from the database anyway (moneyCalls.ts).
 */
import type { Db } from '../db/db.ts';
import type { SessionCache } from './sessionCache.ts';

/** One channel per database: every process of a fleet on it hears every end. */
export const SESSIONS_ENDED_CHANNEL = 'nocturne_sessions_ended';

/** Inside the transaction that ends the member's tokens: heard by every process when it commits. */
export async function announceSessionsEnded(tx: Db, memberId: number): Promise<void> {
  await tx.query('SELECT pg_notify($1, $2)', [SESSIONS_ENDED_CHANNEL, String(memberId)]);
}

/**
 * Drops a member's cached tokens whenever any process ends its sessions. While the listening
 * connection was down ends may have been missed: each (re)connection forgets the whole cache.
 * Answers the function that stops following (nothing to stop on PGlite).
 */
export async function followSessionEnds(db: Db, sessions: SessionCache): Promise<() => Promise<void>> {
  if (!db.listen) return async () => undefined;
  return db.listen(
    SESSIONS_ENDED_CHANNEL,
    (payload) => {
      const memberId = Number(payload);
      if (Number.isSafeInteger(memberId)) sessions.forgetMember(memberId);
    },
    () => sessions.forgetAll(),
  );
}
