/**
 * The dark-web section: its groups (the dark-web category's children) with their hottest
 * videos, and 换一批 on a group (changeBatch), which turns through the group's videos.
 */
import { DARK_WEB_TYPE_CODE, HOME_TAG, type DarkWebGroup, type Video } from '@nocturne/core';
import type { AppDeps } from '../http/deps.ts';
import { batchPositions, type BatchRotation } from './batchRotation.ts';
import { subCodes, videosOf } from './lists.ts';
import { PUBLISHED, VIDEO_COLUMNS, type VideoRow } from './videoRows.ts';

/** Videos a group shows, first card wide, and a batch of changeBatch: the same count. */
export const GROUP_BATCH_SIZE = 5;

export async function darkWebGroups(deps: AppDeps): Promise<DarkWebGroup[]> {
  const [groups, rows] = await Promise.all([
    deps.db.query<{ dict_code: string; dict_name: string }>(
      'SELECT dict_code, dict_name FROM categories WHERE parent_code = $1 ORDER BY sort, dict_code',
      [DARK_WEB_TYPE_CODE],
    ),
    deps.db.query<VideoRow & { group_code: string }>(
      `SELECT * FROM (
         SELECT ${VIDEO_COLUMNS}, v.son_dict_code AS group_code,
                row_number() OVER (PARTITION BY v.son_dict_code ORDER BY v.heat DESC, v.id) AS n
           FROM videos v WHERE ${PUBLISHED} AND v.dict_code = $1) ranked
        WHERE n <= $2 ORDER BY n`,
      [DARK_WEB_TYPE_CODE, GROUP_BATCH_SIZE],
    ),
  ]);
  return groups.map((group, index) => ({
    id: index + 1,
    dictCode: group.dict_code,
    dictName: group.dict_name,
    pid: DARK_WEB_TYPE_CODE,
    relationMovies: videosOf(
      deps,
      rows.filter((row) => row.group_code === group.dict_code),
    ),
  }));
}

/**
 * Which videos a batch comes from. The original client names the group by its code alone
 * (`type`); the documented form names a category (`typeCode`) and optionally sub-categories.
 * Nothing named (or the main tag) is the whole catalogue.
 */
export interface BatchPool {
  code: string;
  sonCodes: string;
}

/**
 * The next batch of a pool, hottest first: batch n+1 after batch n, wrapping round (see
 * batchRotation.ts). The group's first GROUP_BATCH_SIZE are what darkWebGroups shows, and
 * the first turn is 1, so the first 换一批 already shows others.
 */
export async function changeBatch(deps: AppDeps, rotation: BatchRotation, pool: BatchPool): Promise<Video[]> {
  const code = pool.code.trim() === HOME_TAG ? '' : pool.code.trim();
  const sons = subCodes(pool.sonCodes);
  const ids = await deps.db.query<{ id: number; son_dict_code: string }>(
    `SELECT v.id, v.son_dict_code FROM videos v
      WHERE ${PUBLISHED} AND ($1 = '' OR v.dict_code = $1 OR v.son_dict_code = $1)
        AND (cardinality($2::text[]) = 0 OR v.son_dict_code = ANY($2::text[]))
      ORDER BY v.heat DESC, v.id`,
    [code, sons],
  );
  if (ids.length === 0) return [];
  // The list's name holds only codes that matched, so made-up sub-codes add no counters.
  const matched = [...new Set(ids.map((row) => row.son_dict_code).filter((son) => sons.includes(son)))].sort();
  const turn = await rotation.next(`${code}|${matched.join(',')}`);
  const picked = batchPositions(ids.length, GROUP_BATCH_SIZE, turn).map((position) => ids[position]!.id);
  const rows = await deps.db.query<VideoRow>(`SELECT ${VIDEO_COLUMNS} FROM videos v WHERE v.id = ANY($1::bigint[])`, [picked]);
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  return videosOf(
    deps,
    picked.flatMap((id) => byId.get(Number(id)) ?? []),
  );
}
