/**
 * An image's format, told by its first bytes (PNG, JPEG, GIF, WebP), never by its name or
 * declared type: what an upload is (imageUpload.ts) and how its size is read (imageSize.ts).
 */
export type ImageExtension = 'png' | 'jpg' | 'webp' | 'gif';

export function imageExtensionOf(bytes: Uint8Array): ImageExtension | null {
  const starts = (...signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (starts(0xff, 0xd8, 0xff)) return 'jpg';
  if (starts(0x47, 0x49, 0x46, 0x38)) return 'gif';
  // RIFF....WEBP
  if (starts(0x52, 0x49, 0x46, 0x46) && bytes[8] === 0x57 && bytes[9] === 0x45 && bytes[10] === 0x42 && bytes[11] === 0x50) return 'webp';
  return null;
}
