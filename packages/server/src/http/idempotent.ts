/**
 * A member call that changes something runs once per identical request: a double tap on
 * 确认提现 made two withdrawals 18 ms apart, and a proxy resends a call whose server died
 * mid-request to another one (deploy/nginx.conf retries member calls). The key is member +
 * call + the VALIDATED body (so the original client's `"5"` and a `5` are one request), kept
 * in the database so it holds across server processes and restarts. An identical request
 * within IDEMPOTENCY_WINDOW_MS answers the first one's answer (the same envelope) instead of
 * running.
 *
 * The claim, the call's own writes and its stored answer are ONE transaction: they commit
 * together or not at all. So a claim dies with the process that held it: a process killed
 * mid-call drops its connection, PostgreSQL rolls the transaction back, and the retry runs
 * as if the first had never come (it moved nothing). There is no moment when the money has
 * moved but the answer is not stored yet. A duplicate that arrives while the first still
 * runs waits on the first's uncommitted claim (the primary key's row lock) for at most
 * WAIT_MS, then gets the stored answer, or 请求处理中 if the first is still running.
 *
 * Only successes are stored: a refusal rolls everything back, so a repeat runs again (and
 * sees the truth of now, e.g. coins topped up since).
 */
import { createHash, createHmac } from 'node:crypto';
import { zhCNServer } from '@nocturne/core';
import type { Db } from '../db/db.ts';
import { TOKEN_HEADER } from './auth.ts';
import type { AppDeps } from './deps.ts';
import { refused } from './errors.ts';
import type { RouteContext } from './route.ts';

/** How long an identical request answers the first one's answer instead of running. */
export const IDEMPOTENCY_WINDOW_MS = 10_000;
/** How long a duplicate waits for the first request's answer before it is refused. */
export const IDEMPOTENCY_WAIT_MS = 3_000;

/** PostgreSQL's lock_not_available: the wait for the first request's claim ran out. */
const LOCK_NOT_AVAILABLE = '55P03';

/** What a success answered: the `data` and the envelope's `msg` (set through `say`). */
interface StoredAnswer {
  data: unknown;
  msg?: string;
}

/** JSON with sorted keys: the same body always hashes the same, whatever its key order. Bytes (an upload) count by their content. */
function canonical(value: unknown): string {
  if (value instanceof Uint8Array) return JSON.stringify(`bytes:${createHash('sha256').update(value).digest('hex')}`);
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * The stored key of a body. Keyed by the caller's token (which the database never holds, only
 * its hash): a retry or double tap carries the same token, and a reader of the table learns
 * nothing about bodies, of which changePwd's hold passwords.
 */
export function requestHash(token: string, body: unknown): string {
  return createHmac('sha256', token).update(canonical(body)).digest('hex');
}

function tokenOf(ctx: RouteContext<unknown>): string {
  const value = ctx.request.headers[TOKEN_HEADER];
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

type Key = readonly [memberId: number, call: string, hash: string];

/**
 * Claims the key inside the caller's transaction: inserts the row, or takes over one older than
 * the window. A concurrent identical request's uncommitted claim makes this wait (at most
 * IDEMPOTENCY_WAIT_MS) until that one commits (then its answer is read) or rolls back (then
 * this claim is ours). Answers the stored answer, or null when the call is ours to run.
 */
async function claim(tx: Db, key: Key, now: Date): Promise<StoredAnswer | null> {
  // Only the claim may wait that little: the call's own statements wait as they always do.
  // The three go out together (postgres.js pipelines a transaction's statements and the
  // server runs them in order): one round trip instead of three on every money call.
  const [, mine] = await Promise.all([
    tx.query("SELECT set_config('lock_timeout', $1, true)", [`${IDEMPOTENCY_WAIT_MS}ms`]),
    tx.query(
      `INSERT INTO idempotent_answers (member_id, call, body_hash, created_at, answer) VALUES ($1, $2, $3, $4, NULL)
       ON CONFLICT (member_id, call, body_hash) DO UPDATE SET created_at = EXCLUDED.created_at, answer = NULL
         WHERE idempotent_answers.created_at < $5
       RETURNING 1`,
      [...key, now, new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS)],
    ),
    tx.exec('SET LOCAL lock_timeout TO DEFAULT'),
  ]);
  if (mine.length > 0) return null;
  const rows = await tx.query<{ answer: string | null }>(
    `SELECT answer #>> '{}' AS answer FROM idempotent_answers WHERE member_id = $1 AND call = $2 AND body_hash = $3`,
    key,
  );
  // A committed claim without an answer is a pending row of the code before this one.
  const answer = rows[0]?.answer;
  if (!answer) throw refused(zhCNServer.stillProcessing);
  return JSON.parse(answer) as StoredAnswer;
}

