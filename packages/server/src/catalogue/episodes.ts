/**
 * A video's episodes and the media each plays (a folder under DATA_DIR/media, recorded in
 * `media` when published: publishing.ts). Only episodes of published videos are found.
 */
import { zhCNServer } from '@nocturne/core';
import { queryOne, type Db } from '../db/db.ts';
import { notFound } from '../http/errors.ts';

export interface EpisodeRef {
  episodeId: number;
  videoId: number;
  mediaId: number | null;
  mediaDir: string | null;
}

/** The episode of a published video, checked to belong to the video `videoId` (its code) when given; 404 otherwise. */
export async function episodeOf(db: Db, episodeId: number, videoId?: number): Promise<EpisodeRef> {
  const row = await queryOne<{ episode_id: number; video_id: number; media_id: number | null; dir: string | null }>(
    db,
    `SELECT e.id AS episode_id, e.video_id, e.media_id, md.dir
       FROM episodes e JOIN videos v ON v.id = e.video_id LEFT JOIN media md ON md.id = e.media_id
      WHERE e.id = $1 AND v.status = 'published'`,
    [episodeId],
  );
  if (!row || (videoId !== undefined && row.video_id !== videoId)) throw notFound(zhCNServer.episodeNotFound);
  return { episodeId: row.episode_id, videoId: row.video_id, mediaId: row.media_id, mediaDir: row.dir };
}

export interface EpisodeMedia {
  id: number;
  channel: string;
  name: string;
  mediaId: number | null;
  /** The media's folder; null without media. */
  dir: string | null;
  /** Whether the media is an encrypted ladder (its segments public, the same for every member). */
  keyed: boolean;
}

/** A video's episodes in their order, each with its media. */
export async function episodesOf(db: Db, videoId: number): Promise<EpisodeMedia[]> {
  const rows = await db.query<{ id: number; channel: string; name: string; media_id: number | null; dir: string | null; keyed: boolean | null }>(
    'SELECT e.id, e.channel, e.name, e.media_id, md.dir, md.key_seed IS NOT NULL AS keyed FROM episodes e LEFT JOIN media md ON md.id = e.media_id WHERE e.video_id = $1 ORDER BY e.sort, e.id',
    [videoId],
  );
  return rows.map((row) => ({ id: row.id, channel: row.channel, name: row.name, mediaId: row.media_id, dir: row.dir, keyed: row.keyed === true }));
}

/** The folder of recorded media, or null when there is no such media. */
export async function mediaDirOf(db: Db, mediaId: number): Promise<string | null> {
  const row = await queryOne<{ dir: string }>(db, 'SELECT dir FROM media WHERE id = $1', [mediaId]);
  return row?.dir ?? null;
}
