/**
 * Publishing: stored media becomes a video with episodes; taking a video down hides it
 * everywhere (lists, detail, playlists) without deleting anything. The operator API and
 * `npm run ingest` both publish through here.
 */
import { zhCNContent, zhCNServer, type PublishVideo, type VideoListing, type VideoStatus } from '@nocturne/core';
import type { Db } from '../db/db.ts';
import { queryOne } from '../db/db.ts';
import { badRequest, notFound } from '../http/errors.ts';

export type { PublishVideo, VideoListing, VideoStatus };

/** The default channel name of a published episode. */
export const DEFAULT_CHANNEL = '线路一';
const LISTING_LIMIT = 500;

/** Records a transcoded folder of the store (media/<dir>/), with the key seed of its encrypted segments; answers its media id. */
export async function registerMedia(db: Db, dir: string, durationSeconds: number, now: Date, keySeed: Uint8Array | null = null): Promise<number> {
  const row = await queryOne<{ id: number }>(db, 'INSERT INTO media (dir, duration_seconds, created_at, key_seed) VALUES ($1, $2, $3, $4) RETURNING id', [
    dir,
    durationSeconds,
    now,
    keySeed,
  ]);
  return row!.id;
}

/** The first episode's length in seconds (the video's); episodes on unknown media are a 400. */
export async function firstEpisodeDuration(db: Db, episodes: readonly { mediaId: number }[]): Promise<number> {
  const mediaIds = [...new Set(episodes.map((episode) => episode.mediaId))];
  const media = await db.query<{ id: number; duration_seconds: number }>('SELECT id, duration_seconds FROM media WHERE id = ANY($1::bigint[])', [mediaIds]);
  if (media.length !== mediaIds.length) throw badRequest(zhCNContent.mediaNotFound);
  return media.find((m) => Number(m.id) === episodes[0]?.mediaId)?.duration_seconds ?? 0;
}

/** Publishes a video on stored media (or keeps it a draft); answers its code (its id). Unknown media is a 400. */
export async function publishVideo(db: Db, input: PublishVideo, now: Date, status: VideoStatus = 'published'): Promise<number> {
  return db.transaction(async (tx) => {
    const duration = await firstEpisodeDuration(tx, input.episodes);
    const video = await queryOne<{ id: number }>(
      tx,
      // The generated cover is named by the id, known once the row is in.
      `INSERT INTO videos (name, image, vip, duration_seconds, score, introduce, author, dict_code, son_dict_code, published_at, status)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
      [
        input.name,
        input.image ?? '',
        input.vip ?? true,
        duration,
        input.score ?? 0,
        input.introduce ?? '',
        input.author ?? '',
        input.dictCode ?? '',
        input.sonDictCode ?? '',
        now,
        status,
      ],
    );
    if (!input.image) await tx.query(`UPDATE videos SET image = '/covers/video/' || id || '.svg' WHERE id = $1`, [video!.id]);
    for (const [index, episode] of input.episodes.entries()) {
      await tx.query('INSERT INTO episodes (video_id, channel, name, sort, media_id) VALUES ($1, $2, $3, $4, $5)', [
        video!.id,
        episode.channel || DEFAULT_CHANNEL,
        episode.name,
        index + 1,
        episode.mediaId,
      ]);
    }
    return video!.id;
  });
}

/** Takes a video down or restores it; an unknown code is a 404. */
export async function setVideoStatus(db: Db, code: number, status: VideoStatus): Promise<void> {
  const rows = await db.query('UPDATE videos SET status = $2 WHERE id = $1 RETURNING id', [code, status]);
  if (rows.length === 0) throw notFound(zhCNServer.videoNotFound);
}

/** A video's row as operators list it. */
export interface ListingRow {
  id: number;
  name: string;
  status: VideoStatus;
  vip: boolean;
  heat: number;
  duration_seconds: number;
  dict_code: string;
  son_dict_code: string;
  image: string;
  published_at: Date;
}

export const LISTING_COLUMNS = 'id, name, status, vip, heat, duration_seconds, dict_code, son_dict_code, image, published_at';

export const toListing = (row: ListingRow): VideoListing => ({
  code: Number(row.id),
  name: row.name,
  status: row.status,
  vip: row.vip,
  heat: Number(row.heat),
  durationSeconds: row.duration_seconds,
  dictCode: row.dict_code,
  sonDictCode: row.son_dict_code,
  image: row.image,
  publishedAt: new Date(row.published_at).toISOString(),
});

/** Videos for operators, newest first, optionally by status and a name fragment. */
export async function listVideos(db: Db, status: VideoStatus | null, q: string | null): Promise<VideoListing[]> {
  const rows = await db.query<ListingRow>(
    `SELECT ${LISTING_COLUMNS} FROM videos
      WHERE ($1::text IS NULL OR status = $1) AND ($2::text IS NULL OR strpos(name, $2) > 0)
      ORDER BY published_at DESC, id DESC LIMIT $3`,
    [status, q, LISTING_LIMIT],
  );
  return rows.map(toListing);
}
