/**
 * Cover images operators upload for a video (when no poster frame will do): kept in the store
 * under `uploads/covers/`, named by their content (one image uploaded twice is one object),
 * and served publicly like every cover.
 */
import { createHash } from 'node:crypto';
import type { ImageUpload } from '../http/imageUpload.ts';
import type { ObjectStore } from '../storage/objectStore.ts';

export const COVER_UPLOAD_ROUTE = '/covers/upload';
const FOLDER = 'uploads/covers/';
const NAME = /^[0-9a-f]{32}\.(png|jpg|webp|gif)$/;

/** Stores the image; answers the cover URL a video's `image` takes. */
export async function storeCoverImage(store: ObjectStore, image: ImageUpload): Promise<string> {
  const name = `${createHash('sha256').update(image.bytes).digest('hex').slice(0, 32)}.${image.extension}`;
  await store.put(`${FOLDER}${name}`, image.bytes);
  return `${COVER_UPLOAD_ROUTE}/${name}`;
}

/** The store key of an uploaded cover's name, or null for a name this never made. */
export const coverImageKey = (name: string): string | null => (NAME.test(name) ? `${FOLDER}${name}` : null);
