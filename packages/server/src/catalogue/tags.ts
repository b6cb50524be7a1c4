/**
 * The catalogue's dictionary as members browse it: the home tag strip, the category tree of
 * the tag browser, the topic cards and the hot searches. Operator data, read as it is.
 */
import { DARK_WEB_TYPE_CODE, HOME_TAG, HOT_SEARCH_WORDS, type CategoryNode, type Topic } from '@nocturne/core';
import type { Db } from '../db/db.ts';
import { editableRows } from '../db/editableRows.ts';
import type { AppDeps } from '../http/deps.ts';
import { publicAddress } from '../http/publicOrigin.ts';
import { PUBLISHED } from './videoRows.ts';

interface CategoryRow {
  dict_code: string;
  dict_name: string;
  parent_code: string | null;
}

/** How deep the tree goes below the codes asked for. */
const TREE_DEPTH = 4;

/**
 * The home tag strip in the operator's order. Never the main view (HOME_TAG): every client
 * puts its own 首页 first (the original client unshifts `{dictCode: 0}`), so a main tag on the
 * wire would show twice.
 */
export async function homeTags(db: Db): Promise<CategoryNode[]> {
  const rows = await db.query<CategoryRow>(
    'SELECT dict_code, dict_name FROM categories WHERE home_tag_sort IS NOT NULL AND dict_code <> $1 ORDER BY home_tag_sort, dict_code',
    [HOME_TAG],
  );
  return rows.map((row) => ({ dictCode: row.dict_code, dictName: row.dict_name, child: [] }));
}

/**
 * The category tree below `dictCode`, or from the top for "" (the tag browser's
 * `{dictCode: "", dictLevel: 1}`). The top leaves out the main view, which is no category,
 * and the dark web, which has its own VIP-gated section.
 */
export async function categoryTree(db: Db, dictCode: string): Promise<CategoryNode[]> {
  const rows = await db.query<CategoryRow>(
    `WITH RECURSIVE tree AS (
       SELECT dict_code, dict_name, parent_code, sort, 1 AS depth FROM categories
        WHERE CASE WHEN $1 = '' THEN parent_code IS NULL AND dict_code NOT IN ($2, $3) ELSE parent_code = $1 END
       UNION ALL
       SELECT c.dict_code, c.dict_name, c.parent_code, c.sort, tree.depth + 1 FROM categories c JOIN tree ON c.parent_code = tree.dict_code
        WHERE tree.depth < $4)
     SELECT dict_code, dict_name, parent_code FROM tree ORDER BY depth, sort, dict_code`,
    [dictCode, HOME_TAG, DARK_WEB_TYPE_CODE, TREE_DEPTH],
  );
  const counts = await videoCounts(db);
  const nodes = new Map<string, CategoryNode>();
  const roots: CategoryNode[] = [];
  for (const row of rows) {
    const node: CategoryNode = { dictCode: row.dict_code, dictName: row.dict_name, child: [], videoCount: counts.get(row.dict_code) ?? 0 };
    nodes.set(row.dict_code, node);
    const parent = row.parent_code === null ? undefined : nodes.get(row.parent_code);
    // Rows come by depth, so a parent in the tree is always seen before its children.
    if (parent) parent.child.push(node);
    else roots.push(node);
  }
  return roots;
}

/**
 * Published videos per category code: a top category counts the videos it holds, a
 * sub-category those placed in it (a video whose sub-type names its own category counts once).
 */
async function videoCounts(db: Db): Promise<Map<string, number>> {
  const rows = await db.query<{ code: string; videos: number }>(
    `SELECT code, count(*)::int AS videos FROM (
       SELECT v.dict_code AS code FROM videos v WHERE ${PUBLISHED}
       UNION ALL
       SELECT v.son_dict_code FROM videos v WHERE ${PUBLISHED} AND v.son_dict_code <> '' AND v.son_dict_code <> v.dict_code
     ) placed GROUP BY code`,
  );
  return new Map(rows.map((row) => [row.code, row.videos]));
}

/** The topic cards as operators edit them (admin/content.ts). */
export const topicRows = editableRows('topics', ['title', 'image', 'code', 'son_type_code', 'sort'], 'sort, id');

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

/** Whether a topic with this id exists (its generated cover is served only then). */
export async function topicExists(db: Db, topicId: number): Promise<boolean> {
  return (await db.query('SELECT 1 FROM topics WHERE id = $1', [topicId])).length > 0;
}

export async function hotSearch(db: Db): Promise<string[]> {
  const rows = await db.query<{ word: string }>('SELECT word FROM hot_searches ORDER BY sort, word LIMIT $1', [HOT_SEARCH_WORDS]);
  return rows.map((row) => row.word);
}
