/** An image upload as the app sends it: one multipart `file` field (avatar, chat picture, payment code). */

/** The first bytes of a PNG: enough for the server's image sniffing. */
export const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

/** A PNG signature and IHDR chunk claiming this size, and no pixels (69 bytes with padding). */
export function pngClaiming(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), ihdr, Buffer.alloc(40)]);
}

export function imageMultipart(file: Buffer, filename = 'a.png'): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----nocturne';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
