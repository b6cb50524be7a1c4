/**
 * The AES envelope on the server side, with node:crypto for speed. It is byte-identical
 * to core's CryptoJS `encryptText` (AES-128-CBC, PKCS7, UTF-8 key and IV, Base64);
 * test/codec.test.ts proves it on fixed and random inputs.
 */
import { createCipheriv, createDecipheriv } from 'node:crypto';
import type { AesKey } from '@nocturne/core';

export function encryptText(plain: string, { key, iv }: AesKey): string {
  const cipher = createCipheriv('aes-128-cbc', Buffer.from(key, 'utf8'), Buffer.from(iv, 'utf8'));
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
}

export function decryptText(cipherBase64: string, { key, iv }: AesKey): string {
  const decipher = createDecipheriv('aes-128-cbc', Buffer.from(key, 'utf8'), Buffer.from(iv, 'utf8'));
  return Buffer.concat([decipher.update(Buffer.from(cipherBase64, 'base64')), decipher.final()]).toString('utf8');
}

export function encryptJson(value: unknown, key: AesKey): string {
  return encryptText(JSON.stringify(value), key);
}
