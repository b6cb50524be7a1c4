/**
 * Devices that have signed in to an account: the device keeps a random key (a cookie, see
 * deviceCookie.ts), the server keeps its sha256 per member. A key is 32 random bytes, so it
 * cannot be guessed, and it is checked against this table, so it needs no signature and no
 * secret to keep in step across the processes of a fleet.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/db.ts';
import type { MemberDevice } from '@nocturne/core';
import { queryOne } from '../db/db.ts';

/** A device that has not signed in for this long is forgotten (its cookie lives as long). */
export const KNOWN_DEVICE_DAYS = 400;
const KEY = /^[A-Za-z0-9_-]{43}$/;

export function newDeviceKey(): string {
  return randomBytes(32).toString('base64url');
}

/** Only keys of our own shape are looked up; anything else is no key. */
export function isDeviceKey(text: unknown): text is string {
  return typeof text === 'string' && KEY.test(text);
}

const hashOf = (key: string) => createHash('sha256').update(key).digest('hex');

/** Whether the device with `key` has signed in to the member before (within KNOWN_DEVICE_DAYS). */
export async function isKnownDevice(db: Db, memberId: number, key: string | undefined, now: Date): Promise<boolean> {
  if (!key) return false;
  const since = new Date(now.getTime() - KNOWN_DEVICE_DAYS * 86_400_000);
  return (await queryOne(db, 'SELECT 1 FROM login_devices WHERE member_id = $1 AND key_hash = $2 AND last_seen_at > $3', [memberId, hashOf(key), since])) !== undefined;
}

/** After a sign-in with `key`: the device is known to the member from now on (its stale devices go). */
export async function rememberDevice(db: Db, memberId: number, key: string, now: Date): Promise<void> {
  await db.query('DELETE FROM login_devices WHERE member_id = $1 AND last_seen_at <= $2', [memberId, new Date(now.getTime() - KNOWN_DEVICE_DAYS * 86_400_000)]);
  await db.query(
    `INSERT INTO login_devices (member_id, key_hash, last_seen_at) VALUES ($1, $2, $3)
     ON CONFLICT (member_id, key_hash) DO UPDATE SET last_seen_at = EXCLUDED.last_seen_at`,
    [memberId, hashOf(key), now],
  );
}

/** The devices that signed in to the member, last seen first (for operators: only when, never the key). */
export async function devicesOf(db: Db, memberId: number): Promise<MemberDevice[]> {
  const rows = await db.query<{ last_seen_at: Date }>('SELECT last_seen_at FROM login_devices WHERE member_id = $1 ORDER BY last_seen_at DESC LIMIT 50', [memberId]);
  return rows.map((row) => ({ lastSeenAt: row.last_seen_at.toISOString() }));
}
