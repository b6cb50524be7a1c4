/**
 * The audit log (`operator_audit`): who changed what, when, the value before and after, and
 * why. Only appended to: this module has no update and no delete, and the table's trigger
 * (migration 130) refuses both to anyone.
 */
import type { AuditEntry } from '@nocturne/core';
import type { Db } from '../db/db.ts';

/** Who made a change: an operator, or the ADMIN_TOKEN of scripts (no operator row). */
export interface Actor {
  operatorId: number | null;
  name: string;
}

export const TOKEN_ACTOR: Actor = { operatorId: null, name: 'ADMIN_TOKEN' };

export interface AuditRecord {
  action: string;
  target: string;
  before?: unknown;
  after?: unknown;
  reason?: string;
}

export async function appendAudit(db: Db, actor: Actor, record: AuditRecord, now: Date): Promise<void> {
  await db.query(
    'INSERT INTO operator_audit (at, operator_id, actor, action, target, before, after, reason) VALUES ($1, $2, $3, $4, $5, $6::text::jsonb, $7::text::jsonb, $8)',
    [now, actor.operatorId, actor.name, record.action, record.target, json(record.before), json(record.after), record.reason ?? ''],
  );
}

// JSON travels as text ($n::text::jsonb): a jsonb parameter would be encoded once more by postgres.js.
const json = (value: unknown): string | null => (value === undefined || value === null ? null : JSON.stringify(value));

export interface AuditFilter {
  actor: string | null;
  action: string | null;
  target: string | null;
}

/** Newest first, `limit` rows below the id `before` (keyset paging). */
export async function readAudit(db: Db, filter: AuditFilter, before: number | null, limit: number): Promise<AuditEntry[]> {
  const rows = await db.query<{ id: string | number; at: Date; actor: string; action: string; target: string; before: unknown; after: unknown; reason: string }>(
    `SELECT id, at, actor, action, target, before, after, reason FROM operator_audit
      WHERE ($1::text IS NULL OR actor = $1) AND ($2::text IS NULL OR action = $2) AND ($3::text IS NULL OR target = $3)
        AND ($4::bigint IS NULL OR id < $4)
      ORDER BY id DESC LIMIT $5`,
    [filter.actor, filter.action, filter.target, before, limit],
  );
  return rows.map((row) => ({ ...row, id: Number(row.id), at: row.at.toISOString() }));
}
