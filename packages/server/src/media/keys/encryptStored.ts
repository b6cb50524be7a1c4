/**
 * `npm run media:encrypt`: the plain ladders of an existing installation become encrypted
 * ones (HLS AES-128), so their segments too can be served publicly and cached once. A plain
 * ladder `media/<dir>/` is copied to a new folder `media/<dir>-aes/` with every segment
 * encrypted under a fresh seed (its master last), then the media row is pointed at the new
 * folder with its seed in one statement. Members playing it meanwhile keep their plain,
 * signed playlist until they fetch a new one; the old folder stays, because covers and
 * posters handed out earlier name it (an operator may remove it later).
 *
 * Safe to run again and to stop at any point: a media row with a seed is done and skipped;
 * a copy stopped half-way is started over under a new seed (nothing names it yet).
 * Folders of one rendition (before the ladder) stay plain and signed.
 */
import { buffer } from 'node:stream/consumers';
import type { Db } from '../../db/db.ts';
import type { ObjectStore } from '../../storage/objectStore.ts';
import { loadMaster, loadPlaylist, mediaKey } from '../library.ts';
import { MASTER_FILE } from '../master.ts';
import { newKeySeed, segmentCipher, windowKey } from './contentKeys.ts';
import { plainMedia, recordEncrypted } from '../../catalogue/mediaKeys.ts';
import { keyWindowOf } from './keyWindows.ts';

/** The folder an encrypted copy of `dir` goes to. */
export const encryptedDirOf = (dir: string) => `${dir}-aes`;

export interface EncryptReport {
  /** Media ids now encrypted, with their new folders. */
  encrypted: { mediaId: number; dir: string }[];
  /** Plain media left as they are: a folder of one rendition, or none in the store. */
  left: { mediaId: number; dir: string; reason: 'one rendition' | 'missing' }[];
}

async function copyEncrypted(store: ObjectStore, dir: string, seed: Buffer): Promise<boolean> {
  const master = await loadMaster(store, dir);
  if (!master) return false;
  const target = encryptedDirOf(dir);
  // Segments by key: window and index, from each rendition's own playlist.
  const segments = new Map<string, number>();
  for (const variant of master.variants) {
    const playlist = await loadPlaylist(store, dir, variant.name);
    if (!playlist) return false;
    playlist.segments.forEach((segment, index) => segments.set(mediaKey(dir, variant.name, segment.file), index));
  }
  const prefix = `${mediaKey(dir)}/`;
  const keys: string[] = [];
  for await (const { key } of store.list(prefix)) if (key !== mediaKey(dir, MASTER_FILE)) keys.push(key);
  for (const key of [...keys, mediaKey(dir, MASTER_FILE)]) {
    const object = await store.get(key);
    if (!object) continue;
    const bytes = await buffer(object.body);
    const index = segments.get(key);
    let body = bytes;
    if (index !== undefined) {
      const cipher = segmentCipher(windowKey(seed, keyWindowOf(index)), index);
      body = Buffer.concat([cipher.update(bytes), cipher.final()]);
    }
    await store.put(`${mediaKey(target)}/${key.slice(prefix.length)}`, body);
  }
  return true;
}

export async function encryptStoredMedia(db: Db, store: ObjectStore, log: (line: string) => void = () => {}): Promise<EncryptReport> {
  const report: EncryptReport = { encrypted: [], left: [] };
  for (const { mediaId, dir } of await plainMedia(db)) {
    const seed = newKeySeed();
    const master = await loadMaster(store, dir);
    if (!master) {
      const onePlaylist = await loadPlaylist(store, dir);
      report.left.push({ mediaId, dir, reason: onePlaylist ? 'one rendition' : 'missing' });
      continue;
    }
    if (!(await copyEncrypted(store, dir, seed))) {
      report.left.push({ mediaId, dir, reason: 'missing' });
      continue;
    }
    await recordEncrypted(db, mediaId, encryptedDirOf(dir), seed);
    report.encrypted.push({ mediaId, dir: encryptedDirOf(dir) });
    log(`media ${mediaId}: ${dir} -> ${encryptedDirOf(dir)} (encrypted)`);
  }
  return report;
}
