/** Byte figures as the network sees them: gzip at the default level, printed in KB. */
import { gzipSync } from 'node:zlib';

export function gzipBytes(content: string | Uint8Array): number {
  return gzipSync(content).length;
}

export function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
