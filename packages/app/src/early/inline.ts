/**
 * The document's inline script (built by scripts/earlyPlayerPlugin.ts into index.html): the
 * player's early start (earlyPlayer.ts). The build's files to preload come in the script
 * element's data-preload, so the script's text, and the hash the page's policy allows it by,
 * stay the same from build to build.
 */
import { startEarlyPlayer } from './earlyPlayer.ts';

try {
  const files = JSON.parse(document.currentScript?.dataset.preload ?? '[]') as string[];
  startEarlyPlayer(
    {
      scope: window,
      storage: window.localStorage,
      preload(file) {
        const link = document.createElement('link');
        if (file.endsWith('.css')) {
          link.rel = 'preload';
          link.as = 'style';
        } else {
          link.rel = 'modulepreload';
        }
        // As Vite's own preloads: the module scripts are fetched in CORS mode.
        link.crossOrigin = '';
        link.href = file;
        document.head.appendChild(link);
      },
    },
    files,
  );
} catch {
  // Storage refused (a private mode), junk in it: the app starts everything itself.
}