function isLockTimeout(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === LOCK_NOT_AVAILABLE;
}

/** Answers past the window are swept at most this often per process (as rate limits are). */
const SWEEP_EVERY_MS = 1_000;
/** When each database was last swept by this process. */
const lastSweeps = new WeakMap<Db, number>();

/**
 * Answers past the window are of no use any more (a claim takes such a row over anyway): they
 * are dropped after a call's commit, every member's at once and at most every SWEEP_EVERY_MS,
 * instead of one more round trip on every money call (the table holds about a window's worth
 * of calls). Rows another request holds are skipped: a sweep never waits for anyone.
 */
async function sweep(deps: AppDeps): Promise<void> {
  const at = deps.now().getTime();
  // Either way: a clock set back must not hold sweeps off until it catches up.
  if (Math.abs(at - (lastSweeps.get(deps.db) ?? 0)) < SWEEP_EVERY_MS) return;
  lastSweeps.set(deps.db, at);
  await deps.db.query(
    `DELETE FROM idempotent_answers WHERE (member_id, call, body_hash) IN (
       SELECT member_id, call, body_hash FROM idempotent_answers WHERE created_at < $1 FOR UPDATE SKIP LOCKED)`,
    [new Date(at - IDEMPOTENCY_WINDOW_MS)],
  );
}

/**
 * Wraps the route handler of a call that changes something (`call` names it: 'tixian', 'buy',
 * 'signIn', ...). The handler runs inside the claim's transaction and must do all its work
 * through the `tx` deps it is given (services nest their transactions into it); on PGlite a
 * query on the outer `deps.db` would wait for this very transaction. Its result must be plain
 * JSON (it is stored and replayed).
 */
export function idempotent<Body, Result>(
  deps: AppDeps,
  call: string,
  handler: (ctx: RouteContext<Body>, tx: AppDeps) => Promise<Result>,
): (ctx: RouteContext<Body>) => Promise<Result> {
  return async (ctx) => {
    const memberId = ctx.member.memberId;
    const key: Key = [memberId, call, requestHash(tokenOf(ctx as RouteContext<unknown>), ctx.body)];
    let result: Result;
    try {
      result = await deps.db.transaction(async (db) => {
        const stored = await claim(db, key, deps.now());
        if (stored) {
          if (stored.msg !== undefined) ctx.say(stored.msg);
          return stored.data as Result;
        }
        let msg: string | undefined;
        const data = await handler(
          {
            ...ctx,
            member: ctx.member,
            say: (text) => {
              msg = text;
              ctx.say(text);
            },
          },
          { ...deps, db },
        );
        const answer: StoredAnswer = msg === undefined ? { data: data ?? null } : { data: data ?? null, msg };
        // Kept as JSON text (a JSONB string): JSONB would reorder an object's keys, and a
        // replay must be the first answer byte for byte. Stored with the COMMIT, in its round trip.
        db.atCommit('UPDATE idempotent_answers SET answer = to_jsonb($4::text) WHERE member_id = $1 AND call = $2 AND body_hash = $3', [
          ...key,
          JSON.stringify(answer),
        ]);
        return data;
      });
    } catch (error) {
      if (isLockTimeout(error)) throw refused(zhCNServer.stillProcessing);
      throw error;
    }
    await sweep(deps);
    return result;
  };
}
