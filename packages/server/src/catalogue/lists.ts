/**
 * The paged video lists: a home tag's list, "guess you like", a topic's videos and search.
 * PAGE_SIZE a page (core's), videos only: the clients mix in their random ads themselves.
 */
import { HOME_TAG, PAGE_SIZE, type Video } from '@nocturne/core';
import { likePattern } from '../db/db.ts';
import type { AppDeps } from '../http/deps.ts';
import { PUBLISHED, toVideo, VIDEO_COLUMNS, type VideoRow } from './videoRows.ts';

export const videosOf = (deps: AppDeps, rows: readonly VideoRow[]): Video[] => rows.map((row) => toVideo(row, deps.config.publicUrl));
const offsetOf = (page: number) => (page - 1) * PAGE_SIZE;

/** Comma-joined sub-category codes ("81,82"), as topics carry them; "" for none. */
export function subCodes(sonTypeCode: string): string[] {
  return sonTypeCode
    .split(',')
    .map((code) => code.trim())
    .filter(Boolean);
}

/** A home tag's list, newest first: the videos of that category or sub-category; the main tag lists everything. */
export async function listPaging(deps: AppDeps, typeCode: string, page: number): Promise<{ list: Video[] }> {
  const rows = await deps.db.query<VideoRow>(
    `SELECT ${VIDEO_COLUMNS} FROM videos v
      WHERE ${PUBLISHED} AND ($1 = $2 OR v.dict_code = $1 OR v.son_dict_code = $1)
      ORDER BY v.published_at DESC, v.id DESC LIMIT $3 OFFSET $4`,
    [typeCode.trim(), HOME_TAG, PAGE_SIZE, offsetOf(page)],
  );
  return { list: videosOf(deps, rows) };
}

/** "Guess you like": a daily reshuffle of the catalogue (`day` is the business date). */
export async function listIndexLike(deps: AppDeps, page: number, day: string): Promise<{ distinctNameList: Video[] }> {
  const rows = await deps.db.query<VideoRow>(
    `SELECT ${VIDEO_COLUMNS} FROM videos v WHERE ${PUBLISHED} ORDER BY md5(v.id::text || $1), v.id LIMIT $2 OFFSET $3`,
    [day, PAGE_SIZE, offsetOf(page)],
  );
  return { distinctNameList: videosOf(deps, rows) };
}

/** A topic's videos: a category and optionally some of its sub-categories, hottest first. */
export async function subjectMovies(deps: AppDeps, typeCode: string, sonTypeCode: string, page: number): Promise<Video[]> {
  const rows = await deps.db.query<VideoRow>(
    `SELECT ${VIDEO_COLUMNS} FROM videos v
      WHERE ${PUBLISHED} AND v.dict_code = $1 AND (cardinality($2::text[]) = 0 OR v.son_dict_code = ANY($2::text[]))
      ORDER BY v.heat DESC, v.id LIMIT $3 OFFSET $4`,
    [typeCode.trim(), subCodes(sonTypeCode), PAGE_SIZE, offsetOf(page)],
  );
  return videosOf(deps, rows);
}

export interface SearchQuery {
  key: string;
  type: string;
  sonType: string;
  page: number;
}

/**
 * Title or author contains the key (literally), within the type and the sub-type when given;
 * best score first (the clients send `prop: 'cartoon_score'`). Nothing given lists every
 * video: the home sections' 查看更多 open it so (the original client drops their type when
 * there is no sub-type). A sub-type may also name a category itself (a tag without
 * sub-categories picked in the tag browser).
 */
export async function search(deps: AppDeps, query: SearchQuery): Promise<Video[]> {
  const key = query.key.trim();
  const rows = await deps.db.query<VideoRow>(
    `SELECT ${VIDEO_COLUMNS} FROM videos v
      WHERE ${PUBLISHED}
        AND ($1 = '' OR v.name ILIKE $2 OR v.author ILIKE $2)
        AND ($3 = '' OR v.dict_code = $3)
        AND ($4 = '' OR v.son_dict_code = $4 OR v.dict_code = $4)
      ORDER BY v.score DESC, v.heat DESC, v.id LIMIT $5 OFFSET $6`,
    [key, likePattern(key), query.type.trim(), query.sonType.trim(), PAGE_SIZE, offsetOf(query.page)],
  );
  return videosOf(deps, rows);
}
