/**
 * Operators' work on one video: its record (fields, episodes), edits of
 * its fields, episodes and cover, and publishing a draft. Taking down and restoring stay in
 * publishing.ts.
 */
import { zhCNContent, zhCNServer, type EpisodeInput, type EpisodeView, type VideoEdit, type VideoView } from '@nocturne/core';
import type { Db, SqlParam } from '../db/db.ts';
import { queryOne } from '../db/db.ts';
import { conflict, notFound } from '../http/errors.ts';
import { DEFAULT_CHANNEL, firstEpisodeDuration, LISTING_COLUMNS, toListing, type ListingRow } from './publishing.ts';

/** The editable fields: the API's names and their columns. */
const FIELD_COLUMNS = {
  name: 'name',
  image: 'image',
  vip: 'vip',
  introduce: 'introduce',
  author: 'author',
  dictCode: 'dict_code',
  sonDictCode: 'son_dict_code',
} as const satisfies Record<keyof Omit<VideoEdit, 'episodes'>, string>;

/** The video as the edit page shows it, without the cover choices (they ask the store). */
export type VideoRecord = Omit<VideoView, 'coverChoices'>;

export async function videoRecord(db: Db, code: number): Promise<VideoRecord> {
  const row = await queryOne<ListingRow & { introduce: string; author: string }>(db, `SELECT ${LISTING_COLUMNS}, introduce, author FROM videos WHERE id = $1`, [code]);
  if (!row) throw notFound(zhCNServer.videoNotFound);
  const episodes = await db.query<{ id: number; name: string; channel: string; media_id: number | null; duration_seconds: number | null }>(
    `SELECT e.id, e.name, e.channel, e.media_id, m.duration_seconds FROM episodes e LEFT JOIN media m ON m.id = e.media_id
      WHERE e.video_id = $1 ORDER BY e.sort, e.id`,
    [code],
  );
  return {
    ...toListing(row),
    introduce: row.introduce,
    author: row.author,
    episodes: episodes.map(
      (episode): EpisodeView => ({
        id: Number(episode.id),
        name: episode.name,
        channel: episode.channel,
        mediaId: Number(episode.media_id ?? 0),
        durationSeconds: episode.duration_seconds ?? 0,
      }),
    ),
  };
}

/**
 * Changes the fields the edit names; episodes, when given, replace the list in order. An
 * episode keeps its id (and what members bought of it) where one stays at its place.
 */
export async function editVideo(db: Db, code: number, edit: VideoEdit): Promise<void> {
  await db.transaction(async (tx) => {
    const fields = Object.entries(FIELD_COLUMNS).filter(([name]) => edit[name as keyof typeof FIELD_COLUMNS] !== undefined);
    const sets = fields.map(([, column], i) => `${column} = $${i + 2}`);
    const values: SqlParam[] = fields.map(([name]) => edit[name as keyof typeof FIELD_COLUMNS] as SqlParam);
    if (edit.episodes) {
      sets.push(`duration_seconds = $${values.length + 2}`);
      values.push(await firstEpisodeDuration(tx, edit.episodes));
    }
    const found = await tx.query(`UPDATE videos SET ${['id = id', ...sets].join(', ')} WHERE id = $1 RETURNING id`, [code, ...values]);
    if (found.length === 0) throw notFound(zhCNServer.videoNotFound);
    if (edit.episodes) await replaceEpisodes(tx, code, edit.episodes);
  });
}

async function replaceEpisodes(tx: Db, code: number, episodes: readonly EpisodeInput[]): Promise<void> {
  const existing = await tx.query<{ id: number }>('SELECT id FROM episodes WHERE video_id = $1 ORDER BY sort, id', [code]);
  for (const [index, episode] of episodes.entries()) {
    const values = [episode.channel || DEFAULT_CHANNEL, episode.name, index + 1, episode.mediaId];
    const keep = existing[index];
    if (keep) await tx.query('UPDATE episodes SET channel = $2, name = $3, sort = $4, media_id = $5 WHERE id = $1', [keep.id, ...values]);
    else await tx.query('INSERT INTO episodes (video_id, channel, name, sort, media_id) VALUES ($1, $2, $3, $4, $5)', [code, ...values]);
  }
  const surplus = existing.slice(episodes.length).map((row) => row.id);
  if (surplus.length > 0) await tx.query('DELETE FROM episodes WHERE id = ANY($1::bigint[])', [surplus]);
}

/** A draft goes out to members, as the newest video; anything but a draft is a 409. */
export async function releaseVideo(db: Db, code: number, now: Date): Promise<void> {
  const rows = await db.query(`UPDATE videos SET status = 'published', published_at = $2 WHERE id = $1 AND status = 'draft' RETURNING id`, [code, now]);
  if (rows.length > 0) return;
  if (!(await queryOne(db, 'SELECT id FROM videos WHERE id = $1', [code]))) throw notFound(zhCNServer.videoNotFound);
  throw conflict(zhCNContent.notADraft);
}
