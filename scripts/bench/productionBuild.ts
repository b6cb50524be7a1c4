/**
 * The app's production build, exactly as `npm start` makes it (the app's own vite config),
 * plus a Vite manifest so chunks can be named by the page they belong to. It goes to a
 * temporary directory so the bench never rewrites packages/app/dist under someone's tests.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build, type Rolldown } from 'vite';
import { REPO_ROOT } from './kitBundle.ts';

export const APP_DIR = path.join(REPO_ROOT, 'packages', 'app');

/** One entry of `.vite/manifest.json`. */
export interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** For each emitted JavaScript file: the size each module's code takes in it (before minifying). */
export type ChunkModules = Map<string, Map<string, number>>;

export interface AppBuild {
  manifest: Manifest;
  modules: ChunkModules;
}

function isOutput(value: unknown): value is Rolldown.RolldownOutput {
  return typeof value === 'object' && value !== null && 'output' in value;
}

export async function buildApp(outDir: string): Promise<AppBuild> {
  const result = await build({
    configFile: path.join(APP_DIR, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, manifest: true },
  });
  const modules: ChunkModules = new Map();
  for (const item of (Array.isArray(result) ? result : [result]).filter(isOutput).flatMap((r) => r.output)) {
    if (item.type !== 'chunk') continue;
    modules.set(item.fileName, new Map(Object.entries(item.modules).map(([id, module]) => [id, module.renderedLength])));
  }
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  return { manifest, modules };
}
