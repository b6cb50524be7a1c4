/**
 * The catalogue as members browse it: tags, the category tree, topics, hot searches,
 * dark-web groups, the home index, paged lists, batches, subjects, search.
 * Page size 10 (core's PAGE_SIZE); lists mix in random ads by core's rule.
 */
import {
  CATEGORY_AD_EVERY,
  HOME_AD_EVERY,
  PAGE_SIZE,
  insertRandomAds,
  type CategoryNode,
  type DarkWebGroup,
  type FeedItem,
  type HomeIndex,
  type Page,
  type Topic,
  type Video,
} from '@nocturne/core';
import type { Db } from '../db/db.ts';
import { likePattern } from '../db/db.ts';
import type { AppDeps } from '../http/deps.ts';
import { randomAds } from '../site/ads.ts';
import { readConfig } from '../site/appConfig.ts';
import { PUBLISHED, publicAddress, toVideo, VIDEO_COLUMNS, type VideoRow } from './videoRows.ts';

/** The main home tag; its list is every video, newest first. */
export const MAIN_TAG = '0';
/** The dark-web type code (SPEC.md section 9); its children are the groups. */
export const DARK_WEB_CODE = '42';
export const RANK_LIST_SIZE = 10;
export const FEATURED_TYPES = 4;
export const FEATURED_PER_TYPE = 6;
export const DARK_WEB_GROUP_SIZE = 5;
export const BATCH_SIZE = 6;
export const HOT_SEARCH_WORDS = 15;

interface CategoryRow {
  dict_code: string;
  dict_name: string;
  parent_code: string | null;
}

const videos = (deps: AppDeps, rows: VideoRow[]): Video[] => rows.map((row) => toVideo(row, deps.config.publicUrl));
const offsetOf = (page: number) => (page - 1) * PAGE_SIZE;

/** The home tag strip: leaves, in the operator's order; '0' is the main view. */
export async function homeTags(db: Db): Promise<Page<CategoryNode>> {
  const rows = await db.query<CategoryRow>('SELECT dict_code, dict_name FROM categories WHERE home_tag_sort IS NOT NULL ORDER BY home_tag_sort');
  return { list: rows.map((row) => ({ dictCode: row.dict_code, dictName: row.dict_name, child: [] })) };
}

/** The children of a category, each with its own children. */
export async function categoryTree(db: Db, dictCode: string): Promise<Page<CategoryNode>> {
  const rows = await db.query<CategoryRow>(
    `WITH RECURSIVE tree AS (
       SELECT dict_code, dict_name, parent_code, sort, 1 AS depth FROM categories WHERE parent_code = $1
       UNION ALL
       SELECT c.dict_code, c.dict_name, c.parent_code, c.sort, tree.depth + 1 FROM categories c JOIN tree ON c.parent_code = tree.dict_code
        WHERE tree.depth < 4)
     SELECT dict_code, dict_name, parent_code FROM tree ORDER BY depth, sort, dict_code`,
    [dictCode],
  );
  const nodes = new Map<string, CategoryNode>();
  const roots: CategoryNode[] = [];
  for (const row of rows) {
    const node: CategoryNode = { dictCode: row.dict_code, dictName: row.dict_name, child: [] };
    nodes.set(row.dict_code, node);
    if (row.parent_code === dictCode) roots.push(node);
    else nodes.get(row.parent_code ?? '')?.child.push(node);
  }
  return { list: roots };
}

export async function topics(deps: AppDeps): Promise<Topic[]> {
  const rows = await deps.db.query<{ id: number; title: string; image: string; code: string; son_type_code: string }>(
    'SELECT id, title, image, code, son_type_code FROM topics ORDER BY sort, id',
  );
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    image: publicAddress(deps.config.publicUrl, row.image),
    code: row.code,
    sonTypeCode: row.son_type_code,
  }));
}

export async function hotSearch(db: Db): Promise<string[]> {
  const rows = await db.query<{ word: string }>('SELECT word FROM hot_searches ORDER BY sort, word LIMIT $1', [HOT_SEARCH_WORDS]);
  return rows.map((row) => row.word);
}

export async function darkWebGroups(deps: AppDeps): Promise<Page<DarkWebGroup>> {
  const groups = await deps.db.query<{ sort: number; dict_code: string; dict_name: string }>(
    'SELECT sort, dict_code, dict_name FROM categories WHERE parent_code = $1 ORDER BY sort, dict_code',
    [DARK_WEB_CODE],
  );
  const rows = await deps.db.query<VideoRow & { group_code: string }>(
    `SELECT * FROM (
       SELECT ${VIDEO_COLUMNS}, v.son_dict_code AS group_code,
              row_number() OVER (PARTITION BY v.son_dict_code ORDER BY v.heat DESC, v.id) AS n
         FROM videos v WHERE ${PUBLISHED} AND v.dict_code = $1) ranked
      WHERE n <= $2`,
    [DARK_WEB_CODE, DARK_WEB_GROUP_SIZE],
  );
  return {
    list: groups.map((group, index) => ({
      id: index + 1,
      dictCode: group.dict_code,
      dictName: group.dict_name,
      pid: DARK_WEB_CODE,
      relationMovies: videos(deps, rows.filter((row) => row.group_code === group.dict_code)),
    })),
  };
}

