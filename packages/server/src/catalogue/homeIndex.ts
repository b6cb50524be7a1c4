/**
 * The home index (listIndex): the ranking and the featured block. Both clients call it again
 * for 换一批, so it comes in FEATURED_BATCHES versions that the route hands out in turn; each
 * version is built once per cache period, so its encrypted bytes are too.
 */
import { FEATURED_TYPE_LISTS, type HomeIndex, type Video } from '@nocturne/core';
import type { AppDeps } from '../http/deps.ts';
import { batchPositions } from './batchRotation.ts';
import { PUBLISHED, toVideo, VIDEO_COLUMNS, type VideoRow } from './videoRows.ts';

export const RANK_LIST_SIZE = 10;
/** Videos of each featured category in one batch. */
export const FEATURED_PER_TYPE = 6;
/** How many featured batches turn: each category's newest FEATURED_PER_TYPE * this. */
export const FEATURED_BATCHES = 4;

/**
 * Every version of the index: the same ranking (hottest first), and featured batch n of each
 * featured category. The original client merges typeList[0..3] without looking, so typeList
 * always has FEATURED_TYPE_LISTS entries, empty ones when the operator featured fewer.
 */
export async function homeIndexBatches(deps: AppDeps): Promise<HomeIndex[]> {
  const [rank, types, pool] = await Promise.all([
    deps.db.query<VideoRow>(`SELECT ${VIDEO_COLUMNS} FROM videos v WHERE ${PUBLISHED} ORDER BY v.heat DESC, v.id LIMIT $1`, [RANK_LIST_SIZE]),
    deps.db.query<{ dict_code: string; dict_name: string }>(
      'SELECT dict_code, dict_name FROM categories WHERE featured_sort IS NOT NULL ORDER BY featured_sort, dict_code LIMIT $1',
      [FEATURED_TYPE_LISTS],
    ),
    deps.db.query<VideoRow>(
      `SELECT * FROM (
         SELECT ${VIDEO_COLUMNS}, row_number() OVER (PARTITION BY v.dict_code ORDER BY v.published_at DESC, v.id DESC) AS n
           FROM videos v WHERE ${PUBLISHED} AND v.dict_code IN (SELECT dict_code FROM categories WHERE featured_sort IS NOT NULL)) ranked
        WHERE n <= $1 ORDER BY n`,
      [FEATURED_PER_TYPE * FEATURED_BATCHES],
    ),
  ]);
  const toVideos = (rows: VideoRow[]): Video[] => rows.map((row) => toVideo(row, deps.config.publicUrl));
  const rankList = toVideos(rank);
  const entries = Array.from({ length: FEATURED_TYPE_LISTS }, (_, i) => {
    const type = types[i];
    return {
      dictCode: type?.dict_code ?? '',
      dictName: type?.dict_name ?? '',
      pool: type ? toVideos(pool.filter((row) => row.dict_code === type.dict_code)) : [],
    };
  });
  return Array.from({ length: FEATURED_BATCHES }, (_, batch) => ({
    rankList,
    typeList: entries.map((entry) => ({
      dictCode: entry.dictCode,
      dictName: entry.dictName,
      cartoonInfoList: batchPositions(entry.pool.length, FEATURED_PER_TYPE, batch).map((position) => entry.pool[position]!),
    })),
  }));
}
