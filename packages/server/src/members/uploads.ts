/** Stored uploads under DATA_DIR/uploads/<folder>, served at /uploads/<folder>/<name>. */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ServerConfig } from '../config.ts';
import type { ImageUpload } from '../http/imageUpload.ts';

export type UploadFolder = 'avatars' | 'chat' | 'payment-codes';

/** Writes the image under a random name; answers the URL the member's client uses. */
export async function storeImage(config: ServerConfig, folder: UploadFolder, image: ImageUpload): Promise<string> {
  const name = `${randomBytes(16).toString('hex')}.${image.extension}`;
  const dir = path.join(config.dataDir, 'uploads', folder);
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, name), image.bytes);
  return `${config.publicUrl}/uploads/${folder}/${name}`;
}
