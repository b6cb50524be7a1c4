/**
 * tus's data store over our object store (disk or any S3-compatible server, s3rver included:
 * it needs no ListParts, which s3rver lacks and @tus/s3-store needs). An upload is
 *
 * - `ingest/uploads/<id>.info`: what tus knows at creation (size, metadata), JSON;
 * - `ingest/uploads/<id>.parts/<offset>`: the bytes as they came, in pieces of PIECE_BYTES
 *   at most, each named by where it starts; a request cut mid-way still keeps what arrived;
 * - `ingest/uploads/<id>`: once the last byte is in, the pieces joined in order (the ingest
 *   job's source), and the pieces removed.
 *
 * The offset is read from the store on every request (the pieces' sizes), never remembered,
 * so any process resumes any upload, before or after a restart.
 */
import { Readable } from 'node:stream';
import { DataStore, ERRORS, Upload } from '@tus/utils';
import type { ObjectStore } from '../storage/objectStore.ts';

export const UPLOAD_FOLDER = 'ingest/uploads/';
/** The largest piece kept in one object: the most a cut can make a browser send again is what is in flight. */
export const PIECE_BYTES = 8 * 1024 * 1024;
const OFFSET_DIGITS = 13;

export const uploadKey = (id: string) => `${UPLOAD_FOLDER}${id}`;
const infoKey = (id: string) => `${uploadKey(id)}.info`;
const piecesFolder = (id: string) => `${uploadKey(id)}.parts/`;
const pieceKey = (id: string, offset: number) => `${piecesFolder(id)}${String(offset).padStart(OFFSET_DIGITS, '0')}`;

async function bytesOf(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export class StoredUploads extends DataStore {
  constructor(private readonly store: ObjectStore) {
    super();
    this.extensions = ['creation', 'creation-with-upload', 'termination'];
  }

  override async create(upload: Upload): Promise<Upload> {
    const info = { id: upload.id, size: upload.size, metadata: upload.metadata, creation_date: upload.creation_date ?? new Date().toISOString() };
    await this.store.put(infoKey(upload.id), Buffer.from(JSON.stringify(info)));
    return new Upload({ ...info, offset: 0 });
  }

  override async getUpload(id: string): Promise<Upload> {
    const stored = await this.store.get(infoKey(id));
    if (!stored) throw ERRORS.FILE_NOT_FOUND;
    const info = JSON.parse((await bytesOf(stored.body)).toString()) as { id: string; size?: number; metadata?: Record<string, string | null>; creation_date?: string };
    const whole = await this.store.head(uploadKey(id));
    return new Upload({ ...info, offset: whole ? whole.size : (await this.pieces(id)).end });
  }

  /** The pieces in order and where the bytes they hold without a gap end. */
  private async pieces(id: string): Promise<{ keys: string[]; end: number }> {
    const listed: { key: string; size: number }[] = [];
    for await (const object of this.store.list(piecesFolder(id))) listed.push(object);
    listed.sort((a, b) => a.key.localeCompare(b.key));
    let end = 0;
    const keys: string[] = [];
    for (const piece of listed) {
      // A piece that does not start where the bytes end is no part of the upload (never written by a PATCH tus accepted).
      if (Number(piece.key.slice(-OFFSET_DIGITS)) !== end) break;
      keys.push(piece.key);
      end += piece.size;
    }
    return { keys, end };
  }

  override async write(body: Readable, id: string, offset: number): Promise<number> {
    let end = offset;
    let buffered: Buffer[] = [];
    let bufferedBytes = 0;
    const flush = async () => {
      if (bufferedBytes === 0) return;
      const piece = Buffer.concat(buffered);
      buffered = [];
      bufferedBytes = 0;
      await this.store.put(pieceKey(id, end), piece);
      end += piece.length;
    };
    try {
      for await (const chunk of body) {
        buffered.push(chunk as Buffer);
        bufferedBytes += (chunk as Buffer).length;
        if (bufferedBytes >= PIECE_BYTES) await flush();
      }
    } finally {
      // A cut connection keeps what arrived: the browser resumes right after it.
      await flush();
    }
    const upload = await this.getUpload(id);
    if (upload.size !== undefined && end === upload.size) await this.join(id);
    return end;
  }

  /** Joins the pieces into the upload's object, then lets them go. */
  private async join(id: string): Promise<void> {
    const { keys } = await this.pieces(id);
    const store = this.store;
    const joined = Readable.from(
      (async function* () {
        for (const key of keys) {
          const piece = await store.get(key);
          if (!piece) throw new Error(`${key}: a piece went missing`);
          yield* piece.body;
        }
      })(),
    );
    await this.store.put(uploadKey(id), joined);
    await this.store.deletePrefix(piecesFolder(id));
  }

  /** An upload's first `bytes` (fewer when fewer are in): from its joined object, else its pieces in order. */
  async headOf(id: string, bytes: number): Promise<Buffer> {
    const keys = (await this.store.head(uploadKey(id))) ? [uploadKey(id)] : (await this.pieces(id)).keys;
    const chunks: Buffer[] = [];
    let length = 0;
    for (const key of keys) {
      const object = await this.store.get(key);
      if (!object) break;
      for await (const chunk of object.body) {
        chunks.push(chunk as Buffer);
        length += (chunk as Buffer).length;
        if (length >= bytes) break;
      }
      object.body.destroy();
      if (length >= bytes) break;
    }
    return Buffer.concat(chunks).subarray(0, bytes);
  }

  override async remove(id: string): Promise<void> {
    if (!(await this.store.head(infoKey(id)))) throw ERRORS.FILE_NOT_FOUND;
    await this.store.deletePrefix(piecesFolder(id));
    await this.store.delete(uploadKey(id));
    await this.store.delete(infoKey(id));
  }
}
