/** Likes and favourites, playback progress, and watch time toward the daily watch task. */
import { businessDate, COLLECT_FAVOURITE, COLLECT_LIKE, type CollectKind, type Video } from '@nocturne/core';
import type { Db } from '../db/db.ts';
import { queryOne } from '../db/db.ts';
import type { AppDeps } from '../http/deps.ts';
import { publishedVideo } from './videos.ts';
import { PUBLISHED, toVideo, VIDEO_COLUMNS, type VideoRow } from './videoRows.ts';

/** How many favourites getCollectList answers at most, newest first. */
export const COLLECT_LIST_MAX = 200;

/** Records a like or favourite (core's collectKind) once; a first like warms the video's heat. */
export async function likeVideo(deps: AppDeps, memberId: number, videoId: number, kind: CollectKind): Promise<void> {
  const video = await publishedVideo(deps.db, videoId);
  await deps.db.transaction(async (tx) => {
    const inserted = await tx.query(
      'INSERT INTO member_likes (member_id, video_id, kind, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING 1',
      [memberId, video.id, kind, deps.now()],
    );
    if (inserted.length > 0 && kind === COLLECT_LIKE) await tx.query('UPDATE videos SET heat = heat + 1 WHERE id = $1', [video.id]);
  });
}

/** The member's favourites still published, newest first; covers absolute under `origin`. */
export async function favouriteVideos(db: Db, memberId: number, origin: string): Promise<Video[]> {
  const rows = await db.query<VideoRow>(
    `SELECT ${VIDEO_COLUMNS} FROM member_likes l JOIN videos v ON v.id = l.video_id
      WHERE l.member_id = $1 AND l.kind = $2 AND ${PUBLISHED} ORDER BY l.created_at DESC, v.id DESC LIMIT $3`,
    [memberId, COLLECT_FAVOURITE, COLLECT_LIST_MAX],
  );
  return rows.map((row) => toVideo(row, origin));
}

/** Saves where the member left the video, clamped to its length. */
export async function saveProgress(deps: AppDeps, memberId: number, videoId: number, positionSeconds: number): Promise<void> {
  const video = await publishedVideo(deps.db, videoId);
  const position = Math.max(0, Math.floor(video.duration_seconds > 0 ? Math.min(positionSeconds, video.duration_seconds) : positionSeconds));
  await deps.db.query(
    `INSERT INTO playback_progress (member_id, video_id, position_seconds, updated_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (member_id, video_id) DO UPDATE SET position_seconds = EXCLUDED.position_seconds, updated_at = EXCLUDED.updated_at`,
    [memberId, video.id, position, deps.now()],
  );
}

export async function progressOf(db: Db, memberId: number, videoId: number): Promise<number> {
  const row = await queryOne<{ position_seconds: number }>(db, 'SELECT position_seconds FROM playback_progress WHERE member_id = $1 AND video_id = $2', [
    memberId,
    videoId,
  ]);
  return row?.position_seconds ?? 0;
}

/**
 * Credits a served segment to the member's watch time of the business day, by the wall
 * clock: the day's first segment credits its length, every later one at most the whole
 * seconds the clock ran since the time already credited (`last_credit_at`), whatever the
 * request rate. The mark moves on by exactly what was credited, so fractions add up over
 * quick requests instead of being rounded away; a pause longer than the segment is not
 * credit in stock (the mark jumps to now). Fetching faster than playing (the player's
 * buffer, a script) thus earns no more than the time that really passed.
 */
export async function creditWatchTime(deps: AppDeps, memberId: number, seconds: number): Promise<void> {
  const now = deps.now();
  const whole = Math.max(0, Math.round(seconds));
  const elapsed = `GREATEST(0, extract(epoch FROM ($4::timestamptz - watch_time.last_credit_at)))`;
  const credit = `LEAST($3::int, floor(${elapsed})::int)`;
  await deps.db.query(
    `INSERT INTO watch_time (member_id, day, seconds, last_credit_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (member_id, day) DO UPDATE SET
       seconds = watch_time.seconds + ${credit},
       last_credit_at = CASE WHEN ${elapsed} >= $3::int THEN $4::timestamptz
                             ELSE watch_time.last_credit_at + make_interval(secs => ${credit}) END`,
    [memberId, businessDate(now, deps.config.businessTimeZone), whole, now],
  );
}

/** Seconds watched on a business day ('YYYY-MM-DD'); the watch task reads this. */
export async function watchedSeconds(db: Db, memberId: number, day: string): Promise<number> {
  const row = await queryOne<{ seconds: number }>(db, 'SELECT seconds FROM watch_time WHERE member_id = $1 AND day = $2', [memberId, day]);
  return row?.seconds ?? 0;
}
