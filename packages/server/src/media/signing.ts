/**
 * Signed, short-lived media URLs: HMAC-SHA256 over what the URL names, the member it was
 * issued to and its expiry (MEDIA_SECRET). A URL cannot be widened to another episode,
 * segment or member, nor used after it expires.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface SignedQuery {
  /** The member the URL was issued to. */
  m: number;
  /** Expiry, Unix seconds. */
  exp: number;
  sig: string;
}

function signature(secret: string, subject: string, memberId: number, exp: number): string {
  return createHmac('sha256', secret).update(`${subject}\n${memberId}\n${exp}`).digest('base64url');
}

export function sign(secret: string, subject: string, memberId: number, now: Date, ttlSeconds: number): SignedQuery {
  const exp = Math.floor(now.getTime() / 1000) + ttlSeconds;
  return { m: memberId, exp, sig: signature(secret, subject, memberId, exp) };
}

/** For segment URLs: `m=…&exp=…&sig=…`. */
export function queryString(signed: SignedQuery): string {
  return `m=${signed.m}&exp=${signed.exp}&sig=${signed.sig}`;
}

/** For playlist URLs, whose path must end in `.m3u8`: `<m>/<exp>/<sig>` (sig is base64url). */
export function pathSignature(signed: SignedQuery): string {
  return `${signed.m}/${signed.exp}/${signed.sig}`;
}

/** True when `query` signs `subject` and has not expired at `now`. */
export function verify(secret: string, subject: string, query: Partial<Record<'m' | 'exp' | 'sig', string>>, now: Date): SignedQuery | null {
  const memberId = Number(query.m);
  const exp = Number(query.exp);
  const sig = query.sig ?? '';
  if (!Number.isSafeInteger(memberId) || !Number.isSafeInteger(exp) || exp * 1000 <= now.getTime()) return null;
  const expected = Buffer.from(signature(secret, subject, memberId, exp));
  const actual = Buffer.from(sig);
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? { m: memberId, exp, sig } : null;
}
