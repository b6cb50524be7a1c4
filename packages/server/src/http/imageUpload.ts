/**
 * Image uploads (avatar, chat picture, payment code): one multipart `file`, recognised by
 * its bytes (PNG, JPEG, WebP, GIF), never by its name or declared type; size-limited by
 * config.imageMaxBytes (413 beyond it) and by the pixel size its header claims
 * (imageSize.ts). SVG is refused: it can carry script. A malformed multipart body (no
 * boundary, cut short) is the client's fault: a 400, never a 500.
 */
import { zhCNProfile, zhCNServer } from '@nocturne/core';
import type { FastifyRequest } from 'fastify';
import { ApiError, badRequest } from './errors.ts';
import { imageExtensionOf, type ImageExtension } from './imageFormat.ts';
import { imageSizeOf, isImageSizeAccepted } from './imageSize.ts';

export interface ImageUpload {
  bytes: Buffer;
  extension: ImageExtension;
}

/** What the multipart parser threw: a limit (413) stays, anything else is the body's fault. */
function uploadError(error: unknown): unknown {
  if (error instanceof ApiError) return error;
  const status = (error as { statusCode?: unknown }).statusCode;
  if (status === 413) return error;
  // No boundary, a boundary the body never uses, a body cut short: busboy's plain Errors.
  return badRequest(zhCNServer.imageRequired);
}

/** Reads the one image of a multipart body: every part is read, and a second file is refused. */
async function onlyFile(request: FastifyRequest): Promise<Buffer | null> {
  let bytes: Buffer | null = null;
  for await (const part of request.parts()) {
    if (part.type !== 'file') continue;
    if (bytes) throw badRequest(zhCNProfile.onlyOneImage);
    // toBuffer throws a 413 error once the file passes the configured limit.
    bytes = await part.toBuffer();
  }
  return bytes;
}

export async function readImageUpload(request: FastifyRequest): Promise<ImageUpload> {
  if (!request.isMultipart()) throw badRequest(zhCNServer.imageRequired);
  const bytes = await onlyFile(request).catch((error: unknown) => {
    throw uploadError(error);
  });
  if (!bytes) throw badRequest(zhCNServer.imageRequired);
  const extension = imageExtensionOf(bytes);
  if (!extension) throw badRequest(zhCNProfile.notAnImage);
  const size = imageSizeOf(bytes, extension);
  if (!size) throw badRequest(zhCNProfile.notAnImage);
  if (!isImageSizeAccepted(size)) throw badRequest(zhCNServer.imageDimensionsTooLarge);
  return { bytes, extension };
}
