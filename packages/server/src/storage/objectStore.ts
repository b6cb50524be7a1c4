/**
 * Where media, uploads and ingest sources live: one interface over a key space of
 * `folder/name` keys, kept by local disk under DATA_DIR (the embedded default) or an
 * S3-compatible object store (OBJECT_STORE_URL). Keys are the paths under DATA_DIR that the
 * files had before the store existed (`media/<dir>/360p/seg000.ts`, `uploads/avatars/<name>`,
 * `ingest/<name>`), so disk needs no migration and a bucket holds the same tree.
 *
 * Nothing is remembered between calls: a missing key is asked again the next time
 * (another process may have written it meanwhile).
 */
import type { Readable } from 'node:stream';

export interface ObjectInfo {
  size: number;
  lastModified: Date;
  /** User metadata given to put (S3 keeps it; local disk keeps none and answers {}). */
  metadata: Record<string, string>;
  /** The store's entity tag where it has one (S3: quoted MD5, or `"<md5>-<parts>"` after a multipart upload). */
  etag?: string;
}

export interface StoredObject extends ObjectInfo {
  body: Readable;
  contentType: string;
}

export interface ListedObject {
  key: string;
  size: number;
}

export interface PutOptions {
  /** Kept with the object where the store can (S3 user metadata); lower-case names. */
  metadata?: Record<string, string>;
  signal?: AbortSignal;
}

export interface ObjectStore {
  /** What the store is, for logs and refusals: `disk /srv/data` or `s3 bucket at endpoint`. */
  readonly description: string;
  /**
   * Writes the object whole or not at all: a body that fails half-way (a dropped upload,
   * an aborted signal) leaves the key as it was, old content included.
   */
  put(key: string, body: Buffer | Readable, options?: PutOptions): Promise<void>;
  /** Copies a local file to `key`; large files go up in parts (S3 multipart). Whole or not at all. */
  putFile(key: string, file: string, options?: PutOptions): Promise<void>;
  /** The object as a stream, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  /** What is stored at `key`, or null when nothing is. */
  head(key: string): Promise<ObjectInfo | null>;
  /** Removes the object; a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Removes every object under `prefix`, which must name a folder (end in '/'). */
  deletePrefix(prefix: string): Promise<void>;
  /** Every object whose key starts with `prefix`, each once, in the store's own order. */
  list(prefix: string): AsyncIterable<ListedObject>;
  /**
   * A URL any client can GET the object by for `expiresInSeconds`, or null where the store
   * cannot hand one out (local disk: the server serves the object itself).
   */
  presignedGetUrl(key: string, expiresInSeconds: number): Promise<string | null>;
  /** Lets go of connections (a command that ends, a test); the store is not used after. */
  close(): void;
}

/** One part of a key: no empty parts, no `.` or `..`, nothing hidden, no separators or controls. */
const KEY_PART = /^(?!\.)[A-Za-z0-9._@=+-]{1,200}$/;

/**
 * Throws unless `key` is a plain relative path of safe parts. Keys are built by the server
 * from checked names, never taken from a request as they are; this is the last line that
 * keeps a key from reaching outside the store's root on disk.
 */
export function assertObjectKey(key: string): void {
  if (key.length === 0 || key.length > 1024 || !key.split('/').every((part) => KEY_PART.test(part))) {
    throw new Error(`bad object key "${key}"`);
  }
}

/** Throws unless `prefix` is '' or a folder of safe parts ending in '/'. */
export function assertFolderPrefix(prefix: string): void {
  if (prefix === '') return;
  if (!prefix.endsWith('/')) throw new Error(`bad folder prefix "${prefix}": it must end in '/'`);
  assertObjectKey(prefix.slice(0, -1));
}

/** Throws unless `prefix` could start a key (list takes partial names too: `media/job-7-`). */
export function assertListPrefix(prefix: string): void {
  if (prefix === '') return;
  const parts = prefix.split('/');
  const last = parts.pop()!;
  if (parts.length > 0) assertObjectKey(parts.join('/'));
  if (last !== '' && !/^[A-Za-z0-9._@=+-]{1,200}$/.test(last)) throw new Error(`bad list prefix "${prefix}"`);
}
