/**
 * The AES payload envelope of docs/product.md section 7: AES-CBC, PKCS7 padding, a 16-character
 * UTF-8 key and IV, ciphertext as Base64. Byte-identical to
 * `CryptoJS.AES.encrypt(text, Utf8.parse(key), { iv: Utf8.parse(iv), mode: CBC, padding: Pkcs7 }).toString()`.
 *
 * It is obfuscation kept for wire compatibility, not security (docs/product.md): key and IV are
 * configuration, passed in by the caller.
 */
// Per-algorithm entry points keep the rest of crypto-js out of the bundle; aes.js brings
// cipher-core, which registers CBC and Pkcs7 on the shared CryptoJS object.
import AES from 'crypto-js/aes.js';
import CryptoJS from 'crypto-js/core.js';
import Utf8 from 'crypto-js/enc-utf8.js';

const { CBC } = CryptoJS.mode;
const { Pkcs7 } = CryptoJS.pad;

export interface AesKey {
  /** 16 characters (16 UTF-8 bytes). */
  key: string;
  /** 16 characters (16 UTF-8 bytes). */
  iv: string;
}

/** The public development default, documented in docs/operator.md. Production sets its own. */
export const DEVELOPMENT_AES_KEY: AesKey = { key: 'nocturne-dev-key', iv: 'nocturne-dev-iv0' };

export class AesKeyError extends Error {
  override name = 'AesKeyError';
}

export class DecryptError extends Error {
  override name = 'DecryptError';
}

const KEY_BYTES = 16;

/** Throws unless key and IV are each 16 UTF-8 bytes, so a misconfiguration fails at start, not per request. */
export function assertAesKey({ key, iv }: AesKey): void {
  for (const [name, value] of [['key', key], ['iv', iv]] as const) {
    const bytes = new TextEncoder().encode(value).length;
    if (bytes !== KEY_BYTES) throw new AesKeyError(`AES ${name} must be ${KEY_BYTES} bytes, got ${bytes}`);
  }
}

export function encryptText(plain: string, { key, iv }: AesKey): string {
  return AES.encrypt(plain, Utf8.parse(key), { iv: Utf8.parse(iv), mode: CBC, padding: Pkcs7 }).toString();
}

export function decryptText(cipherBase64: string, { key, iv }: AesKey): string {
  let plain: string;
  try {
    plain = AES.decrypt(cipherBase64, Utf8.parse(key), { iv: Utf8.parse(iv), mode: CBC, padding: Pkcs7 }).toString(
      Utf8,
    );
  } catch (cause) {
    // crypto-js throws "Malformed UTF-8 data" when the key is wrong or the text was tampered with.
    throw new DecryptError('ciphertext does not decrypt with this key', { cause });
  }
  if (plain === '' && cipherBase64 !== encryptText('', { key, iv })) {
    throw new DecryptError('ciphertext does not decrypt with this key');
  }
  return plain;
}

/** Encrypts a value as JSON, as the server sends an encrypted `data`. */
export function encryptJson(value: unknown, key: AesKey): string {
  return encryptText(JSON.stringify(value), key);
}

/** Decrypts an encrypted `data` and parses its JSON. */
export function decryptJson<T>(cipherBase64: string, key: AesKey): T {
  const plain = decryptText(cipherBase64, key);
  try {
    return JSON.parse(plain) as T;
  } catch (cause) {
    throw new DecryptError('decrypted data is not JSON', { cause });
  }
}
