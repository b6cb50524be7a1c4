/** A members row as the API's Member (core's type). */
import { fenToYuan, formatDateTime, type Member, type VipPeriod } from '@nocturne/core';
import type { Db } from '../db/db.ts';
import { queryOne } from '../db/db.ts';
import { notFound } from '../http/errors.ts';
import { isVipRow } from './vip.ts';

export interface MemberRow {
  id: number;
  member_code: string;
  member_name: string;
  password_hash: string;
  password_temp: string;
  suspended_at: Date | null;
  nickname: string;
  signature: string;
  avatar: string;
  h5_uuid: string | null;
  coins: number;
  balance_fen: number;
  member_vip: number;
  vip_period: number;
  vip_expires_at: Date | null;
  register_address: string;
  created_at: Date;
}

export async function memberRow(db: Db, memberId: number, lock = false): Promise<MemberRow> {
  // FOR NO KEY UPDATE, as lockMember's (why there).
  const row = await queryOne<MemberRow>(db, `SELECT * FROM members WHERE id = $1${lock ? ' FOR NO KEY UPDATE' : ''}`, [memberId]);
  if (!row) throw notFound();
  return row;
}

/**
 * Locks the member's row until the caller's transaction ends: the member's calls that take it
 * queue up. FOR NO KEY UPDATE, not FOR UPDATE: a money call's claim (idempotent_answers,
 * whose member_id references the row) already holds the row's KEY SHARE lock, which FOR
 * UPDATE waits for, so two parallel calls of one member each waited for the other's claim:
 * a deadlock, found by PostgreSQL after a second and answered 服务器繁忙.
 */
export async function lockMember(tx: Db, memberId: number): Promise<void> {
  await tx.query('SELECT id FROM members WHERE id = $1 FOR NO KEY UPDATE', [memberId]);
}

/**
 * When the member is not VIP (core's rule: expired, or neither plan nor level) the level and
 * plan read 0, so no client rule (not even "memberVip 3 always enters the dark web") can
 * treat a lapsed member as VIP.
 */
export function toMember(row: MemberRow, now: Date, timeZone: string, token?: string): Member {
  const active = isVipRow(row, now);
  return {
    memberCode: row.member_code,
    memberName: row.member_name,
    memberNichen: row.nickname,
    memberSignature: row.signature,
    memberAvatar: row.avatar,
    ...(token ? { token } : {}),
    h5Uuid: row.h5_uuid ?? '',
    memberCion: row.coins,
    // Yuan on the wire: the original client shows `balance` as it is.
    balance: fenToYuan(row.balance_fen),
    memberVip: active ? row.member_vip : 0,
    vipPeriod: (active ? row.vip_period : 0) as VipPeriod,
    vipDate: row.vip_expires_at ? formatDateTime(row.vip_expires_at, timeZone) : '',
    memberPwdTemp: row.password_temp,
  };
}

export async function memberView(db: Db, memberId: number, now: Date, timeZone: string, token?: string): Promise<Member> {
  return toMember(await memberRow(db, memberId), now, timeZone, token);
}
