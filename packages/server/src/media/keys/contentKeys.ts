/**
 * The keys of an encrypted ladder. Each media has a random 32-byte seed (media.key_seed,
 * in the database, never in the object store beside the segments it opens); the key of a
 * window is HMAC-SHA256(seed, "nocturne-hls-key:<window>") cut to 16 bytes. One seed per
 * media rather than a key per window: one column, and a seed opens one video only.
 * Segments are HLS AES-128: the whole segment AES-128-CBC with PKCS#7 padding, the IV the
 * segment's media sequence number (big-endian, 16 bytes), which is what a player assumes
 * when EXT-X-KEY has no IV attribute (RFC 8216, 5.2); our playlists start at sequence 0 and
 * only ever cut the end, so the number is the segment's index.
 */
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

export const KEY_SEED_BYTES = 32;
export const KEY_BYTES = 16;

export function newKeySeed(): Buffer {
  return randomBytes(KEY_SEED_BYTES);
}

export function windowKey(seed: Uint8Array, window: number): Buffer {
  return createHmac('sha256', seed).update(`nocturne-hls-key:${window}`).digest().subarray(0, KEY_BYTES);
}

/** The IV HLS implies for the segment with media sequence number `index`. */
export function segmentIv(index: number): Buffer {
  const iv = Buffer.alloc(16);
  iv.writeBigUInt64BE(BigInt(index), 8);
  return iv;
}

export const segmentCipher = (key: Uint8Array, index: number) => createCipheriv('aes-128-cbc', key, segmentIv(index));
export const segmentDecipher = (key: Uint8Array, index: number) => createDecipheriv('aes-128-cbc', key, segmentIv(index));
