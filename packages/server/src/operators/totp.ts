/**
 * Time-based one-time codes (RFC 6238: SHA-1, 6 digits, 30 s) through `otpauth`, a small,
 * maintained library with no dependency but @noble/hashes; nothing of the algorithm is ours.
 */
import { Secret, TOTP } from 'otpauth';

const ISSUER = 'Nocturne';
const PERIOD_SECONDS = 30;
/** One step either side: a phone's clock a little off, or a code typed as it turned. */
const WINDOW = 1;

function totpOf(secret: string, name: string): TOTP {
  return new TOTP({ issuer: ISSUER, label: name, algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS, secret: Secret.fromBase32(secret) });
}

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function totpUri(secret: string, name: string): string {
  return totpOf(secret, name).toString();
}

/** The time step a right code belongs to (to refuse its reuse), or null for a wrong one. */
export function totpStep(secret: string, name: string, code: string, now: Date): number | null {
  if (!/^[0-9]{6}$/.test(code)) return null;
  const delta = totpOf(secret, name).validate({ token: code, timestamp: now.getTime(), window: WINDOW });
  return delta === null ? null : Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
}

/** The code of `now` (the command line's and the tests' use). */
export function totpCode(secret: string, name: string, now: Date): string {
  return totpOf(secret, name).generate({ timestamp: now.getTime() });
}
