/**
 * Bundles a tiny entry that imports from the ui kit, the way an app's production build would
 * (Vite 8 / rolldown, the vanilla-extract plugin, minified), and reports what landed in it.
 * React stays external: it is the app's cost, not the kit's.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { build, type Rolldown } from 'vite';
import { gzipBytes } from './gzip.ts';

export const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');
export const UI_DIR = path.join(REPO_ROOT, 'packages', 'ui');
export const UI_ENTRY = path.join(UI_DIR, 'src', 'index.ts');

export interface KitBundle {
  jsGzip: number;
  cssGzip: number;
  /** Repo-relative ids of every module with code or CSS in the output, besides the entry. */
  modules: string[];
}

function isOutput(value: unknown): value is Rolldown.RolldownOutput {
  return typeof value === 'object' && value !== null && 'output' in value;
}

export async function bundleKitEntry(source: string): Promise<KitBundle> {
  const dir = mkdtempSync(path.join(tmpdir(), 'nocturne-bench-ui-'));
  const entry = path.join(dir, 'entry.ts');
  writeFileSync(entry, source);
  try {
    const result = await build({
      configFile: false,
      logLevel: 'error',
      // The vanilla-extract compiler resolves .css.ts files from the root, so the root is the kit.
      root: UI_DIR,
      plugins: [vanillaExtractPlugin()],
      resolve: { alias: { '@nocturne/ui': UI_ENTRY } },
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
          if (id !== entry) modules.add(path.relative(REPO_ROOT, id.split('?')[0]!));
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

/** The kit component folders (packages/ui/src/components/<Name>/) a bundle holds code or CSS of. */
export function componentsIn(modules: readonly string[]): string[] {
  const names = new Set<string>();
  for (const id of modules) {
    const match = /^packages\/ui\/src\/components\/([^/]+)\//.exec(id);
    if (match) names.add(match[1]!);
  }
  return [...names].sort();
}
