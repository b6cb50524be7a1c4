/**
 * Ingest sources in the object store: `ingest/<random>-<name>`, put there when the job is
 * enqueued (the admin call, `npm run ingest`), so whichever process's worker claims the job
 * reads it; it is deleted once the video is published. Jobs enqueued before the store named a
 * path in INGEST_DIR; store:migrate copied those files to `ingest/<name>`, which is where such
 * a job is looked for on another machine.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { ObjectStore } from '../../storage/objectStore.ts';

const SOURCE_FOLDER = 'ingest/';

/** Whether a job's source is a key this server put into the store (not an older job's path). */
export const isStoredSource = (source: string) => source.startsWith(SOURCE_FOLDER);

/** The store key a job's source is read from: its own, or a legacy path's `ingest/<name>`. */
export function sourceKeyOf(source: string): string {
  return isStoredSource(source) ? source : `${SOURCE_FOLDER}${path.basename(source)}`;
}

/** A fresh key for a source file: a random part (two uploads of one name never meet) and the name in key-safe characters. */
export function newSourceKey(file: string): string {
  const name = path.basename(file).replace(/[^A-Za-z0-9._-]/g, '_').replace(/^\.+/, '').slice(-120) || 'source';
  return `${SOURCE_FOLDER}${randomBytes(8).toString('hex')}-${name}`;
}

/** Puts a local source file into the store; answers the key the job names. */
export async function putSource(store: ObjectStore, file: string): Promise<string> {
  const key = newSourceKey(file);
  await store.putFile(key, file);
  return key;
}
