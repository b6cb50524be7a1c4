/** An image upload as the app sends it: one multipart `file` field (avatar, chat picture, payment code). */

/** The first bytes of a PNG: enough for the server's image sniffing. */
export const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

export function imageMultipart(file: Buffer, filename = 'a.png'): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----nocturne';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
