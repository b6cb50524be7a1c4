/**
 * Finding members for operators: a member code matches exactly, a nickname or login name by
 * its start (case-insensitive), newest members first, in keyset pages below a member id.
 * Without a term (null): every member, newest first (the page opens on them).
 */
import type { MemberSummary } from '@nocturne/core';
import type { Db } from '../db/db.ts';
import { isVipRow } from './vip.ts';

/** `q` as a LIKE prefix: its own % and _ match themselves. */
const prefixPattern = (q: string): string => `${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function searchMembers(db: Db, q: string | null, beforeId: number | null, limit: number, now: Date): Promise<(MemberSummary & { id: number })[]> {
  const rows = await db.query<{
    id: number;
    member_code: string;
    member_name: string;
    nickname: string;
    member_vip: number;
    vip_period: number;
    vip_expires_at: Date | null;
    suspended_at: Date | null;
    created_at: Date;
  }>(
    `SELECT id, member_code, member_name, nickname, member_vip, vip_period, vip_expires_at, suspended_at, created_at FROM members
      WHERE ($1::text IS NULL OR member_code = $1 OR nickname ILIKE $2 OR member_name ILIKE $2) AND ($3::bigint IS NULL OR id < $3)
      ORDER BY id DESC LIMIT $4`,
    [q, q === null ? null : prefixPattern(q), beforeId, limit],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    memberCode: row.member_code,
    memberName: row.member_name,
    nickname: row.nickname,
    vip: isVipRow(row, now),
    suspended: row.suspended_at !== null,
    createdAt: row.created_at.toISOString(),
  }));
}
