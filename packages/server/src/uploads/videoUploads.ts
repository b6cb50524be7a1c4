/**
 * Resumable video uploads from the console (tus 1.0, @tus/server): the bytes go into the
 * object store the ingest worker reads (storedUploads.ts), and each upload's lock lives in the
 * database (uploadLocks.ts). So a dropped connection resumes at the offset the store has,
 * after a restart too, and on any server process.
 */
import { Server } from '@tus/server';
import type { Upload } from '@tus/utils';
import { VIDEO_UPLOAD_MAX_BYTES, VIDEO_UPLOAD_PATH, VIDEO_UPLOAD_TYPES, zhCNContent } from '@nocturne/core';
import type { Db } from '../db/db.ts';
import type { ObjectStore } from '../storage/objectStore.ts';
import { StoredUploads } from './storedUploads.ts';
import { UploadLocks } from './uploadLocks.ts';

export { uploadKey } from './storedUploads.ts';

/** An upload's id: on the wire and in its store keys. */
export const UPLOAD_ID = /^[0-9a-f]{32}$/;

/** A refusal tus sends as it is (status and a line of text). */
const refusal = (status_code: number, body: string) => ({ status_code, body: `${body}\n` });

export function videoUploads(store: ObjectStore, db: Db, now: () => Date): Server {
  return new Server({
    path: VIDEO_UPLOAD_PATH,
    datastore: new StoredUploads(store),
    locker: new UploadLocks(db, now),
    maxSize: VIDEO_UPLOAD_MAX_BYTES,
    relativeLocation: true,
    namingFunction: () => crypto.randomUUID().replaceAll('-', ''),
    // An id that is none of ours is an upload that does not exist: tus answers 404.
    getFileIdFromRequest: (_request, last) => (last !== undefined && UPLOAD_ID.test(last) ? last : undefined),
    onUploadCreate: async (_request, upload: Upload) => {
      const type = upload.metadata?.filetype ?? '';
      if (!(VIDEO_UPLOAD_TYPES as readonly string[]).includes(type)) throw refusal(415, zhCNContent.uploadType);
      if (!upload.metadata?.filename) throw refusal(400, zhCNContent.uploadNameMissing);
      return {};
    },
  });
}
