/**
 * One video by its code (its id): the published one members may see, the recommendations
 * beside it, and whether a row exists at all (a generated cover is served for any); the names
 * other domains show beside their rows (reports, playback, coin records).
 */
import { zhCNServer } from '@nocturne/core';
import { queryOne, type Db } from '../db/db.ts';
import { notFound } from '../http/errors.ts';
import { PUBLISHED, VIDEO_COLUMNS, type VideoRow } from './videoRows.ts';

/** How many videos the detail recommends. */
export const RECOMMEND_SIZE = 6;

/** The published video with this code; 404 (视频不存在) for any other. */
export async function publishedVideo(db: Db, videoId: number): Promise<VideoRow> {
  const row = await queryOne<VideoRow>(db, `SELECT ${VIDEO_COLUMNS} FROM videos v WHERE v.id = $1 AND ${PUBLISHED}`, [videoId]);
  if (!row) throw notFound(zhCNServer.videoNotFound);
  return row;
}

/** The hottest published videos of the video's category, without itself. */
export function recommendedVideos(db: Db, video: VideoRow): Promise<VideoRow[]> {
  return db.query<VideoRow>(
    `SELECT ${VIDEO_COLUMNS} FROM videos v WHERE ${PUBLISHED} AND v.dict_code = $1 AND v.id <> $2 ORDER BY v.heat DESC, v.id LIMIT $3`,
    [video.dict_code, video.id, RECOMMEND_SIZE],
  );
}

/** Whether a video with this code exists, published or taken down. */
export async function videoExists(db: Db, videoId: number): Promise<boolean> {
  return (await queryOne(db, 'SELECT 1 FROM videos WHERE id = $1', [videoId])) !== undefined;
}

/** The name and status of each of `videoIds` that exists, whatever its status. */
export async function videoNames(db: Db, videoIds: readonly number[]): Promise<Map<number, { name: string; status: string }>> {
  const unique = [...new Set(videoIds)];
  if (unique.length === 0) return new Map();
  const rows = await db.query<{ id: number; name: string; status: string }>('SELECT id, name, status FROM videos WHERE id = ANY($1::bigint[])', [unique]);
  return new Map(rows.map((row) => [Number(row.id), { name: row.name, status: row.status }]));
}

/** Each of `episodeIds` that exists: its video's code and name, and its own name. */
export async function episodeTitles(db: Db, episodeIds: readonly number[]): Promise<Map<number, { videoId: number; videoName: string; episodeName: string }>> {
  const unique = [...new Set(episodeIds)];
  if (unique.length === 0) return new Map();
  const rows = await db.query<{ id: number; video_id: number; video_name: string; episode_name: string }>(
    `SELECT e.id, v.id AS video_id, v.name AS video_name, e.name AS episode_name
       FROM episodes e JOIN videos v ON v.id = e.video_id WHERE e.id = ANY($1::bigint[])`,
    [unique],
  );
  return new Map(rows.map((row) => [Number(row.id), { videoId: row.video_id, videoName: row.video_name, episodeName: row.episode_name }]));
}
