/**
 * Encrypts answers that begin with the same text, paying for that text once. A video's
 * detail is the same for every member but for a short tail (progress, heat, signed URLs),
 * and building and encrypting the whole answer was a third of the call's CPU.
 *
 * Why this gives exactly `encryptText(head + tail)`: CBC chains each 16-byte block on the
 * ciphertext block before it, so the ciphertext of `head + tail` begins with the ciphertext
 * of head's whole blocks whatever the tail is, and encrypting the rest with the last of
 * those blocks as the IV continues the same chain. Cut at a multiple of 48 bytes (16 for
 * AES, 3 for Base64), the Base64 of the head's blocks is made once and the two Base64 texts
 * join with nothing in between.
 */
import { createCipheriv } from 'node:crypto';
import type { AesKey } from '@nocturne/core';

/** AES blocks that are also whole Base64 groups: lcm(16, 3) bytes. */
const CUT = 48;
const BLOCK = 16;

export class SharedHeadCipher {
  private readonly key: Buffer;
  /** Base64 of the ciphertext of head's first whole CUTs. */
  private readonly headBase64: string;
  /** The IV that continues the chain: the last ciphertext block of the head's part. */
  private readonly chain: Buffer;
  /** Head bytes after that part, encrypted with every tail. */
  private readonly carry: Buffer;

  constructor(head: string, aes: AesKey) {
    const bytes = Buffer.from(head, 'utf8');
    const cut = bytes.length - (bytes.length % CUT);
    this.key = Buffer.from(aes.key, 'utf8');
    const iv = Buffer.from(aes.iv, 'utf8');
    // Whole blocks without padding: update returns all of them, nothing is held back.
    const blocks = createCipheriv('aes-128-cbc', this.key, iv).setAutoPadding(false).update(bytes.subarray(0, cut));
    this.headBase64 = blocks.toString('base64');
    this.chain = cut === 0 ? iv : blocks.subarray(cut - BLOCK);
    this.carry = bytes.subarray(cut);
  }

  /** The Base64 AES-CBC (PKCS7) ciphertext of `head + tail`, as `encryptText` makes it. */
  encrypt(tail: string): string {
    const cipher = createCipheriv('aes-128-cbc', this.key, this.chain);
    const rest = Buffer.concat([cipher.update(this.carry), cipher.update(tail, 'utf8'), cipher.final()]);
    return this.headBase64 + rest.toString('base64');
  }
}
