/**
 * Encrypts a finished ladder folder in place (HLS AES-128, contentKeys.ts): every segment
 * of every rendition under its window's key. It runs on the job's own folder after the
 * media check (which reads the plain segments) and before the media is recorded, so no
 * member is ever served a half-encrypted folder; each segment is written aside and renamed.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { MASTER_FILE, parseMaster, VARIANT_PLAYLIST } from '../master.ts';
import { parsePlaylist } from '../playlist.ts';
import { segmentCipher, segmentDecipher, windowKey } from './contentKeys.ts';
import { keyWindowOf } from './keyWindows.ts';

export async function encryptSegmentFile(file: string, key: Uint8Array, index: number, transform = segmentCipher): Promise<void> {
  const aside = `${file}.encrypting`;
  try {
    await pipeline(createReadStream(file), transform(key, index), createWriteStream(aside));
    await rename(aside, file);
  } catch (error) {
    await rm(aside, { force: true });
    throw error;
  }
}

/** Encrypts every segment the ladder's renditions list; answers how many. */
export async function encryptLadder(folder: string, seed: Uint8Array, transform = segmentCipher): Promise<number> {
  const master = parseMaster(await readFile(path.join(folder, MASTER_FILE), 'utf8'));
  if (master.variants.length === 0) throw new Error(`${folder}: no ladder to encrypt`);
  let encrypted = 0;
  for (const variant of master.variants) {
    const rendition = path.join(folder, variant.name);
    const playlist = parsePlaylist(await readFile(path.join(rendition, VARIANT_PLAYLIST), 'utf8'));
    for (const [index, segment] of playlist.segments.entries()) {
      await encryptSegmentFile(path.join(rendition, segment.file), windowKey(seed, keyWindowOf(index)), index, transform);
      encrypted += 1;
    }
  }
  return encrypted;
}

/** The plain ladder back from an encrypted copy, in place (benchmarks that compare containers remux it). */
export const decryptLadder = (folder: string, seed: Uint8Array) => encryptLadder(folder, seed, segmentDecipher);
