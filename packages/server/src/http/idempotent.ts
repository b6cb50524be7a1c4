/**
 * Money-moving calls run once per identical request: a double tap on 确认提现 made two
 * withdrawals 18 ms apart. The key is member + call + a hash of the VALIDATED body (so the
 * original client's `"5"` and a `5` are one request), kept in the database so it holds across
 * server processes and restarts. The first request claims the key with a pending row, runs,
 * and stores its answer; an identical one within IDEMPOTENCY_WINDOW_MS gets that stored
 * answer (the same envelope), waits briefly while it is still pending, and past that wait is
 * refused with 请求处理中 — never run a second time.
 *
 * Only successes are stored. A failure moved nothing, so its row is removed and a repeat runs
 * again (and sees the truth of now, e.g. coins topped up since).
 */
import { createHash } from 'node:crypto';
import { zhCNServer } from '@nocturne/core';
import type { AppDeps } from './deps.ts';
import { refused } from './errors.ts';
import type { RouteContext } from './route.ts';

/** How long an identical request answers the first one's answer instead of running. */
export const IDEMPOTENCY_WINDOW_MS = 10_000;
/** How long a duplicate waits for the first request's answer before it is refused. */
const WAIT_MS = 3_000;
const POLL_MS = 25;

/** What a success answered: the `data` and the envelope's `msg` (set through `say`). */
interface StoredAnswer {
  data: unknown;
  msg?: string;
}

/** JSON with sorted keys: the same body always hashes the same, whatever its key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function bodyHash(body: unknown): string {
  return createHash('sha256').update(canonical(body)).digest('hex');
}

type Claim = { kind: 'mine' } | { kind: 'answered'; answer: StoredAnswer } | { kind: 'pending' };

/**
 * Claims the key: inserts a pending row, or takes over one older than the window (a finished
 * request long ago, or a process that died mid-call). One statement, so two racing requests
 * never both claim it.
 */
async function claim(deps: AppDeps, memberId: number, call: string, hash: string): Promise<Claim> {
  const now = deps.now();
  const staleBefore = new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS);
  const mine = await deps.db.query(
    `INSERT INTO idempotent_answers (member_id, call, body_hash, created_at, answer) VALUES ($1, $2, $3, $4, NULL)
     ON CONFLICT (member_id, call, body_hash) DO UPDATE SET created_at = EXCLUDED.created_at, answer = NULL
       WHERE idempotent_answers.created_at < $5
     RETURNING 1`,
    [memberId, call, hash, now, staleBefore],
  );
  if (mine.length > 0) return { kind: 'mine' };
  const rows = await deps.db.query<{ answer: StoredAnswer | null }>(
    'SELECT answer FROM idempotent_answers WHERE member_id = $1 AND call = $2 AND body_hash = $3',
    [memberId, call, hash],
  );
  // Gone between the two statements: the first request failed and removed it; try again.
  if (rows.length === 0) return claim(deps, memberId, call, hash);
  const answer = rows[0]!.answer;
  return answer ? { kind: 'answered', answer } : { kind: 'pending' };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Wraps a route handler of a money-moving call (`call` names it: 'tixian', 'buy', 'yianpay').
 * The handler's result must be plain JSON (it is stored and replayed).
 */
export function idempotent<Body, Result>(
  deps: AppDeps,
  call: string,
  handler: (ctx: RouteContext<Body>) => Promise<Result>,
): (ctx: RouteContext<Body>) => Promise<Result> {
  return async (ctx) => {
    const memberId = ctx.member.memberId;
    const hash = bodyHash(ctx.body);
    const key = [memberId, call, hash] as const;
    const waitUntil = Date.now() + WAIT_MS;
    for (;;) {
      const claimed = await claim(deps, ...key);
      if (claimed.kind === 'answered') {
        if (claimed.answer.msg !== undefined) ctx.say(claimed.answer.msg);
        return claimed.answer.data as Result;
      }
      if (claimed.kind === 'mine') break;
      // Real time, not deps.now(): this is how long the caller waits, whatever the test clock says.
      if (Date.now() >= waitUntil) throw refused(zhCNServer.stillProcessing);
      await sleep(POLL_MS);
    }

    let msg: string | undefined;
    let result: Result;
    try {
      result = await handler({
        ...ctx,
        member: ctx.member,
        say: (text) => {
          msg = text;
          ctx.say(text);
        },
      });
    } catch (error) {
      // Nothing moved: release the key so a repeat runs (and waiting duplicates run it).
      await deps.db.query('DELETE FROM idempotent_answers WHERE member_id = $1 AND call = $2 AND body_hash = $3 AND answer IS NULL', [...key]);
      throw error;
    }
    const stored: StoredAnswer = msg === undefined ? { data: result ?? null } : { data: result ?? null, msg };
    await deps.db.query('UPDATE idempotent_answers SET answer = $4::text::jsonb WHERE member_id = $1 AND call = $2 AND body_hash = $3', [
      ...key,
      JSON.stringify(stored),
    ]);
    // This member's answers past the window are of no use any more.
    await deps.db.query('DELETE FROM idempotent_answers WHERE member_id = $1 AND created_at < $2 AND answer IS NOT NULL', [
      memberId,
      new Date(deps.now().getTime() - IDEMPOTENCY_WINDOW_MS),
    ]);
    return result;
  };
}
