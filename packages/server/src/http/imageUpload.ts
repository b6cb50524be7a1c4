/**
 * Image uploads (avatar, chat picture, payment code): one multipart `file`, recognised by
 * its bytes (PNG, JPEG, WebP, GIF), never by its name or declared type; size-limited by
 * config.imageMaxBytes (413 beyond it). SVG is refused: it can carry script.
 */
import { zhCN } from '@nocturne/core';
import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors.ts';

export type ImageExtension = 'png' | 'jpg' | 'webp' | 'gif';

export interface ImageUpload {
  bytes: Buffer;
  extension: ImageExtension;
}

export function imageExtensionOf(bytes: Uint8Array): ImageExtension | null {
  const starts = (...signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (starts(0xff, 0xd8, 0xff)) return 'jpg';
  if (starts(0x47, 0x49, 0x46, 0x38)) return 'gif';
  // RIFF....WEBP
  if (starts(0x52, 0x49, 0x46, 0x46) && bytes[8] === 0x57 && bytes[9] === 0x45 && bytes[10] === 0x42 && bytes[11] === 0x50) return 'webp';
  return null;
}

export async function readImageUpload(request: FastifyRequest): Promise<ImageUpload> {
  if (!request.isMultipart()) throw badRequest(zhCN.server.imageRequired);
  const file = await request.file();
  if (!file) throw badRequest(zhCN.server.imageRequired);
  // toBuffer throws a 413 error once the file passes the configured limit.
  const bytes = await file.toBuffer();
  const extension = imageExtensionOf(bytes);
  if (!extension) throw badRequest(zhCN.profile.notAnImage);
  return { bytes, extension };
}
