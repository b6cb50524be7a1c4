/**
 * Keyset paging of the operator's long lists (a member's ledger, payment orders, a video's
 * danmaku), newest first. Each page answers `{ items, nextCursor }`, and
 * `?cursor=<nextCursor>` continues strictly after the last row of the page, so rows written
 * meanwhile (newer ones) never shift a page: no row comes twice and none is missed.
 * `nextCursor` is null on the last page. The cursor is opaque (the last row's key).
 */
import { s } from '../http/schema.ts';
import { badRequest } from '../http/errors.ts';

export const PAGE_DEFAULT = 50;
export const PAGE_MAX = 500;

export interface Page<T> {
  items: T[];
  /** Pass back as `cursor` for the next (older) page; null after the last row. */
  nextCursor: string | null;
}

export interface PageQuery {
  cursor?: string;
  limit?: string;
}

// The operator API's validator does not coerce types: the limit arrives as digits.
export const pageProperties = {
  cursor: s.string({ maxLength: 64 }).json,
  limit: { type: 'string', pattern: '^[1-9][0-9]{0,3}$' },
} as const;

export function limitOf(query: PageQuery): number {
  const limit = query.limit === undefined ? PAGE_DEFAULT : Number(query.limit);
  if (limit > PAGE_MAX) throw badRequest(`limit: at most ${PAGE_MAX}`);
  return limit;
}

/** The cursor of a list keyed by a row id: the id to read below, null for the first page. */
export function idCursorOf(query: PageQuery): number | null {
  const cursor = query.cursor || undefined;
  if (cursor === undefined) return null;
  if (!/^[1-9][0-9]{0,14}$/.test(cursor)) throw badRequest('cursor');
  return Number(cursor);
}

/** A page of rows read one beyond `limit`, which tells whether another page follows. */
export function pageOf<T>(rows: T[], limit: number, keyOf: (row: T) => string): Page<T> {
  const items = rows.slice(0, limit);
  return { items, nextCursor: rows.length > limit ? keyOf(items[items.length - 1]!) : null };
}
