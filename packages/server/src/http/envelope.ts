import type { AesKey, Envelope } from '@nocturne/core';
import { SUCCESS_CODE } from '@nocturne/core';
import { encryptJson } from './codec.ts';

/** A success: `{ code: 0, data }`, with `data` as AES ciphertext on encrypted calls. */
export function success(data: unknown, encrypted: boolean, aes: AesKey): Envelope {
  return { code: SUCCESS_CODE, msg: 'success', data: encrypted ? encryptJson(data, aes) : data };
}

export function failure(code: number | string, msg: string): Envelope<null> {
  return { code, msg, data: null };
}
