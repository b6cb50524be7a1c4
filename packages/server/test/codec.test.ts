import { decryptJson, DEVELOPMENT_AES_KEY, encryptText as coreEncrypt } from '@nocturne/core';
import { expect, test } from 'vitest';
import { decryptText, encryptJson, encryptText } from '../src/http/codec.ts';
import { success } from '../src/http/envelope.ts';

const samples = ['', 'a', '0123456789abcdef', '夜曲 · 移动影视', '{"list":[]}', '🎬'.repeat(40), 'x'.repeat(1000)];

test.each(samples)('node:crypto encrypts %j byte-identically to core\'s CryptoJS codec', (plain) => {
  expect(encryptText(plain, DEVELOPMENT_AES_KEY)).toBe(coreEncrypt(plain, DEVELOPMENT_AES_KEY));
});

test('random texts and another key agree too, and round-trip', () => {
  const key = { key: 'abcdefghijklmnop', iv: '0000000000000000' };
  for (let n = 0; n < 50; n += 1) {
    const plain = Array.from({ length: n * 7 }, (_, i) => String.fromCodePoint(32 + ((i * 7919 + n) % 20000))).join('');
    const cipher = encryptText(plain, key);
    expect(cipher).toBe(coreEncrypt(plain, key));
    expect(decryptText(cipher, key)).toBe(plain);
  }
});

test('core\'s client decrypts what the server encrypts', () => {
  const value = { rankList: [{ cartoonName: '夜色之歌' }], typeList: [] };
  expect(decryptJson(encryptJson(value, DEVELOPMENT_AES_KEY), DEVELOPMENT_AES_KEY)).toEqual(value);
});

test('an envelope of a value served again reuses its ciphertext, per key', () => {
  const value = { list: [{ cartoonCode: 'v0001' }] };
  const other = { key: 'abcdefghijklmnop', iv: '0000000000000000' };
  const first = success(value, true, DEVELOPMENT_AES_KEY);
  expect(success(value, true, DEVELOPMENT_AES_KEY).data).toBe(first.data);
  expect(decryptJson(first.data as string, DEVELOPMENT_AES_KEY)).toEqual(value);
  expect(decryptJson(success(value, true, other).data as string, other)).toEqual(value);
  expect(success(value, false, DEVELOPMENT_AES_KEY)).toEqual({ code: 0, msg: 'success', data: value });
});
