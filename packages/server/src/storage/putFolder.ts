/**
 * A local folder's files into the store under a key prefix, a few at a time, with named
 * files (a media folder's top playlist) last: a folder whose playlist is in the store is
 * complete there, as on disk. Used by the ingest job (a ladder made in a work folder) and
 * by store:migrate (moveToStore.ts).
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { ObjectStore } from './objectStore.ts';

/** Files copied at once: segments are small, so a copy waits on the store's latency more than on bytes. */
const COPIES_AT_ONCE = 4;

export interface Copy {
  file: string;
  key: string;
}

const visible = (name: string) => !name.startsWith('.');

/** Every visible file under `folder`, keyed under `key`, by name. */
export async function filesUnder(folder: string, key: string): Promise<Copy[]> {
  const entries = await readdir(folder, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const copies: Copy[] = [];
  for (const entry of entries.filter((e) => visible(e.name)).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) copies.push(...(await filesUnder(file, `${key}/${entry.name}`)));
    else if (entry.isFile()) copies.push({ file, key: `${key}/${entry.name}` });
  }
  return copies;
}

/**
 * Runs `work` over `items`, `COPIES_AT_ONCE` at a time; after a failure no further item starts,
 * and the first failure is thrown once the items already under way have ended: nothing is
 * still writing after the caller hears (a migration stopped half-way listed the store while a
 * put was still landing, and its resume copied that file again).
 */
export async function eachAtOnce<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  let failure: { error: unknown } | null = null;
  const worker = async () => {
    while (!failure && next < items.length) {
      try {
        await work(items[next++]!);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(COPIES_AT_ONCE, items.length) }, worker));
  if (failure) throw (failure as { error: unknown }).error;
}

/** Puts every file of `folder` under `prefix/`, the top-level files named in `last` after all others. */
export async function putFolder(store: ObjectStore, folder: string, prefix: string, last: readonly string[] = [], signal?: AbortSignal): Promise<void> {
  const files = await filesUnder(folder, prefix);
  const isLast = (copy: Copy) => last.some((name) => copy.key === `${prefix}/${name}`);
  const put = ({ file, key }: Copy) => store.putFile(key, file, signal ? { signal } : {});
  await eachAtOnce(files.filter((copy) => !isLast(copy)), put);
  for (const copy of files.filter(isLast)) await put(copy);
}
