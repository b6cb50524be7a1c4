/** Passwords are stored as scrypt hashes: `scrypt$N$r$p$salt$hash` (Base64). */
import { createHash, randomBytes, randomInt, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** The default scrypt cost (N); stored with each hash, so changing it keeps old hashes valid. */
export const DEFAULT_SCRYPT_COST = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCallback(password, salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

export async function hashPassword(password: string, cost = DEFAULT_SCRYPT_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, { N: cost, r: R, p: P });
  return ['scrypt', cost, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash per cost of a password nobody has: an unknown account is checked against it. */
const unknownAccountHashes = new Map<number, Promise<string>>();

/**
 * Spends the scrypt a wrong password costs (the same N, r, p) and answers false: a login
 * for an account that does not exist takes as long as one with a wrong password.
 */
export async function verifyUnknownAccount(password: string, cost = DEFAULT_SCRYPT_COST): Promise<false> {
  let hash = unknownAccountHashes.get(cost);
  if (!hash) {
    hash = hashPassword(randomBytes(16).toString('hex'), cost);
    unknownAccountHashes.set(cost, hash);
  }
  await verifyPassword(password, await hash);
  return false;
}

/**
 * A member's password against what is stored. While a device member still has its generated
 * password, that password is kept readable in `password_temp` (the identity card shows it), so
 * a scrypt hash of it beside it protects nothing: registration stores no hash (`''`) and
 * saves the hash's CPU (about 65 ms of a core at N=16384, measured on this machine kind: more
 * than bench:api's whole member life of 62 calls costs the server otherwise). The check
 * still spends the scrypt a wrong password costs, so
 * timing tells nobody whether an account still has its generated password. Once the member
 * sets its own, `password_temp` is '' and the hash is checked.
 */
export async function memberPasswordMatches(
  password: string,
  stored: { password_hash: string; password_temp: string },
  cost = DEFAULT_SCRYPT_COST,
): Promise<boolean> {
  if (stored.password_temp === '') return verifyPassword(password, stored.password_hash);
  await verifyUnknownAccount(password, cost);
  const given = createHash('sha256').update(password).digest();
  return timingSafeEqual(given, createHash('sha256').update(stored.password_temp).digest());
}

/** Letters and digits that cannot be mistaken for each other on an identity card. */
const READABLE = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A generated password for a device member: 8 readable characters (inside the 6-12 rule). */
export function generatePassword(length = 8): string {
  return Array.from({ length }, () => READABLE[randomInt(READABLE.length)]).join('');
}
