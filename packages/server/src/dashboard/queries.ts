/**
 * Every query of the dashboard. Days are business days: a timestamp's day is its
 * date in the business time zone ($1), and a day starts at that zone's midnight.
 */
import type { Db } from '../db/db.ts';

type DayRow = { day: string; value: number };

/** The business day of a timestamp column. */
const dayOf = (column: string) => `to_char((${column} AT TIME ZONE $1)::date, 'YYYY-MM-DD')`;
/**
 * The instant the day $2 began (the zone's midnight). The per-day figures read from
 * yesterday's start ($2 = yesterday); the queues' "yesterday" is their state at today's
 * start ($2 = today).
 */
const DAY_START = '($2::date)::timestamp AT TIME ZONE $1';

export interface DayWindow {
  timeZone: string;
  today: string;
  yesterday: string;
}

/** A figure by day, from yesterday's start on ($1 the zone, $2 yesterday). */
async function perDay(db: Db, window: DayWindow, sql: string): Promise<Map<string, number>> {
  const rows = await db.query<DayRow>(sql, [window.timeZone, window.yesterday]);
  return new Map(rows.map((row) => [row.day, Number(row.value)]));
}

export function newMembersByDay(db: Db, window: DayWindow): Promise<Map<string, number>> {
  return perDay(db, window, `SELECT ${dayOf('created_at')} AS day, count(*)::int AS value FROM members WHERE created_at >= ${DAY_START} GROUP BY 1`);
}

/** Members who signed in (a new token), checked in, watched (served seconds) or moved a player that day. */
export function activeMembersByDay(db: Db, window: DayWindow): Promise<Map<string, number>> {
  return perDay(
    db,
    window,
    `SELECT day, count(DISTINCT member_id)::int AS value FROM (
        SELECT member_id, to_char(day, 'YYYY-MM-DD') AS day FROM watch_time WHERE day >= $2::date AND seconds > 0
        UNION ALL SELECT member_id, to_char(day, 'YYYY-MM-DD') FROM sign_ins WHERE day >= $2::date
        UNION ALL SELECT member_id, ${dayOf('created_at')} FROM member_tokens WHERE created_at >= ${DAY_START}
        UNION ALL SELECT member_id, ${dayOf('updated_at')} FROM playback_progress WHERE updated_at >= ${DAY_START}
      ) active
      GROUP BY day`,
  );
}

/** Offline licences granted, by the day first granted (a renewal keeps issued_at). */
export function offlineDownloadsByDay(db: Db, window: DayWindow): Promise<Map<string, number>> {
  return perDay(db, window, `SELECT ${dayOf('issued_at')} AS day, count(*)::int AS value FROM offline_licences WHERE issued_at >= ${DAY_START} GROUP BY 1`);
}

/** Paid orders of one kind ('coins' top-ups or 'vip'), in fen, by the day they were paid. */
export function revenueByDay(db: Db, window: DayWindow, kind: 'coins' | 'vip'): Promise<Map<string, number>> {
  return perDay(
    db,
    window,
    `SELECT ${dayOf('settled_at')} AS day, sum(amount_fen)::float8 AS value FROM pay_orders
      WHERE state = 'paid' AND kind = '${kind}' AND settled_at >= ${DAY_START} GROUP BY 1`,
  );
}

/** Coins taken from members' accounts, except operators' adjustments (those are corrections, not spending). */
export function coinsSpentByDay(db: Db, window: DayWindow): Promise<Map<string, number>> {
  return perDay(
    db,
    window,
    `SELECT ${dayOf('created_at')} AS day, (-sum(delta))::float8 AS value FROM ledger
      WHERE account = 'coins' AND delta < 0 AND reason <> 'operator' AND created_at >= ${DAY_START} GROUP BY 1`,
  );
}

export interface QueueSizes {
  now: number;
  /** At the end of yesterday (today's start). */
  atTodayStart: number;
}

async function queue(db: Db, window: DayWindow, sql: string): Promise<QueueSizes> {
  const [row] = await db.query<{ now: number; at_start: number }>(sql, [window.timeZone, window.today]);
  return { now: Number(row?.now ?? 0), atTodayStart: Number(row?.at_start ?? 0) };
}

