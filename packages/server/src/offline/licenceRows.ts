/**
 * The SQL of `offline_licences`: one row per member, device, episode and rendition. Asking
 * again renews the row and keeps its id; a revoked row keeps its reason until then.
 */
import { randomUUID } from 'node:crypto';
import type { OfflineRefusal } from '@nocturne/core';
import type { Db } from '../db/db.ts';

export interface LicenceRow {
  id: string;
  episodeId: number;
  expiresAt: Date;
  /** Set once revoked, with its reason. */
  revokedAt: Date | null;
  revokeReason: OfflineRefusal | null;
}

export interface LicenceGrant {
  memberId: number;
  device: string;
  videoId: number;
  episodeId: number;
  rendition: string;
  now: Date;
  expiresAt: Date;
}

/** Grants the licence, or renews (and un-revokes) the one the member already holds for it; answers its id. */
export async function upsertLicence(db: Db, grant: LicenceGrant): Promise<string> {
  const rows = await db.query<{ id: string }>(
    `INSERT INTO offline_licences (id, member_id, device, video_id, episode_id, rendition, issued_at, renewed_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7, $8)
     ON CONFLICT (member_id, device, episode_id, rendition) DO UPDATE
       SET renewed_at = EXCLUDED.renewed_at, expires_at = EXCLUDED.expires_at, video_id = EXCLUDED.video_id, revoked_at = NULL, revoke_reason = NULL
     RETURNING id`,
    [randomUUID(), grant.memberId, grant.device, grant.videoId, grant.episodeId, grant.rendition, grant.now, grant.expiresAt],
  );
  return rows[0]!.id;
}

/** The member's licences on `device` among `ids`; ids of other members or devices are not found. */
export async function licencesOf(db: Db, memberId: number, device: string, ids: readonly string[]): Promise<LicenceRow[]> {
  const rows = await db.query<{ id: string; episode_id: number; expires_at: Date; revoked_at: Date | null; revoke_reason: OfflineRefusal | null }>(
    `SELECT id, episode_id, expires_at, revoked_at, revoke_reason FROM offline_licences
      WHERE member_id = $1 AND device = $2 AND id = ANY($3::text[])`,
    [memberId, device, [...ids]],
  );
  return rows.map((row) => ({ id: row.id, episodeId: Number(row.episode_id), expiresAt: row.expires_at, revokedAt: row.revoked_at, revokeReason: row.revoke_reason }));
}

/** Moves each licence's end (a check that found it still entitled). */
export async function renewLicences(db: Db, renewals: readonly { id: string; expiresAt: Date }[], now: Date): Promise<void> {
  if (renewals.length === 0) return;
  await db.query(
    `UPDATE offline_licences l SET expires_at = r.expires_at, renewed_at = $3
       FROM unnest($1::text[], $2::timestamptz[]) AS r(id, expires_at)
      WHERE l.id = r.id AND l.revoked_at IS NULL`,
    // Instants as ISO text: postgres.js does not serialise a Date inside an array parameter.
    [renewals.map((r) => r.id), renewals.map((r) => r.expiresAt.toISOString()), now],
  );
}

/** Revokes each licence with its reason; one already revoked keeps its first reason. */
export async function revokeLicences(db: Db, revocations: readonly { id: string; reason: OfflineRefusal }[], now: Date): Promise<void> {
  if (revocations.length === 0) return;
  await db.query(
    `UPDATE offline_licences l SET revoked_at = $3, revoke_reason = r.reason
       FROM unnest($1::text[], $2::text[]) AS r(id, reason)
      WHERE l.id = r.id AND l.revoked_at IS NULL`,
    [revocations.map((r) => r.id), revocations.map((r) => r.reason), now],
  );
}
