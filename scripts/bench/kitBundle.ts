/**
 * Bundles a tiny entry that imports from the ui kit, the way an app's production build would
 * (Vite 8 / rolldown, the vanilla-extract plugin, minified), and reports what landed in it.
 * React stays external: it is the app's cost, not the kit's.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { build, type Rolldown } from 'vite';
import { gzipBytes } from './gzip.ts';

export const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');
export const UI_DIR = path.join(REPO_ROOT, 'packages', 'ui');
/**
 * Entries live under the repo (the vanilla-extract compiler cannot load a .css.ts from outside
 * its root's tree), in node_modules/.cache so no linter, type check or git sees them.
 */
const SCRATCH = path.join(REPO_ROOT, 'node_modules', '.cache', 'nocturne-bench-ui');

function scratchDir(): string {
  mkdirSync(SCRATCH, { recursive: true });
  return mkdtempSync(path.join(SCRATCH, 'entry-'));
}

export interface KitBundle {
  jsGzip: number;
  cssGzip: number;
  /** Repo-relative ids of every module with code or CSS in the output, besides the entry's own files. */
  modules: string[];
}

function isOutput(value: unknown): value is Rolldown.RolldownOutput {
  return typeof value === 'object' && value !== null && 'output' in value;
}

/** `files` are written beside the entry, e.g. an app-side `.css.ts` the entry imports. */
export async function bundleKitEntry(source: string, files: Record<string, string> = {}): Promise<KitBundle> {
  const dir = scratchDir();
  const entry = path.join(dir, 'entry.ts');
  writeFileSync(entry, source);
  for (const [name, content] of Object.entries(files)) writeFileSync(path.join(dir, name), content);
  try {
    const result = await build({
      configFile: false,
      logLevel: 'error',
      // The vanilla-extract compiler resolves .css.ts files from the root, so the root is the kit.
      root: UI_DIR,
      plugins: [vanillaExtractPlugin()],
      build: {
        write: false,
        minify: true,
        lib: { entry, formats: ['es'], fileName: 'entry' },
        rollupOptions: { external: [/^react($|\/)/, /^react-dom($|\/)/] },
      },
    });
    const outputs = (Array.isArray(result) ? result : [result]).filter(isOutput).flatMap((r) => r.output);
    let jsGzip = 0;
    let cssGzip = 0;
    const modules = new Set<string>();
    for (const item of outputs) {
      if (item.type === 'chunk') {
        jsGzip += gzipBytes(item.code);
        for (const id of Object.keys(item.modules)) {
          if (!id.startsWith(dir)) modules.add(path.relative(REPO_ROOT, id.split('?')[0]!));
        }
      } else if (item.fileName.endsWith('.css')) {
        cssGzip += gzipBytes(item.source);
      }
    }
    return { jsGzip, cssGzip, modules: [...modules].sort() };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface SplitBundle {
  /** Kit component folders with CSS in the entry chunk (what the first page loads). */
  entryCss: string[];
  /** Kit component folders with code (JS) in the entry chunk. */
  entryJs: string[];
  entryCssGzip: number;
}

/**
 * An app-like, code-split build: the entry uses one component and lazily loads a chunk that
 * uses another, as the app's shell and its lazy pages do. Says whose code and CSS the entry
 * chunk (the first page) carries.
 */
export async function bundleKitSplit(entryComponent: string, lazyComponent: string): Promise<SplitBundle> {
  const dir = scratchDir();
  const entry = path.join(dir, 'entry.ts');
  writeFileSync(entry, `import { ${entryComponent} } from '@nocturne/ui';\nObject.assign(globalThis, { kit: ${entryComponent}, page: () => import('./page.ts') });\n`);
  writeFileSync(path.join(dir, 'page.ts'), `import { ${lazyComponent} } from '@nocturne/ui';\nObject.assign(globalThis, { pageKit: ${lazyComponent} });\n`);
  try {
    const result = await build({
      configFile: false,
      logLevel: 'error',
      root: UI_DIR,
      plugins: [vanillaExtractPlugin()],
      build: { write: false, minify: true, rollupOptions: { input: entry, external: [/^react($|\/)/, /^react-dom($|\/)/] } },
    });
    const outputs = (Array.isArray(result) ? result : [result]).filter(isOutput).flatMap((r) => r.output);
    const entryChunk = outputs.find((item): item is Rolldown.OutputChunk => item.type === 'chunk' && item.isEntry);
    if (!entryChunk) throw new Error('No entry chunk in the split build.');
    const ids = Object.keys(entryChunk.modules).map((id) => path.relative(REPO_ROOT, id.split('?')[0]!));
    const cssFiles = new Set<string>((entryChunk as { viteMetadata?: { importedCss: Set<string> } }).viteMetadata?.importedCss ?? []);
    const entryCssGzip = outputs
      .filter((item) => item.type === 'asset' && cssFiles.has(item.fileName))
      .reduce((sum, item) => sum + (item.type === 'asset' ? gzipBytes(item.source) : 0), 0);
    return {
      entryCss: componentsIn(ids.filter((id) => id.endsWith('.vanilla.css'))),
      entryJs: componentsIn(ids.filter((id) => !id.includes('.css.ts'))),
      entryCssGzip,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The kit component folders (packages/ui/src/components/<Name>/) a bundle holds code or CSS of. */
export function componentsIn(modules: readonly string[]): string[] {
  const names = new Set<string>();
  for (const id of modules) {
    const match = /^packages\/ui\/src\/components\/([^/]+)\//.exec(id);
    if (match) names.add(match[1]!);
  }
  return [...names].sort();
}
