/**
 * Copies what an installation kept on disk into the object store, once: the media folders
 * (ladders, stills, the site's login loop), the uploads (avatars and payment codes, chat
 * pictures) and the ingest sources waiting in INGEST_DIR. Keys are the paths under
 * DATA_DIR (`media/<dir>/360p/seg000.ts`), the ingest sources `ingest/<name>`.
 *
 * Safe to run again and to stop at any point: each object carries the SHA-256 of its bytes
 * (user metadata), and a file whose object already has its size and hash is skipped, so a
 * second run copies only what is new or changed. An object is written whole or not at all.
 * A media folder's top playlist (master.m3u8, or index.m3u8 of a folder of one rendition)
 * goes up after everything else of the folder, so in the store as on disk a folder with its
 * playlist is complete; a folder without one (an ingest attempt in progress or abandoned)
 * is not copied. The disk is left as it was: going back is unsetting OBJECT_STORE_URL.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { assertObjectKey, type ObjectStore } from './objectStore.ts';
import { eachAtOnce, filesUnder, type Copy } from './putFolder.ts';

/** Upload folders under DATA_DIR/uploads. */
const UPLOAD_FOLDERS = ['avatars', 'chat'] as const;
/** The media folder of site assets (the login loop): no playlist, copied whole. */
const SITE_FOLDER = 'site';
const TOP_PLAYLISTS = ['master.m3u8', 'index.m3u8'] as const;

export interface MoveSources {
  dataDir: string;
  ingestDir: string;
}

export interface MoveReport {
  copied: number;
  copiedBytes: number;
  /** Already in the store with the same size and hash. */
  alreadyThere: number;
  /** Media folders without a top playlist: incomplete, left on disk only. */
  skippedFolders: string[];
  /** Files whose names no key can carry (an ingest source named `片名 1.mp4`): left on disk, named here. */
  unnamable: string[];
}

export interface MoveOptions {
  /** Told after each file: copied, or already there. */
  onFile?: (key: string, outcome: 'copied' | 'alreadyThere') => void;
  signal?: AbortSignal;
}

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

export async function moveToStore(store: ObjectStore, sources: MoveSources, options: MoveOptions = {}): Promise<MoveReport> {
  const report: MoveReport = { copied: 0, copiedBytes: 0, alreadyThere: 0, skippedFolders: [], unnamable: [] };

  const copy = async ({ file, key }: Copy) => {
    options.signal?.throwIfAborted();
    try {
      assertObjectKey(key);
    } catch {
      report.unnamable.push(file);
      return;
    }
    const [hash, stored] = await Promise.all([sha256Of(file), store.head(key)]);
    if (stored && stored.metadata.sha256 === hash) {
      report.alreadyThere += 1;
      options.onFile?.(key, 'alreadyThere');
      return;
    }
    await store.putFile(key, file, { metadata: { sha256: hash }, signal: options.signal });
    const written = await store.head(key);
    report.copied += 1;
    report.copiedBytes += written?.size ?? 0;
    options.onFile?.(key, 'copied');
  };

  const mediaRoot = path.join(sources.dataDir, 'media');
  const folders = (await readdir(mediaRoot, { withFileTypes: true }).catch(() => [])).filter((e) => e.isDirectory() && !e.name.startsWith('.'));
  for (const { name } of folders.sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const files = await filesUnder(path.join(mediaRoot, name), `media/${name}`);
    const top = TOP_PLAYLISTS.map((playlist) => files.find((f) => f.key === `media/${name}/${playlist}`)).find(Boolean);
    if (!top && name !== SITE_FOLDER) {
      report.skippedFolders.push(name);
      continue;
    }
    await eachAtOnce(
      files.filter((f) => f !== top),
      copy,
    );
    if (top) await copy(top);
  }
  for (const folder of UPLOAD_FOLDERS) await eachAtOnce(await filesUnder(path.join(sources.dataDir, 'uploads', folder), `uploads/${folder}`), copy);
  const ingest = (await filesUnder(sources.ingestDir, 'ingest')).filter((f) => f.key.split('/').length === 2);
  await eachAtOnce(ingest, copy);
  return report;
}
