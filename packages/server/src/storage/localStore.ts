/**
 * The object store on local disk: key `a/b/c` is the file `<root>/a/b/c`, the layout the
 * server has always used under DATA_DIR. Writes go to a temporary name beside the target
 * and are renamed into place, so a reader sees the old file or the whole new one, never a
 * part, and a failed write leaves the old file as it was.
 */
import { randomBytes } from 'node:crypto';
import { constants, createReadStream, createWriteStream } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { contentTypeOf } from './contentTypes.ts';
import {
  assertFolderPrefix,
  assertListPrefix,
  assertObjectKey,
  type ListedObject,
  type ObjectInfo,
  type ObjectStore,
  type PutOptions,
  type StoredObject,
} from './objectStore.ts';

/** Temporary files of writes in progress: never listed, never served. */
const PART_MARK = '.part-';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'ENOTDIR';

export class LocalObjectStore implements ObjectStore {
  readonly description: string;

  constructor(private readonly root: string) {
    this.description = `disk ${root}`;
  }

  private fileOf(key: string): string {
    assertObjectKey(key);
    return path.join(this.root, key);
  }

  /** Writes through a temporary file renamed into place; removes it on any failure. */
  private async writeAtomically(key: string, write: (temporary: string) => Promise<void>): Promise<void> {
    const file = this.fileOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = `${path.dirname(file)}/.${path.basename(file)}${PART_MARK}${randomBytes(6).toString('hex')}`;
    try {
      await write(temporary);
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async put(key: string, body: Buffer | Readable, options: PutOptions = {}): Promise<void> {
    await this.writeAtomically(key, (temporary) =>
      pipeline(Buffer.isBuffer(body) ? [body] : body, createWriteStream(temporary), { signal: options.signal }),
    );
  }

  async putFile(key: string, file: string, options: PutOptions = {}): Promise<void> {
    options.signal?.throwIfAborted();
    // A reflink where the file system has them (instant, no second copy of the bytes).
    await this.writeAtomically(key, (temporary) => copyFile(file, temporary, constants.COPYFILE_FICLONE));
  }

  async get(key: string): Promise<StoredObject | null> {
    const file = this.fileOf(key);
    const info = await this.head(key);
    if (!info) return null;
    return { ...info, body: createReadStream(file), contentType: contentTypeOf(key) };
  }

  async head(key: string): Promise<ObjectInfo | null> {
    try {
      const found = await stat(this.fileOf(key));
      return found.isFile() ? { size: found.size, lastModified: found.mtime, metadata: {} } : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.fileOf(key), { force: true });
  }

  async deletePrefix(prefix: string): Promise<void> {
    assertFolderPrefix(prefix);
    if (prefix === '') throw new Error('deletePrefix needs a folder: refusing to empty the whole store');
    await rm(path.join(this.root, prefix), { recursive: true, force: true });
  }

  async *list(prefix: string): AsyncIterable<ListedObject> {
    assertListPrefix(prefix);
    const folder = prefix.slice(0, prefix.lastIndexOf('/') + 1);
    yield* this.walk(folder, prefix);
  }

  /** Files under `folder` (a key prefix ending in '/', or '') whose keys start with `prefix`, by name. */
  private async *walk(folder: string, prefix: string): AsyncIterable<ListedObject> {
    let entries;
    try {
      entries = await readdir(path.join(this.root, folder), { withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    const named = entries
      .filter((entry) => !entry.name.startsWith('.') && (entry.isFile() || entry.isDirectory()))
      .map((entry) => ({ entry, key: `${folder}${entry.name}${entry.isDirectory() ? '/' : ''}` }))
      .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    for (const { entry, key } of named) {
      if (entry.isDirectory()) {
        if (key.startsWith(prefix) || prefix.startsWith(key)) yield* this.walk(key, prefix);
      } else if (key.startsWith(prefix)) {
        const found = await stat(path.join(this.root, key)).catch(() => null);
        if (found) yield { key, size: found.size };
      }
    }
  }

  async presignedGetUrl(): Promise<string | null> {
    return null;
  }

  close(): void {}
}
