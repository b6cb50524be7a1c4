/**
 * An image's pixel size read from its header, without decoding it: PNG IHDR, GIF logical
 * screen, WebP VP8/VP8L/VP8X, JPEG start-of-frame. null when the header cannot be read.
 * A tiny file can claim a huge picture (69 bytes saying 100000x100000 px), and every
 * browser that shows it would try to allocate it: the upload checks the claim first.
 */
import type { ImageExtension } from './imageFormat.ts';

export interface ImageSize {
  width: number;
  height: number;
}

/** The largest side and area accepted (a phone photo is about 4000x3000, 12 megapixels). */
export const IMAGE_MAX_SIDE = 8000;
export const IMAGE_MAX_PIXELS = 40_000_000;

export function isImageSizeAccepted(size: ImageSize): boolean {
  const { width, height } = size;
  return width > 0 && height > 0 && width <= IMAGE_MAX_SIDE && height <= IMAGE_MAX_SIDE && width * height <= IMAGE_MAX_PIXELS;
}

function pngSize(bytes: Buffer): ImageSize | null {
  if (bytes.length < 24 || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

function gifSize(bytes: Buffer): ImageSize | null {
  if (bytes.length < 10) return null;
  return { width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8) };
}

function webpSize(bytes: Buffer): ImageSize | null {
  if (bytes.length < 30) return null;
  switch (bytes.toString('latin1', 12, 16)) {
    case 'VP8 ': // lossy: 14-bit sizes after the frame tag and start code
      return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
    case 'VP8L': {
      // lossless: signature 0x2f, then 14-bit width-1 and height-1
      if (bytes[20] !== 0x2f) return null;
      const bits = bytes.readUInt32LE(21);
      return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
    }
    case 'VP8X': // extended: 24-bit canvas width-1 and height-1
      return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
    default:
      return null;
  }
}

/** Start-of-frame markers: C0-CF except DHT (C4), JPG (C8) and DAC (CC). */
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

function jpegSize(bytes: Buffer): ImageSize | null {
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    // Markers without a length: TEM, RST0-7, SOI, EOI.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd9)) {
      at += 2;
      continue;
    }
    if (isStartOfFrame(marker)) {
      if (at + 9 > bytes.length) return null;
      return { width: bytes.readUInt16BE(at + 7), height: bytes.readUInt16BE(at + 5) };
    }
    at += 2 + bytes.readUInt16BE(at + 2);
  }
  return null;
}

export function imageSizeOf(bytes: Buffer, extension: ImageExtension): ImageSize | null {
  switch (extension) {
    case 'png':
      return pngSize(bytes);
    case 'gif':
      return gifSize(bytes);
    case 'webp':
      return webpSize(bytes);
    case 'jpg':
      return jpegSize(bytes);
  }
}
