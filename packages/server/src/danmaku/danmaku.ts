/**
 * Danmaku (弹幕): members send them at a moment of a video, watching pages poll for the
 * newer ones and for the next stretch in video time, operators delete. Every query of the
 * `danmu` table lives here.
 */
import { DANMAKU_SINCE_MAX, DANMAKU_STRETCH_MAX, danmakuText, type Danmu, type OperatorDanmu } from '@nocturne/core';
import { queryOne, type Db } from '../db/db.ts';
import type { AppDeps } from '../http/deps.ts';
import { notFound } from '../http/errors.ts';
import { publishedVideo } from '../catalogue/videos.ts';
import { memberNames } from '../members/memberCodes.ts';

interface DanmuRow {
  id: number;
  text: string;
  time_seconds: number;
}

const toDanmu = (row: DanmuRow): Danmu => ({ id: row.id, text: row.text, time: row.time_seconds });

/** A published video's length in seconds; a video members cannot watch takes no danmaku (404). */
async function publishedDuration(db: Db, videoId: number): Promise<number> {
  return (await publishedVideo(db, videoId)).duration_seconds;
}

/**
 * Stores a member's danmaku (its text already passed core's danmakuProblem) at a whole
 * second of the video, within its length when that is known, and answers it as every
 * watcher will get it.
 */
export async function sendDanmaku(deps: Pick<AppDeps, 'db' | 'now'>, memberId: number, videoId: number, rawText: string, seconds: number): Promise<Danmu> {
  const duration = await publishedDuration(deps.db, videoId);
  const whole = Math.max(0, Math.floor(seconds));
  const time = duration > 0 ? Math.min(whole, duration) : whole;
  const row = await queryOne<DanmuRow>(
    deps.db,
    'INSERT INTO danmu (video_id, text, time_seconds, member_id, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING id, text, time_seconds',
    [videoId, danmakuText(rawText), time, memberId, deps.now()],
  );
  return toDanmu(row!);
}

/** The video's danmaku numbered after `afterId`, oldest first, DANMAKU_SINCE_MAX at most. */
export async function danmakuSince(db: Db, videoId: number, afterId: number): Promise<Danmu[]> {
  await publishedDuration(db, videoId);
  const rows = await db.query<DanmuRow>('SELECT id, text, time_seconds FROM danmu WHERE video_id = $1 AND id > $2 ORDER BY id LIMIT $3', [
    videoId,
    afterId,
    DANMAKU_SINCE_MAX,
  ]);
  return rows.map(toDanmu);
}

/** A moment of a video's danmaku in video-time order: its second, then its id. */
export interface DanmakuMoment {
  time: number;
  id: number;
}

/**
 * The video's danmaku after `after` (from the first when null) in video-time order,
 * DANMAKU_STRETCH_MAX at most: the detail's first stretch, and each next one the player asks
 * for. The caller has checked that the video is published.
 */
export async function danmakuStretchOf(db: Db, videoId: number, after: DanmakuMoment | null): Promise<Danmu[]> {
  const rows = await db.query<DanmuRow>(
    `SELECT id, text, time_seconds FROM danmu
      WHERE video_id = $1 AND ($2::int IS NULL OR (time_seconds, id) > ($2::int, $3::bigint))
      ORDER BY time_seconds, id LIMIT $4`,
    [videoId, after?.time ?? null, after?.id ?? 0, DANMAKU_STRETCH_MAX],
  );
  return rows.map(toDanmu);
}

/** The stretch after `after` of a published video (a member's call). */
export async function danmakuStretch(db: Db, videoId: number, after: DanmakuMoment): Promise<Danmu[]> {
  await publishedDuration(db, videoId);
  return danmakuStretchOf(db, videoId, after);
}


/**
 * A video's danmaku for the operator, newest first (seeded ones, stored first, last): at most
 * `limit` numbered below `beforeId` (all when null), for the operator's keyset pages.
 */
export async function listForOperator(db: Db, videoId: number, beforeId: number | null, limit: number): Promise<OperatorDanmu[]> {
  const rows = await db.query<DanmuRow & { member_id: number | null; created_at: Date | null }>(
    `SELECT d.id, d.text, d.time_seconds, d.member_id, d.created_at
       FROM danmu d
      WHERE d.video_id = $1 AND ($2::bigint IS NULL OR d.id < $2)
      ORDER BY d.id DESC
      LIMIT $3`,
    [videoId, beforeId, limit],
  );
  const senders = await memberNames(
    db,
    rows.flatMap((row) => (row.member_id === null ? [] : [Number(row.member_id)])),
  );
  return rows.map((row) => ({
    ...toDanmu(row),
    memberCode: row.member_id === null ? null : (senders.get(Number(row.member_id))?.memberCode ?? null),
    createdAt: row.created_at?.toISOString() ?? null,
  }));
}

/**
 * Deletes one danmaku (404 when there is none by that id); answers what it was. `alongside`
 * runs in the same transaction (the operator's audit entry).
 */
export async function deleteDanmu(db: Db, id: number, alongside: (tx: Db, deleted: Danmu) => Promise<void> = async () => undefined): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await tx.query<DanmuRow>('DELETE FROM danmu WHERE id = $1 RETURNING id, text, time_seconds', [id]);
    if (rows.length === 0) throw notFound();
    await alongside(tx, toDanmu(rows[0]!));
  });
}
