import { describe, expect, test } from 'vitest';
import { AesKeyError, DecryptError, DEVELOPMENT_AES_KEY, assertAesKey, decryptJson, decryptText, encryptJson, encryptText } from './aes.ts';

// Vectors computed independently with OpenSSL's AES-128-CBC (node:crypto), so the test pins
// the wire format rather than crypto-js against itself.
const TEST_KEY = { key: '0123456789abcdef', iv: 'fedcba9876543210' };
const VECTORS = [
  { key: DEVELOPMENT_AES_KEY, plain: '{"code":0,"msg":"夜曲"}', cipher: 'A70o4MeHehNWQuQ3VeQfcrBiaCqfcIAQQx0euTbAm7s=' },
  { key: TEST_KEY, plain: '', cipher: 'PEks7dlUzDg/PT7pPnKEhA==' },
  // A full block of input gains a full block of PKCS7 padding.
  { key: TEST_KEY, plain: 'exactly16bytes!!', cipher: 'eD+GI9OPnwB1+CipzeUeEmYJB7L1Mbt/cYbfB2FEu9k=' },
];

describe('AES payload codec', () => {
  test.each(VECTORS)('encrypts $plain to the fixed vector', ({ key, plain, cipher }) => {
    expect(encryptText(plain, key)).toBe(cipher);
  });

  test.each(VECTORS)('decrypts the fixed vector back to $plain', ({ key, plain, cipher }) => {
    expect(decryptText(cipher, key)).toBe(plain);
  });

  test('round-trips JSON with Chinese text', () => {
    const value = { list: [{ cartoonName: '深夜剧场', cartoonHot: 12345 }] };
    expect(decryptJson(encryptJson(value, TEST_KEY), TEST_KEY)).toEqual(value);
  });

  test('a wrong key is a DecryptError, not garbage', () => {
    const cipher = encryptJson({ a: 1 }, TEST_KEY);
    expect(() => decryptJson(cipher, { key: 'another-key-0000', iv: TEST_KEY.iv })).toThrow(DecryptError);
  });

  test('text that is not JSON is a DecryptError', () => {
    expect(() => decryptJson(encryptText('not json', TEST_KEY), TEST_KEY)).toThrow(DecryptError);
  });

  test('key and IV must each be 16 bytes', () => {
    expect(() => assertAesKey(TEST_KEY)).not.toThrow();
    expect(() => assertAesKey({ key: 'short', iv: TEST_KEY.iv })).toThrow(AesKeyError);
    // 16 characters but 18 UTF-8 bytes.
    expect(() => assertAesKey({ key: TEST_KEY.key, iv: '夜曲3456789abcde' })).toThrow(/iv must be 16 bytes/);
  });
});
