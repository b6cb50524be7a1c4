/** Every query of the daily playback rollup (`playback_daily`, migration 102). */
import type { Db } from '../db/db.ts';

/** One beacon's contribution to its day and video. */
export interface RollupDelta {
  plays: number;
  firstFrameMs: number;
  /** Plays by bucket key ("250", ..., "+Inf"). */
  firstFrameBuckets: Record<string, number>;
  rebuffers: number;
  rebufferMs: number;
  watchedMs: number;
  switches: number;
  errors: Record<string, number>;
  /** Milliseconds watched by height ("720"). */
  renditions: Record<string, number>;
}

/** Adds two JSONB maps of counts key by key. */
const addCounts = (column: string) => `(
  SELECT COALESCE(jsonb_object_agg(key, total), '{}'::jsonb)
    FROM (SELECT key, SUM(value::numeric) AS total
            FROM (SELECT * FROM jsonb_each_text(playback_daily.${column}) UNION ALL SELECT * FROM jsonb_each_text(EXCLUDED.${column})) AS pairs
           GROUP BY key) AS sums)`;

/** Adds a beacon to its day's row (of a video the caller found published: made-up codes cannot grow the table). */
export async function addToRollup(db: Db, day: string, videoId: number, delta: RollupDelta): Promise<void> {
  await db.query(
    `INSERT INTO playback_daily AS playback_daily
       (day, video_id, beacons, plays, first_frame_ms, first_frame_buckets, rebuffers, rebuffer_ms, watched_ms, switches, errors, renditions)
     -- The maps travel as JSON text ($n::text::jsonb): a jsonb parameter would be encoded once more by postgres.js.
     VALUES ($1::date, $2, 1, $3, $4, $5::text::jsonb, $6, $7, $8, $9, $10::text::jsonb, $11::text::jsonb)
     ON CONFLICT (day, video_id) DO UPDATE SET
       beacons = playback_daily.beacons + 1,
       plays = playback_daily.plays + EXCLUDED.plays,
       first_frame_ms = playback_daily.first_frame_ms + EXCLUDED.first_frame_ms,
       first_frame_buckets = ${addCounts('first_frame_buckets')},
       rebuffers = playback_daily.rebuffers + EXCLUDED.rebuffers,
       rebuffer_ms = playback_daily.rebuffer_ms + EXCLUDED.rebuffer_ms,
       watched_ms = playback_daily.watched_ms + EXCLUDED.watched_ms,
       switches = playback_daily.switches + EXCLUDED.switches,
       errors = ${addCounts('errors')},
       renditions = ${addCounts('renditions')}`,
    [
      day,
      videoId,
      delta.plays,
      delta.firstFrameMs,
      JSON.stringify(delta.firstFrameBuckets),
      delta.rebuffers,
      delta.rebufferMs,
      delta.watchedMs,
      delta.switches,
      JSON.stringify(delta.errors),
      JSON.stringify(delta.renditions),
    ],
  );
}

export interface RollupRow {
  day: string;
  video_id: number;
  beacons: number;
  plays: number;
  first_frame_ms: number;
  first_frame_buckets: Record<string, number>;
  rebuffers: number;
  rebuffer_ms: number;
  watched_ms: number;
  switches: number;
  errors: Record<string, number>;
  renditions: Record<string, number>;
}

/** Rows of the days from..to (inclusive), of one video or all, newest day first, busiest first. */
export async function readRollup(db: Db, from: string, to: string, videoId: number | null, limit: number): Promise<RollupRow[]> {
  return db.query<RollupRow>(
    `SELECT to_char(p.day, 'YYYY-MM-DD') AS day, p.video_id::int AS video_id,
            p.beacons::float8 AS beacons, p.plays::float8 AS plays, p.first_frame_ms::float8 AS first_frame_ms,
            p.first_frame_buckets, p.rebuffers::float8 AS rebuffers, p.rebuffer_ms::float8 AS rebuffer_ms,
            p.watched_ms::float8 AS watched_ms, p.switches::float8 AS switches, p.errors, p.renditions
       FROM playback_daily p
      WHERE p.day BETWEEN $1::date AND $2::date AND ($3::bigint IS NULL OR p.video_id = $3)
      ORDER BY p.day DESC, p.plays DESC, p.video_id
      LIMIT $4`,
    [from, to, videoId, limit],
  );
}
