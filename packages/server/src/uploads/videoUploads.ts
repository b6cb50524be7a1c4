/**
 * Resumable video uploads from the console (tus 1.0, @tus/server): the bytes go straight
 * into the object store the ingest worker reads, under `ingest/uploads/<id>`. Every fact of an
 * upload lives in the store (S3: a multipart upload and its `.info` object; disk: the file
 * and its `.json` beside it) and its lock in the database, so a dropped connection resumes at
 * the offset the store has, after a restart too, and on any server process.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { S3Store } from '@tus/s3-store';
import { Server } from '@tus/server';
import { type DataStore, type KvStore, type Upload } from '@tus/utils';
import { VIDEO_UPLOAD_MAX_BYTES, VIDEO_UPLOAD_PATH, VIDEO_UPLOAD_TYPES, zhCNContent } from '@nocturne/core';
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/db.ts';
import type { S3StoreSettings } from '../storage/storeUrl.ts';
import { UploadLocks } from './uploadLocks.ts';

/** Where finished and unfinished uploads are kept in the store. */
export const UPLOAD_FOLDER = 'ingest/uploads/';
/** An upload's id on the wire: what the store's key ends in. */
export const UPLOAD_ID = /^[0-9a-f]{32}$/;
/** Unfinished uploads older than this may be swept (tus's expiration). */
const EXPIRY_MS = 7 * 24 * 3600 * 1000;

export const uploadKey = (id: string) => `${UPLOAD_FOLDER}${id}`;

/** S3Store keeps metadata in memory by default; ours asks the store every time (any process may have written it). */
class NoCache<T> implements KvStore<T> {
  async get(): Promise<T | undefined> {
    return undefined;
  }
  async set(): Promise<void> {}
  async delete(): Promise<void> {}
  async list(): Promise<string[]> {
    return [];
  }
}

function s3Store(settings: S3StoreSettings): DataStore {
  return new S3Store({
    cache: new NoCache(),
    // Tags are not kept by every S3-compatible server (s3rver).
    useTags: false,
    expirationPeriodInMilliseconds: EXPIRY_MS,
    s3ClientConfig: {
      bucket: settings.bucket,
      endpoint: settings.endpoint,
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      // As the object store (storage/s3Store.ts): s3rver keeps aws-chunked framing as content.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    },
  });
}

function uploadStore(config: Pick<ServerConfig, 'dataDir' | 'objectStore'>): { store: DataStore; idPrefix: string } {
  if (config.objectStore) return { store: s3Store(config.objectStore), idPrefix: `${config.objectStore.keyPrefix}${UPLOAD_FOLDER}` };
  // The disk store's root is the object store's (DATA_DIR): key ingest/uploads/<id> is the upload's file.
  mkdirSync(path.join(config.dataDir, UPLOAD_FOLDER), { recursive: true });
  return { store: new FileStore({ directory: config.dataDir, expirationPeriodInMilliseconds: EXPIRY_MS }), idPrefix: UPLOAD_FOLDER };
}

/** A refusal tus sends as it is (status and a line of text). */
const refusal = (status_code: number, body: string) => ({ status_code, body: `${body}\n` });

export interface VideoUploads {
  tus: Server;
  /** The store's id of an upload id from the wire (null when it is no id of ours). */
  storeIdOf(id: string): string | null;
}

export function videoUploads(config: Pick<ServerConfig, 'dataDir' | 'objectStore'>, db: Db, now: () => Date): VideoUploads {
  const { store, idPrefix } = uploadStore(config);
  const storeIdOf = (id: string) => (UPLOAD_ID.test(id) ? `${idPrefix}${id}` : null);
  const tus = new Server({
    path: VIDEO_UPLOAD_PATH,
    datastore: store,
    locker: new UploadLocks(db, now),
    maxSize: VIDEO_UPLOAD_MAX_BYTES,
    relativeLocation: true,
    namingFunction: () => `${idPrefix}${crypto.randomUUID().replaceAll('-', '')}`,
    generateUrl: (_request, { path: base, id }) => `${base}/${id.slice(idPrefix.length)}`,
    // An id that is none of ours is an upload that does not exist: tus answers 404.
    getFileIdFromRequest: (_request, last) => (last === undefined ? undefined : (storeIdOf(last) ?? undefined)),
    onUploadCreate: async (_request, upload: Upload) => {
      const type = upload.metadata?.filetype ?? '';
      if (!(VIDEO_UPLOAD_TYPES as readonly string[]).includes(type)) throw refusal(415, zhCNContent.uploadType);
      if (!upload.metadata?.filename) throw refusal(400, zhCNContent.uploadNameMissing);
      return {};
    },
  });
  return { tus, storeIdOf };
}
