/**
 * The content type of a stored object, by its key's extension: one table for both stores,
 * so an object answers the same type from disk as from a bucket (S3 is told it on upload).
 */
const BY_EXTENSION: Record<string, string> = {
  ts: 'video/mp2t',
  m3u8: 'application/vnd.apple.mpegurl',
  mp4: 'video/mp4',
  vtt: 'text/vtt; charset=utf-8',
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};

export const DEFAULT_CONTENT_TYPE = 'application/octet-stream';

export function contentTypeOf(key: string): string {
  const dot = key.lastIndexOf('.');
  if (dot < 0 || dot < key.lastIndexOf('/')) return DEFAULT_CONTENT_TYPE;
  return BY_EXTENSION[key.slice(dot + 1).toLowerCase()] ?? DEFAULT_CONTENT_TYPE;
}