/**
 * Rows waiting for a decision now, and at today's start (filed before it, decided after it or
 * not yet). The names are this file's constants, never input.
 */
function decisionQueue(db: Db, window: DayWindow, table: 'withdrawals' | 'reports', waiting: string, decidedAt: string): Promise<QueueSizes> {
  const stillOpen = `(state = '${waiting}' OR ${decidedAt} >= ${DAY_START})`;
  return queue(
    db,
    window,
    `SELECT count(*) FILTER (WHERE state = '${waiting}')::int AS now,
            count(*) FILTER (WHERE created_at < ${DAY_START} AND ${stillOpen})::int AS at_start
       FROM ${table} WHERE ${stillOpen}`,
  );
}

/** Withdrawals waiting for a decision now, and at today's start. */
export const withdrawalsWaiting = (db: Db, window: DayWindow) => decisionQueue(db, window, 'withdrawals', 'pending', 'decided_at');

/** Reports still open now, and at today's start. */
export const openReports = (db: Db, window: DayWindow) => decisionQueue(db, window, 'reports', 'open', 'resolved_at');

/** Threads whose latest message is the member's (chat.ts's "unanswered"), now and at today's start. */
export function chatsWaiting(db: Db, window: DayWindow): Promise<QueueSizes> {
  return queue(
    db,
    window,
    `SELECT count(*) FILTER (WHERE latest = 'member')::int AS now, count(*) FILTER (WHERE latest_at_start = 'member')::int AS at_start
       FROM (SELECT (array_agg(sender ORDER BY id DESC))[1] AS latest,
                    (array_agg(sender ORDER BY id DESC) FILTER (WHERE created_at < ${DAY_START}))[1] AS latest_at_start
               FROM chat_messages GROUP BY member_id) threads`,
  );
}

export interface PlaybackDayRow {
  day: string;
  plays: number;
  rebuffer_ms: number;
  watched_ms: number;
}

/** The playback rollup of from..to summed over videos, by day. */
export function playbackByDay(db: Db, from: string, to: string): Promise<PlaybackDayRow[]> {
  return db.query<PlaybackDayRow>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, sum(plays)::float8 AS plays, sum(rebuffer_ms)::float8 AS rebuffer_ms, sum(watched_ms)::float8 AS watched_ms
       FROM playback_daily WHERE day BETWEEN $1::date AND $2::date GROUP BY day`,
    [from, to],
  );
}

/** The first-frame buckets of from..to merged over videos: day -> bucket -> plays. */
export async function firstFrameBucketsByDay(db: Db, from: string, to: string): Promise<Map<string, Record<string, number>>> {
  const rows = await db.query<{ day: string; bucket: string; plays: number }>(
    `SELECT to_char(p.day, 'YYYY-MM-DD') AS day, b.key AS bucket, sum(b.value::float8)::float8 AS plays
       FROM playback_daily p, jsonb_each_text(p.first_frame_buckets) b
      WHERE p.day BETWEEN $1::date AND $2::date GROUP BY 1, 2`,
    [from, to],
  );
  const byDay = new Map<string, Record<string, number>>();
  for (const row of rows) {
    const buckets = byDay.get(row.day) ?? {};
    buckets[row.bucket] = Number(row.plays);
    byDay.set(row.day, buckets);
  }
  return byDay;
}

/** The most played videos of from..to. */
export function topVideosByPlays(db: Db, from: string, to: string, limit: number): Promise<{ video_id: number; name: string; plays: number }[]> {
  return db.query(
    `SELECT p.video_id::int AS video_id, v.name, sum(p.plays)::int AS plays
       FROM playback_daily p JOIN videos v ON v.id = p.video_id
      WHERE p.day BETWEEN $1::date AND $2::date
      GROUP BY p.video_id, v.name HAVING sum(p.plays) > 0
      ORDER BY plays DESC, p.video_id LIMIT $3`,
    [from, to, limit],
  );
}
