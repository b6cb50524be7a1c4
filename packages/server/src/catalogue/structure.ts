/**
 * The catalogue's structure as operators edit it: categories (the dictionary), home's tag
 * strip (categories with a place in it) and hot search words. Members read the same rows
 * through tags.ts.
 */
import { zhCNContent, type CategoryChange, type CategoryInput, type CategoryView, type HotWord, type HotWordChange } from '@nocturne/core';
import type { Db, SqlParam } from '../db/db.ts';
import { queryOne } from '../db/db.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';

interface CategoryRow {
  dict_code: string;
  dict_name: string;
  parent_code: string | null;
  sort: number;
  home_tag_sort: number | null;
  featured_sort: number | null;
}

const CATEGORY_COLUMNS = {
  dictName: 'dict_name',
  parentCode: 'parent_code',
  sort: 'sort',
  homeTagSort: 'home_tag_sort',
  featuredSort: 'featured_sort',
} as const satisfies Record<keyof CategoryChange, string>;

const toCategory = (row: CategoryRow): CategoryView => ({
  dictCode: row.dict_code,
  dictName: row.dict_name,
  parentCode: row.parent_code,
  sort: row.sort,
  homeTagSort: row.home_tag_sort,
  featuredSort: row.featured_sort,
});

/** Top categories first, each followed by the order operators gave. */
export async function listCategories(db: Db): Promise<CategoryView[]> {
  return (await db.query<CategoryRow>('SELECT * FROM categories ORDER BY parent_code NULLS FIRST, sort, dict_code')).map(toCategory);
}

export async function categoryByCode(db: Db, code: string): Promise<CategoryView> {
  const row = await queryOne<CategoryRow>(db, 'SELECT * FROM categories WHERE dict_code = $1', [code]);
  if (!row) throw notFound(zhCNContent.categoryNotFound);
  return toCategory(row);
}

async function checkParent(db: Db, code: string, parent: string | null | undefined): Promise<void> {
  if (parent === null || parent === undefined) return;
  if (parent === code || !(await queryOne(db, 'SELECT 1 FROM categories WHERE dict_code = $1', [parent]))) throw badRequest(zhCNContent.categoryParentMissing);
}

export async function addCategory(db: Db, input: CategoryInput): Promise<CategoryView> {
  await checkParent(db, input.dictCode, input.parentCode);
  const row = await queryOne<CategoryRow>(
    db,
    `INSERT INTO categories (dict_code, dict_name, parent_code, sort, home_tag_sort, featured_sort) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (dict_code) DO NOTHING RETURNING *`,
    [input.dictCode, input.dictName, input.parentCode ?? null, input.sort ?? 0, input.homeTagSort ?? null, input.featuredSort ?? null],
  );
  if (!row) throw conflict(zhCNContent.categoryTaken);
  return toCategory(row);
}

export async function changeCategory(db: Db, code: string, change: CategoryChange): Promise<CategoryView> {
  await checkParent(db, code, change.parentCode);
  const fields = Object.entries(CATEGORY_COLUMNS).filter(([name]) => change[name as keyof CategoryChange] !== undefined);
  const row = await queryOne<CategoryRow>(
    db,
    `UPDATE categories SET ${fields.map(([, column], i) => `${column} = $${i + 2}`).join(', ')} WHERE dict_code = $1 RETURNING *`,
    [code, ...fields.map(([name]) => change[name as keyof CategoryChange] as SqlParam)],
  );
  if (!row) throw notFound(zhCNContent.categoryNotFound);
  return toCategory(row);
}

/** Removes a category that no video and no sub-category uses (taking them along would empty pages members know). */
export async function removeCategory(db: Db, code: string): Promise<CategoryView> {
  return db.transaction(async (tx) => {
    const before = await categoryByCode(tx, code);
    const used = await queryOne(tx, 'SELECT 1 FROM videos WHERE dict_code = $1 OR son_dict_code = $1 UNION ALL SELECT 1 FROM categories WHERE parent_code = $1 LIMIT 1', [code]);
    if (used) throw conflict(zhCNContent.categoryInUse);
    await tx.query('DELETE FROM categories WHERE dict_code = $1', [code]);
    return before;
  });
}

export async function listHomeTags(db: Db): Promise<CategoryView[]> {
  return (await db.query<CategoryRow>('SELECT * FROM categories WHERE home_tag_sort IS NOT NULL ORDER BY home_tag_sort, dict_code')).map(toCategory);
}

/** Home's tag strip becomes exactly `codes`, in that order; unknown codes are a 400. */
export async function orderHomeTags(db: Db, codes: readonly string[]): Promise<CategoryView[]> {
  await db.transaction(async (tx) => {
    const known = await tx.query<{ dict_code: string }>('SELECT dict_code FROM categories WHERE dict_code = ANY($1::text[])', [codes]);
    if (known.length !== codes.length) throw badRequest(zhCNContent.categoryNotFound);
    await tx.query('UPDATE categories SET home_tag_sort = NULL WHERE home_tag_sort IS NOT NULL AND NOT (dict_code = ANY($1::text[]))', [codes]);
    for (const [index, code] of codes.entries()) await tx.query('UPDATE categories SET home_tag_sort = $2 WHERE dict_code = $1', [code, index + 1]);
  });
  return listHomeTags(db);
}

export async function listHotWords(db: Db): Promise<HotWord[]> {
  return db.query<HotWord>('SELECT word, sort FROM hot_searches ORDER BY sort, word');
}

export async function addHotWord(db: Db, input: HotWord): Promise<HotWord> {
  const row = await queryOne<HotWord>(db, 'INSERT INTO hot_searches (word, sort) VALUES ($1, $2) ON CONFLICT (word) DO NOTHING RETURNING word, sort', [
    input.word,
    input.sort ?? 0,
  ]);
  if (!row) throw conflict(zhCNContent.hotWordTaken);
  return row;
}

/** Answers the word before and after the change. */
export async function changeHotWord(db: Db, word: string, change: HotWordChange): Promise<{ before: HotWord; after: HotWord }> {
  return db.transaction(async (tx) => {
    const before = await queryOne<HotWord>(tx, 'SELECT word, sort FROM hot_searches WHERE word = $1', [word]);
    if (!before) throw notFound(zhCNContent.hotWordNotFound);
    if (change.word !== undefined && change.word !== word && (await queryOne(tx, 'SELECT 1 FROM hot_searches WHERE word = $1', [change.word]))) {
      throw conflict(zhCNContent.hotWordTaken);
    }
    const after = await queryOne<HotWord>(tx, 'UPDATE hot_searches SET word = $2, sort = $3 WHERE word = $1 RETURNING word, sort', [
      word,
      change.word ?? before.word,
      change.sort ?? before.sort,
    ]);
    return { before, after: after! };
  });
}

export async function removeHotWord(db: Db, word: string): Promise<HotWord> {
  const row = await queryOne<HotWord>(db, 'DELETE FROM hot_searches WHERE word = $1 RETURNING word, sort', [word]);
  if (!row) throw notFound(zhCNContent.hotWordNotFound);
  return row;
}
