/**
 * Writes a Brotli and a gzip copy beside every text file of the app's build, once, so the
 * server sends compressed bytes (`preCompressed` in @fastify/static) without compressing per
 * request. Uncompressed, home's JavaScript and CSS cost a phone on a slow network about 2 s
 * more (Lighthouse mobile, `npm run bench:web`).
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(?:js|css|html|svg|json|webmanifest)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

/** Compressed copies that are missing or older than their file are (re)written. */
export function precompressBuild(distDir: string): void {
  for (const file of filesUnder(distDir).filter((f) => COMPRESSIBLE.test(f))) {
    const changed = statSync(file).mtimeMs;
    const stale = (copy: string) => {
      try {
        return statSync(copy).mtimeMs < changed;
      } catch {
        return true;
      }
    };
    if (!stale(`${file}.br`) && !stale(`${file}.gz`)) continue;
    const content = readFileSync(file);
    writeFileSync(`${file}.br`, brotliCompressSync(content));
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  }
}
