/**
 * Writes the player's early start (src/early/inline.ts) into the built index.html as one small
 * classic script, run while the document is parsed, before the app's code has arrived. It is
 * bundled on its own (rolldown, which Vite builds with) with only what it uses of core and the
 * app; the files the warm start will import (hls.js, the warm start's chunks and styles that
 * the entry does not already load) go in its data-preload. The page's policy allows the
 * script by its hash (serveBuiltApp.ts reads it from the built page).
 */
import path from 'node:path';
import { build, type OutputBundle, type OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

const INLINE_ENTRY = path.resolve(import.meta.dirname, '../src/early/inline.ts');
const WARM_START = path.resolve(import.meta.dirname, '../src/pages/video/warmStart.ts');

/** The early start as one minified script (IIFE), without anything it does not call. */
export async function compileEarlyPlayer(): Promise<string> {
  const { output } = await build({
    input: INLINE_ENTRY,
    write: false,
    platform: 'browser',
    // Nothing it imports runs at load for its effects: what it does not call is dropped.
    treeshake: { moduleSideEffects: false },
    output: { format: 'iife', minify: true, comments: false },
  });
  return output[0].code.trim();
}

type ChunkMeta = OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

/** A chunk and everything it imports statically. */
function withImports(chunk: OutputChunk | undefined, chunks: ReadonlyMap<string, OutputChunk>, into = new Set<OutputChunk>()): Set<OutputChunk> {
  if (!chunk || into.has(chunk)) return into;
  into.add(chunk);
  for (const file of chunk.imports) withImports(chunks.get(file), chunks, into);
  return into;
}

/**
 * The files the warm start imports that the entry does not: hls.js (first, the largest),
 * then the warm start's own chunks and their styles, as '/assets/…' paths.
 */
export function warmStartFiles(bundle: OutputBundle | Record<string, OutputChunk | { type: 'asset' }>): string[] {
  const chunks = new Map(Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk').map((chunk) => [chunk.fileName, chunk]));
  const all = [...chunks.values()];
  const entry = all.find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('index.html'));
  const loaded = withImports(entry, chunks);
  const hls = all.find((chunk) => chunk.isDynamicEntry && chunk.moduleIds.some((id) => id.includes('/node_modules/hls.js/')));
  const warm = all.find((chunk) => chunk.facadeModuleId === WARM_START);
  if (!hls || !warm) throw new Error('The build has no hls.js or warm start chunk: the early start would preload nothing.');
  const files = [...withImports(hls, chunks), ...withImports(warm, chunks)].filter((chunk) => !loaded.has(chunk));
  const css = files.flatMap((chunk) => [...((chunk as ChunkMeta).viteMetadata?.importedCss ?? [])]);
  return [...new Set([...files.map((chunk) => chunk.fileName), ...css])].map((file) => `/${file}`);
}

/**
 * The Vite plugin, in the build only: the early start first in the document's head. After the
 * stylesheet links it would wait for them (a classic script runs only once the sheets before
 * it have loaded): bench:web saw it run at 220 ms instead of as the document arrived (80 ms).
 */
export function earlyPlayerPlugin(): Plugin {
  return {
    name: 'nocturne-early-player',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(_html, { bundle }) {
        if (!bundle) return [];
        return [{ tag: 'script', attrs: { 'data-preload': JSON.stringify(warmStartFiles(bundle)) }, children: await compileEarlyPlayer(), injectTo: 'head-prepend' }];
      },
    },
  };
}
