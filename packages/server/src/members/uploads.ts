/**
 * Stored uploads, in the object store (the disk under DATA_DIR or the S3 store every process
 * shares, so a picture uploaded through one process shows from all). Chat pictures are the
 * keys uploads/chat/<name>, served at /uploads/chat/. A member's updateimg uploads (avatars
 * and payment codes: the original client uploads both through that one call) are
 * uploads/avatars/<name>, each recorded with its
 * uploader and what it became (migration 081): 'unclaimed', then 'avatar' once
 * updateMember names it (served publicly) or 'paymentCode' once tixian names it (never
 * served; operators stream it). An avatar and a payment code must name an upload of the
 * member's own, and one upload is never both.
 */
import { randomBytes } from 'node:crypto';
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/db.ts';
import type { AppDeps } from '../http/deps.ts';
import type { ImageUpload } from '../http/imageUpload.ts';
import type { ObjectStore } from '../storage/objectStore.ts';

/** site: the operators' images (ads), served at /uploads/site/ (site/imageRoutes.ts). */
export type UploadFolder = 'avatars' | 'chat' | 'site';
export type UploadPurpose = 'avatar' | 'paymentCode';

/**
 * How long a fresh, unclaimed upload is served: the original client shows what it just
 * uploaded (its profile and withdraw pages put the returned `file` in an <img>) before the
 * call that names it. A payment code stops being served the moment tixian names it.
 */
export const UNCLAIMED_PREVIEW_MS = 10 * 60_000;

const NAME = /^[0-9a-f]{32}\.(?:png|jpg|webp|gif)$/;
const CONTENT_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp', gif: 'image/gif' };

const uploadKey = (folder: UploadFolder, name: string) => `uploads/${folder}/${name}`;

/** Written whole under a random name before anything names it: a failed write leaves nothing that points at it. */
async function writeImage(store: ObjectStore, folder: UploadFolder, image: ImageUpload): Promise<string> {
  const name = `${randomBytes(16).toString('hex')}.${image.extension}`;
  await store.put(uploadKey(folder, name), image.bytes);
  return name;
}

/** A chat picture or an operator's image: written under a random name; answers the URL it is served at. */
export async function storeImage(deps: Pick<AppDeps, 'config' | 'store'>, folder: 'chat' | 'site', image: ImageUpload): Promise<string> {
  return `${deps.config.publicUrl}/uploads/${folder}/${await writeImage(deps.store, folder, image)}`;
}

/** A chat picture's (or an operator image's) bytes by its name, or null (a name that is not one of ours, or gone). */
export async function openChatPicture(store: ObjectStore, name: string, folder: 'chat' | 'site' = 'chat'): Promise<OpenedUpload | null> {
  return NAME.test(name) ? openUpload(store, uploadKey(folder, name)) : null;
}

/** An updateimg upload: written and recorded as the member's, unclaimed; answers its URL. */
export async function storeMemberUpload(deps: AppDeps, memberId: number, image: ImageUpload): Promise<string> {
  const name = await writeImage(deps.store, 'avatars', image);
  await deps.db.query('INSERT INTO member_uploads (name, member_id, created_at) VALUES ($1, $2, $3)', [name, memberId, deps.now()]);
  return `${deps.config.publicUrl}/uploads/avatars/${name}`;
}

/** The stored name an upload URL points at (with or without PUBLIC_URL), or null. */
export function uploadNameOf(config: ServerConfig, url: string): string | null {
  const local = config.publicUrl && url.startsWith(config.publicUrl) ? url.slice(config.publicUrl.length) : url;
  const prefix = '/uploads/avatars/';
  if (!local.startsWith(prefix)) return null;
  const name = local.slice(prefix.length);
  return NAME.test(name) ? name : null;
}

/**
 * Makes the member's own upload at `url` an avatar or a payment code (on the caller's
 * transaction, if any). False when the URL names no upload of this member, or one that
 * already became the other thing (a payment code never turns public, an avatar is public).
 */
export async function claimUpload(db: Db, config: ServerConfig, memberId: number, url: string, purpose: UploadPurpose): Promise<boolean> {
  const name = uploadNameOf(config, url);
  if (!name) return false;
  const rows = await db.query(
    `UPDATE member_uploads SET purpose = $3 WHERE name = $1 AND member_id = $2 AND purpose IN ('unclaimed', $3) RETURNING name`,
    [name, memberId, purpose],
  );
  return rows.length === 1;
}

/** The store's key of a member upload (avatar or payment code) by its name. */
export function memberUploadKey(name: string): string {
  return uploadKey('avatars', name);
}

/** An upload's bytes as a stream, with its image type. */
export interface OpenedUpload {
  stream: NodeJS.ReadableStream;
  type: string;
}

/** Answers the stored upload's bytes as a stream with its image type, or null when it is gone. */
export async function openUpload(store: ObjectStore, key: string): Promise<OpenedUpload | null> {
  const found = await store.get(key);
  if (!found) return null;
  return { stream: found.body, type: CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream' };
}

/** A member upload as it may be served: its bytes, and how long a cache may keep them. */
export interface ServedUpload extends OpenedUpload {
  cacheControl: string;
}

/**
 * An avatar, or an unclaimed upload in its first minutes (the uploader's own preview); null
 * for a payment code or anything else, as for a missing file.
 */
export async function servedUpload(deps: AppDeps, name: string): Promise<ServedUpload | null> {
  if (!NAME.test(name)) return null;
  const [row] = await deps.db.query<{ purpose: string; created_at: Date }>('SELECT purpose, created_at FROM member_uploads WHERE name = $1', [name]);
  const fresh = row?.purpose === 'unclaimed' && deps.now().getTime() - new Date(row.created_at).getTime() < UNCLAIMED_PREVIEW_MS;
  if (!row || (row.purpose !== 'avatar' && !fresh)) return null;
  const file = await openUpload(deps.store, memberUploadKey(name));
  // An avatar never changes under its name; a preview must not outlive its window in a cache.
  return file && { ...file, cacheControl: row.purpose === 'avatar' ? 'public, max-age=86400' : 'private, no-store' };
}
