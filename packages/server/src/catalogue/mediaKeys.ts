/**
 * The SQL of encrypted ladders: a media's key seed, by the episode a key request names or by
 * its folder. Here because the catalogue owns `media` (it records one as it publishes an
 * episode); media/keys encrypts and serves.
 */
import type { Db } from '../db/db.ts';
import { queryOne } from '../db/db.ts';

export interface KeyedEpisode {
  /** The video the episode belongs to (its code). */
  videoId: number;
  mediaId: number;
  dir: string;
  /** null: the media's segments are not encrypted. */
  keySeed: Buffer | null;
}

/** The media of a published video's episode, with its key seed; undefined when none. */
export async function keyedEpisode(db: Db, episodeId: number): Promise<KeyedEpisode | undefined> {
  const row = await queryOne<{ video_id: number; media_id: number; dir: string; key_seed: Uint8Array | null }>(
    db,
    `SELECT e.video_id, md.id AS media_id, md.dir, md.key_seed
       FROM episodes e JOIN videos v ON v.id = e.video_id JOIN media md ON md.id = e.media_id
      WHERE e.id = $1 AND v.status = 'published'`,
    [episodeId],
  );
  return row && { videoId: Number(row.video_id), mediaId: row.media_id, dir: row.dir, keySeed: row.key_seed ? Buffer.from(row.key_seed) : null };
}

/** Whether the media folder `dir` is recorded with encrypted segments (which may then be served to anyone). */
export async function isEncryptedDir(db: Db, dir: string): Promise<boolean> {
  return (await queryOne(db, 'SELECT 1 FROM media WHERE dir = $1 AND key_seed IS NOT NULL', [dir])) !== undefined;
}

/** Records that `mediaId`'s segments are encrypted under `seed` (on the caller's transaction). */
export async function setKeySeed(db: Db, mediaId: number, seed: Uint8Array): Promise<void> {
  await db.query('UPDATE media SET key_seed = $2 WHERE id = $1', [mediaId, seed]);
}

/** Media recorded without a key seed (plain segments), by id. */
export async function plainMedia(db: Db): Promise<{ mediaId: number; dir: string }[]> {
  const rows = await db.query<{ id: number; dir: string }>('SELECT id, dir FROM media WHERE key_seed IS NULL ORDER BY id');
  return rows.map((row) => ({ mediaId: row.id, dir: row.dir }));
}

/** Points a plain media at its encrypted copy and its seed, at once; a media already encrypted is left alone. */
export async function recordEncrypted(db: Db, mediaId: number, dir: string, seed: Uint8Array): Promise<void> {
  await db.query('UPDATE media SET dir = $2, key_seed = $3 WHERE id = $1 AND key_seed IS NULL', [mediaId, dir, seed]);
}
