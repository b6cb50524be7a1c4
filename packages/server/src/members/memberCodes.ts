/**
 * Members by their public code (the 8 digits operators and support know them by), and the
 * codes and nicknames of many members at once, for the operator's lists of things members did.
 */
import { queryOne, type Db } from '../db/db.ts';
import { notFound } from '../http/errors.ts';

/** The id of the member with this code, or null. */
export async function findMemberId(db: Db, memberCode: string): Promise<number | null> {
  const row = await queryOne<{ id: number }>(db, 'SELECT id FROM members WHERE member_code = $1', [memberCode]);
  return row?.id ?? null;
}

/** The id of the member with this code; 404 when there is none. */
export async function memberIdByCode(db: Db, memberCode: string): Promise<number> {
  const id = await findMemberId(db, memberCode);
  if (id === null) throw notFound();
  return id;
}

export interface MemberName {
  memberCode: string;
  nickname: string;
}

/** The code and nickname of each member of `ids` that exists, by id. */
export async function memberNames(db: Db, ids: readonly number[]): Promise<Map<number, MemberName>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.query<{ id: number; member_code: string; nickname: string }>(
    'SELECT id, member_code, nickname FROM members WHERE id = ANY($1::bigint[])',
    [unique],
  );
  return new Map(rows.map((row) => [Number(row.id), { memberCode: row.member_code, nickname: row.nickname }]));
}
