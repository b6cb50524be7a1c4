/**
 * Builds the document's player hint (src/playerCodeHint.ts): its script goes first in the
 * head, and a `<meta>` lists the player's code that home does not load, the chunks of hls.js
 * and of the warm start with what they import. A list in a `<meta>` fetches nothing by itself
 * and names no file the offline copy would store (offlineRoutes.ts codeNamedBy reads only
 * src and href): home pays for none of it.
 */
import type { Plugin, Rolldown } from 'vite';
import { PLAYER_CODE_META } from '../src/playerCodeHint.ts';

/** The build input of the hint: its name in vite.config.ts's rolldownOptions.input. */
export const PLAYER_CODE_HINT_INPUT = 'playerCodeHint';

/** What the app starts first on a link to a video (routes/videoPageChunk.ts headStartPlayer). */
const startsThePlayer = (chunk: Rolldown.OutputChunk) =>
  chunk.facadeModuleId?.endsWith('/src/pages/video/warmStart.ts') === true ||
  chunk.moduleIds.some((id) => id.includes('/node_modules/hls.js/'));

function withImports(bundle: Rolldown.OutputBundle, fileName: string, into: Set<string>): Set<string> {
  const chunk = bundle[fileName];
  if (into.has(fileName) || chunk?.type !== 'chunk') return into;
  into.add(fileName);
  for (const imported of chunk.imports) withImports(bundle, imported, into);
  return into;
}

/** The player's files home does not load: the closure of what starts the player, minus the entry's. */
export function playerCodeOf(bundle: Rolldown.OutputBundle): string[] {
  const chunks = Object.values(bundle).filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
  const entry = new Set<string>();
  for (const chunk of chunks.filter((c) => c.isEntry && c.name === 'index')) withImports(bundle, chunk.fileName, entry);
  const player = new Set<string>();
  for (const chunk of chunks.filter(startsThePlayer)) withImports(bundle, chunk.fileName, player);
  return [...player].filter((file) => !entry.has(file));
}

export function playerCodeHint(): Plugin {
  return {
    name: 'nocturne-player-code-hint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const hint = bundle && Object.values(bundle).find((item) => item.type === 'chunk' && item.isEntry && item.name === PLAYER_CODE_HINT_INPUT);
        if (!bundle || !hint) return [];
        // First in the head, the list before the script that reads it (an async script may run
        // before the parser has gone further): on HTTP/1.1 the entry, its preloads and
        // stylesheets would otherwise take the six connections first.
        return [
          { tag: 'meta', attrs: { name: PLAYER_CODE_META, content: playerCodeOf(bundle).map((file) => `/${file}`).join(' ') }, injectTo: 'head-prepend' },
          { tag: 'script', attrs: { type: 'module', async: true, crossorigin: true, src: `/${hint.fileName}` }, injectTo: 'head-prepend' },
        ];
      },
    },
  };
}
