/**
 * Resumable video uploads from the console (tus 1.0, @tus/server): the bytes go into the
 * object store the ingest worker reads (storedUploads.ts), and each upload's lock lives in the
 * database (uploadLocks.ts). So a dropped connection resumes at the offset the store has,
 * after a restart too, and on any server process.
 */
import type { Readable } from 'node:stream';
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

/** What an upload's first bytes must be: the media domain's test of a container (media/sourceFormat.ts), given by the admin layer. */
export interface UploadBytesCheck {
  /** How many bytes from the start the test reads. */
  bytes: number;
  accepts: (head: Buffer) => boolean;
  /** The sentence a refusal (415) carries. */
  refusal: string;
}

/**
 * Uploads that must be video by their bytes: once the first `check.bytes` are in (or the
 * whole of a shorter file), an upload the check refuses is removed and refused with 415,
 * before the rest is sent. The declared type is only the browser's guess from the name.
 */
export class VideoUploadStore extends StoredUploads {
  constructor(
    store: ObjectStore,
    readonly check: UploadBytesCheck,
  ) {
    super(store);
  }

  override async write(body: Readable, id: string, offset: number): Promise<number> {
    const end = await super.write(body, id, offset);
    if (offset < this.check.bytes) {
      const { size } = await this.getUpload(id);
      if (end >= Math.min(this.check.bytes, size ?? this.check.bytes) && !(await this.accepted(id))) {
        await this.remove(id);
        throw refusal(415, this.check.refusal);
      }
    }
    return end;
  }

  /** Whether the check takes an upload's bytes so far. */
  async accepted(id: string): Promise<boolean> {
    return this.check.accepts(await this.headOf(id, this.check.bytes));
  }
}

export function videoUploads(store: ObjectStore, db: Db, now: () => Date, check: UploadBytesCheck): Server & { datastore: VideoUploadStore } {
  const datastore = new VideoUploadStore(store, check);
  const server = new Server({
    path: VIDEO_UPLOAD_PATH,
    datastore,
    locker: new UploadLocks(db, now),
    maxSize: VIDEO_UPLOAD_MAX_BYTES,
    relativeLocation: true,
    // No CORS header (tus answers Access-Control-Allow-Origin: * by default): the console uploads from its own origin.
    allowedOrigins: () => false,
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
  return Object.assign(server, { datastore });
}
