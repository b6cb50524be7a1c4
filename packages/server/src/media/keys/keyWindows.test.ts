import { randomBytes } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { previewSegments, type Segment } from '../playlist.ts';
import { KEY_BYTES, segmentCipher, segmentDecipher, segmentIv, windowKey } from './contentKeys.ts';
import { KEY_WINDOW_SEGMENTS, keyedPreviewSegments, keyWindowOf, previewWindowCount, windowCount, windowSeconds, windowSegments } from './keyWindows.ts';

/** A rendition of `count` 2-second segments, the last one `last` seconds. */
const rendition = (count: number, last = 2): Segment[] =>
  Array.from({ length: count }, (_, i) => ({ duration: i === count - 1 ? last : 2, file: `seg${String(i).padStart(3, '0')}.ts` }));

describe('key windows', () => {
  test('the first segment alone, then windows of five', () => {
    expect(KEY_WINDOW_SEGMENTS).toBe(5);
    expect([0, 1, 5, 6, 10, 11, 15, 16].map(keyWindowOf)).toEqual([0, 1, 1, 2, 2, 3, 3, 4]);
    expect(windowSegments(0)).toEqual({ first: 0, end: 1 });
    expect(windowSegments(2)).toEqual({ first: 6, end: 11 });
    expect([0, 1, 2, 6, 7, 11, 12].map(windowCount)).toEqual([0, 1, 2, 2, 3, 3, 4]);
  });

  test.each([
    // Limits of whole tens of seconds: exactly today's preview (the limit and one segment).
    [10, 6],
    [30, 16],
    [60, 31],
    // Others: up to the end of the window the preview ends in.
    [15, 11],
    [3, 6],
    [0, 1],
  ])('a %i s preview of 2 s segments serves %i segments', (limit, served) => {
    const segments = rendition(100);
    expect(keyedPreviewSegments(segments, limit)).toHaveLength(served);
    expect(keyedPreviewSegments(segments, limit).length).toBeGreaterThanOrEqual(previewSegments(segments, limit).length);
    expect(previewWindowCount(segments, limit)).toBe(keyWindowOf(served - 1) + 1);
  });

  test('a preview longer than the media serves it all; a window credits its own length', () => {
    const segments = rendition(7, 0.5);
    expect(keyedPreviewSegments(segments, 600)).toHaveLength(7);
    expect(previewWindowCount(segments, 600)).toBe(3);
    expect([0, 1, 2].map((window) => windowSeconds(segments, window))).toEqual([2, 10, 0.5]);
  });
});

describe('content keys', () => {
  test('16 bytes per window, the same for the same seed and window, unlike any other', () => {
    const seed = randomBytes(32);
    expect(windowKey(seed, 3)).toHaveLength(KEY_BYTES);
    expect(windowKey(seed, 3)).toEqual(windowKey(Buffer.from(seed), 3));
    expect(windowKey(seed, 3)).not.toEqual(windowKey(seed, 4));
    expect(windowKey(seed, 3)).not.toEqual(windowKey(randomBytes(32), 3));
  });

  test('the IV is the media sequence number, big-endian in 16 bytes (RFC 8216 5.2)', () => {
    expect(segmentIv(0).toString('hex')).toBe('0'.repeat(32));
    expect(segmentIv(258).toString('hex')).toBe(`${'0'.repeat(28)}0102`);
  });

  test('a segment is AES-128-CBC with PKCS#7 padding: it decrypts only with its key and index', () => {
    const key = windowKey(randomBytes(32), 1);
    const plain = randomBytes(188 * 7);
    const cipher = segmentCipher(key, 4);
    const whole = Buffer.concat([cipher.update(plain), cipher.final()]);
    expect(whole.length).toBe(plain.length + 16 - (plain.length % 16));
    const decipher = segmentDecipher(key, 4);
    expect(Buffer.concat([decipher.update(whole), decipher.final()])).toEqual(plain);
    const wrongIndex = segmentDecipher(key, 5);
    expect(Buffer.concat([wrongIndex.update(whole), wrongIndex.final()]).subarray(0, 16)).not.toEqual(plain.subarray(0, 16));
  });
});
