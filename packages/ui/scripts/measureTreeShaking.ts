/**
 * Measures that the kit tree-shakes: bundles an app entry that imports one component and
 * one that imports the whole kit, and prints both gzip sizes (React excluded, it is shared).
 * Run: npx tsx packages/ui/scripts/measureTreeShaking.ts
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { build } from 'vite';

const kitEntry = resolve(import.meta.dirname, '../src/index.ts');

const entries: Record<string, string> = {
  'one component (Button)': `import { Button } from '${kitEntry}'; console.log(Button);`,
  'one component (ConfirmDialog)': `import { ConfirmDialog } from '${kitEntry}'; console.log(ConfirmDialog);`,
  'whole kit': `import * as kit from '${kitEntry}'; console.log(kit);`,
};

async function bundleSize(source: string) {
  const dir = mkdtempSync(join(tmpdir(), 'ui-treeshake-'));
  const entry = join(dir, 'entry.ts');
  writeFileSync(entry, source);
  try {
    await build({
      logLevel: 'silent',
      configFile: false,
      plugins: [vanillaExtractPlugin()],
      build: {
        outDir: join(dir, 'out'),
        lib: { entry, formats: ['es'], fileName: 'bundle' },
        rollupOptions: { external: [/^react($|\/)/, /^react-dom($|\/)/] },
        minify: true,
      },
    });
    const files = readdirSync(join(dir, 'out'));
    let js = 0;
    let css = 0;
    for (const file of files) {
      const size = gzipSync(readFileSync(join(dir, 'out', file))).length;
      if (file.endsWith('.css')) css += size;
      else js += size;
    }
    return { js, css };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

for (const [name, source] of Object.entries(entries)) {
  const { js, css } = await bundleSize(source);
  console.log(`${name}: ${(js / 1024).toFixed(1)} KB JS + ${(css / 1024).toFixed(1)} KB CSS (gzip)`);
}
