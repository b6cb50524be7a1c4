/**
 * Devices that have signed in to an operator account (`operator_devices`): the members'
 * device-cookie pattern (members/knownDevices.ts: the same cookie and key), kept per operator,
 * so a stranger's wrong passwords never lock an operator out of the devices it uses.
 */
import { createHash } from 'node:crypto';
import type { Db } from '../db/db.ts';
import { queryOne } from '../db/db.ts';
import { KNOWN_DEVICE_DAYS } from '../members/knownDevices.ts';

const hashOf = (key: string) => createHash('sha256').update(key).digest('hex');
const since = (now: Date) => new Date(now.getTime() - KNOWN_DEVICE_DAYS * 86_400_000);

export async function isKnownOperatorDevice(db: Db, operatorId: number, key: string | undefined, now: Date): Promise<boolean> {
  if (!key) return false;
  return (await queryOne(db, 'SELECT 1 FROM operator_devices WHERE operator_id = $1 AND key_hash = $2 AND last_seen_at > $3', [operatorId, hashOf(key), since(now)])) !== undefined;
}

export async function rememberOperatorDevice(db: Db, operatorId: number, key: string, now: Date): Promise<void> {
  await db.query('DELETE FROM operator_devices WHERE operator_id = $1 AND last_seen_at <= $2', [operatorId, since(now)]);
  await db.query(
    `INSERT INTO operator_devices (operator_id, key_hash, last_seen_at) VALUES ($1, $2, $3)
     ON CONFLICT (operator_id, key_hash) DO UPDATE SET last_seen_at = EXCLUDED.last_seen_at`,
    [operatorId, hashOf(key), now],
  );
}
