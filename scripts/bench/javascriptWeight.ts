/**
 * Where home's bytes go: the JavaScript a phone actually downloads to show home (recorded in
 * Chromium, so the lazily loaded home page counts too), and what each page's chunk adds.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { gzipBytes } from './gzip.ts';
import { newPhone, registeredDevice } from './phone.ts';
import type { ChunkModules, Manifest, ManifestChunk } from './productionBuild.ts';

export interface JavaScriptFile {
  file: string;
  gzip: number;
}

export interface PageChunk {
  page: string;
  /** A screen of the route table, or a module a page loads on demand (an overlay, a sheet). */
  route: boolean;
  /** The page's own chunk and the shared chunks it imports that home has not loaded yet. */
  extraFiles: JavaScriptFile[];
  extraGzip: number;
}

export const gzipOfFile = (distDir: string, file: string): number => gzipBytes(readFileSync(path.join(distDir, file)));

/** Emitted files holding any of hls.js's code. */
export function hlsFiles(modules: ChunkModules): string[] {
  return [...modules].filter(([, ids]) => [...ids.keys()].some((id) => id.includes('node_modules/hls.js/'))).map(([file]) => file);
}

/** JavaScript a registered member's phone loads for home, until the network is quiet. */
export async function homeJavaScript(browser: Browser, url: string, distDir: string): Promise<JavaScriptFile[]> {
  const context = await newPhone(browser, await registeredDevice(browser, url));
  const page = await context.newPage();
  const files = new Set<string>();
  page.on('response', (response) => {
    const pathname = new URL(response.url()).pathname;
    if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) files.add(pathname.slice(1));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await context.close();
  return [...files].sort().map((file) => ({ file, gzip: gzipOfFile(distDir, file) }));
}

function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

const pageName = (chunk: ManifestChunk) => chunk.src?.replace(/^src\/pages\//, '').replace(/\.tsx?$/, '') ?? chunk.file;

/** Route components are named `<Screen>Page.tsx`; other lazy modules of a page load on demand. */
const isRoute = (chunk: ManifestChunk) => /Page\.tsx$/.test(chunk.src ?? '');

/** Every page chunk of the route table with what opening it costs after home. */
export function pageChunks(manifest: Manifest, distDir: string, homeFiles: ReadonlySet<string>): PageChunk[] {
  return Object.entries(manifest)
    .filter(([, chunk]) => chunk.isDynamicEntry && chunk.src?.startsWith('src/pages/'))
    .map(([key, chunk]) => {
      const extraFiles = [...staticClosure(manifest, key)]
        .map((k) => manifest[k]!.file)
        .filter((file) => file.endsWith('.js') && !homeFiles.has(file))
        .map((file) => ({ file, gzip: gzipOfFile(distDir, file) }));
      return { page: pageName(chunk), route: isRoute(chunk), extraFiles, extraGzip: extraFiles.reduce((sum, f) => sum + f.gzip, 0) };
    })
    .sort((a, b) => b.extraGzip - a.extraGzip);
}

/** Where a module comes from: an npm package or one of our workspace packages. */
export function originOf(id: string): string {
  const npm = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id);
  if (npm) return npm[1]!;
  const ours = /packages\/([^/]+)\/src\/(?:([^/]+)\/)?/.exec(id);
  if (ours) return ours[1] === 'app' || ours[1] === 'ui' ? `@nocturne/${ours[1]}${ours[2] ? `/${ours[2]}` : ''}` : `@nocturne/${ours[1]}`;
  return id.startsWith('\0') || id.includes('vite/') ? 'bundler runtime' : id;
}

/**
 * Home's gzip bytes by where the code comes from, largest first. Estimated: each file's gzip
 * size is split over its modules in proportion to their code before minifying.
 */
export function originsOf(modules: ChunkModules, files: readonly JavaScriptFile[]): Array<{ origin: string; gzip: number }> {
  const sizes = new Map<string, number>();
  for (const { file, gzip } of files) {
    const lengths = [...(modules.get(file) ?? [])];
    const total = lengths.reduce((sum, [, length]) => sum + length, 0);
    for (const [id, length] of lengths) {
      if (total > 0) sizes.set(originOf(id), (sizes.get(originOf(id)) ?? 0) + (gzip * length) / total);
    }
  }
  return [...sizes].map(([origin, gzip]) => ({ origin, gzip })).sort((a, b) => b.gzip - a.gzip);
}
