import { decryptJson, DEVELOPMENT_AES_KEY, encryptText as coreEncrypt } from '@nocturne/core';
import { expect, test } from 'vitest';
import { decryptText, encryptJson, encryptText } from '../src/http/codec.ts';
import { servedAgain, successBody } from '../src/http/envelope.ts';
import { SharedHeadCipher } from '../src/http/sharedHeadCipher.ts';

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

test('the body of a value served again is built once, per key and encryption; a one-off value\'s is not kept', () => {
  const value = { list: [{ cartoonCode: 'v0001' }] };
  const other = { key: 'abcdefghijklmnop', iv: '0000000000000000' };
  const parse = (bytes: Buffer) => JSON.parse(bytes.toString('utf8')) as { code: number; msg: string; data: unknown };
  const oneOff = successBody(value, true, DEVELOPMENT_AES_KEY);
  expect(successBody(value, true, DEVELOPMENT_AES_KEY)).not.toBe(oneOff);
  expect(successBody(value, true, DEVELOPMENT_AES_KEY)).toEqual(oneOff);

  servedAgain(value);
  const first = successBody(value, true, DEVELOPMENT_AES_KEY);
  expect(successBody(value, true, DEVELOPMENT_AES_KEY)).toBe(first);
  expect(parse(first)).toMatchObject({ code: 0, msg: 'success' });
  expect(decryptJson(parse(first).data as string, DEVELOPMENT_AES_KEY)).toEqual(value);
  expect(decryptJson(parse(successBody(value, true, other)).data as string, other)).toEqual(value);
  expect(parse(successBody(value, false, DEVELOPMENT_AES_KEY))).toEqual({ code: 0, msg: 'success', data: value });
  expect(parse(successBody(value, true, DEVELOPMENT_AES_KEY, '已提交'))).toMatchObject({ code: 0, msg: '已提交' });
  expect(decryptJson(parse(successBody(null, true, DEVELOPMENT_AES_KEY)).data as string, DEVELOPMENT_AES_KEY)).toBeNull();
});

test('a shared head encrypted once joins every tail into exactly the ciphertext of the whole text', () => {
  const key = { key: 'abcdefghijklmnop', iv: '0000000000000000' };
  // Heads of every length around the 48-byte cut, with characters of 1 to 4 UTF-8 bytes
  // (a cut may split one), and tails from empty to several blocks.
  const alphabet = ['a', 'é', '夜', '🎬'];
  for (let length = 0; length <= 110; length += 1) {
    const head = Array.from({ length }, (_, i) => alphabet[(i * 7 + length) % 4]).join('');
    const cipher = new SharedHeadCipher(head, key);
    for (const tail of ['', '}', '"progress":12}', '曲'.repeat(length % 23)]) {
      expect(cipher.encrypt(tail)).toBe(encryptText(head + tail, key));
    }
  }
  const head = '{"recommend":[' + '{"cartoonName":"夜色之歌"},'.repeat(30);
  expect(decryptText(new SharedHeadCipher(head, DEVELOPMENT_AES_KEY).encrypt('null]}'), DEVELOPMENT_AES_KEY)).toBe(`${head}null]}`);
});
