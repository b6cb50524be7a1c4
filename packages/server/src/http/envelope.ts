import type { AesKey, Envelope } from '@nocturne/core';
import { SUCCESS_CODE } from '@nocturne/core';
import { encryptJson } from './codec.ts';

/**
 * Ciphertexts of values that are served again and again (the read cache hands out the same
 * object until it expires), so a cached home index is encrypted once, not per request.
 */
const ciphertexts = new WeakMap<object, { aes: AesKey; text: string }>();

function encrypted(data: unknown, aes: AesKey): string {
  if (typeof data !== 'object' || data === null) return encryptJson(data, aes);
  const known = ciphertexts.get(data);
  if (known && known.aes === aes) return known.text;
  const text = encryptJson(data, aes);
  ciphertexts.set(data, { aes, text });
  return text;
}

/** A success: `{ code: 0, data }`, with `data` as AES ciphertext on encrypted calls. */
export function success(data: unknown, isEncrypted: boolean, aes: AesKey): Envelope {
  return { code: SUCCESS_CODE, msg: 'success', data: isEncrypted ? encrypted(data, aes) : data };
}

export function failure(code: number | string, msg: string): Envelope<null> {
  return { code, msg, data: null };
}