/** rankList (hottest) and typeList: the four featured categories with their newest videos. */
export async function homeIndex(deps: AppDeps): Promise<HomeIndex> {
  const [rank, types, featured] = await Promise.all([
    deps.db.query<VideoRow>(`SELECT ${VIDEO_COLUMNS} FROM videos v WHERE ${PUBLISHED} ORDER BY v.heat DESC, v.id LIMIT $1`, [RANK_LIST_SIZE]),
    deps.db.query<CategoryRow>('SELECT dict_code, dict_name FROM categories WHERE featured_sort IS NOT NULL ORDER BY featured_sort LIMIT $1', [
      FEATURED_TYPES,
    ]),
    deps.db.query<VideoRow & { n: number }>(
      `SELECT * FROM (
         SELECT ${VIDEO_COLUMNS}, row_number() OVER (PARTITION BY v.dict_code ORDER BY v.published_at DESC, v.id DESC) AS n
           FROM videos v WHERE ${PUBLISHED} AND v.dict_code IN (SELECT dict_code FROM categories WHERE featured_sort IS NOT NULL)) ranked
        WHERE n <= $1`,
      [FEATURED_PER_TYPE],
    ),
  ]);
  return {
    rankList: videos(deps, rank),
    typeList: types.map((type) => ({
      dictCode: type.dict_code,
      dictName: type.dict_name,
      cartoonInfoList: videos(deps, featured.filter((row) => row.dict_code === type.dict_code)),
    })),
  };
}

/** Mixes random ads into a page when the operator switched them on; page n starts at ad n. */
async function withAds(deps: AppDeps, list: Video[], every: number, page: number): Promise<FeedItem[]> {
  const config = await readConfig(deps.db);
  if (!config.showAd || !config.showRandomAd) return list;
  const ads = await randomAds(deps.db, deps.config.publicUrl);
  const start = ads.length === 0 ? 0 : (page - 1) % ads.length;
  return insertRandomAds(list, [...ads.slice(start), ...ads.slice(0, start)], every);
}

/** A home tag's list, newest first; the main tag lists everything. */
export async function listPaging(deps: AppDeps, typeCode: string, page: number): Promise<Page<FeedItem>> {
  const rows = await deps.db.query<VideoRow>(
    `SELECT ${VIDEO_COLUMNS} FROM videos v
      WHERE ${PUBLISHED} AND ($1 = '${MAIN_TAG}' OR v.dict_code = $1 OR v.son_dict_code = $1)
      ORDER BY v.published_at DESC, v.id DESC LIMIT $2 OFFSET $3`,
    [typeCode, PAGE_SIZE, offsetOf(page)],
  );
  return { list: await withAds(deps, videos(deps, rows), HOME_AD_EVERY, page) };
}

/** "Guess you like": a daily reshuffle of the catalogue. */
export async function listIndexLike(deps: AppDeps, page: number, day: string): Promise<{ distinctNameList: FeedItem[] }> {
  const rows = await deps.db.query<VideoRow>(
    `SELECT ${VIDEO_COLUMNS} FROM videos v WHERE ${PUBLISHED} ORDER BY md5(v.code || $1), v.id LIMIT $2 OFFSET $3`,
    [day, PAGE_SIZE, offsetOf(page)],
  );
  return { distinctNameList: videos(deps, rows) };
}

function subCodes(sonTypeCode: string): string[] {
  return sonTypeCode
    .split(',')
    .map((code) => code.trim())
    .filter(Boolean);
}

/** A fresh random batch of a category (or sub-category); the whole catalogue when it has none. */
export async function changeBatch(deps: AppDeps, typeCode: string, sonTypeCode: string): Promise<Page<Video>> {
  const sons = subCodes(sonTypeCode);
  const rows = await deps.db.query<VideoRow>(
    `SELECT ${VIDEO_COLUMNS} FROM videos v
      WHERE ${PUBLISHED} AND (v.dict_code = $1 OR v.son_dict_code = $1 OR $1 IN ('', '${MAIN_TAG}'))
        AND (cardinality($2::text[]) = 0 OR v.son_dict_code = ANY($2::text[]))
      ORDER BY random() LIMIT $3`,
    [typeCode, sons, BATCH_SIZE],
  );
  if (rows.length > 0 || typeCode === '') return { list: videos(deps, rows) };
  return changeBatch(deps, '', '');
}

/** A topic's videos: a category and optionally some of its sub-categories, hottest first. */
export async function subjectMovies(deps: AppDeps, typeCode: string, sonTypeCode: string, page: number): Promise<Page<FeedItem>> {
  const rows = await deps.db.query<VideoRow>(
    `SELECT ${VIDEO_COLUMNS} FROM videos v
      WHERE ${PUBLISHED} AND v.dict_code = $1 AND (cardinality($2::text[]) = 0 OR v.son_dict_code = ANY($2::text[]))
      ORDER BY v.heat DESC, v.id LIMIT $3 OFFSET $4`,
    [typeCode, subCodes(sonTypeCode), PAGE_SIZE, offsetOf(page)],
  );
  return { list: await withAds(deps, videos(deps, rows), CATEGORY_AD_EVERY, page) };
}

export interface SearchQuery {
  key: string;
  type: string;
  sonType: string;
  page: number;
}

/** Title or author contains the key (literally), within the type and sub-type when given; best score first. */
export async function search(deps: AppDeps, query: SearchQuery): Promise<Page<Video>> {
  const key = query.key.trim();
  if (key === '' && query.type === '' && query.sonType === '') return { list: [] };
  const rows = await deps.db.query<VideoRow>(
    `SELECT ${VIDEO_COLUMNS} FROM videos v
      WHERE ${PUBLISHED}
        AND ($1 = '' OR v.name ILIKE $2 OR v.author ILIKE $2)
        AND ($3 = '' OR v.dict_code = $3)
        AND ($4 = '' OR v.son_dict_code = $4)
      ORDER BY v.score DESC, v.heat DESC, v.id LIMIT $5 OFFSET $6`,
    [key, likePattern(key), query.type, query.sonType, PAGE_SIZE, offsetOf(query.page)],
  );
  return { list: videos(deps, rows) };
}
