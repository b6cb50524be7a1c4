// First, before React is evaluated: the runtime and a player link's head start.
import { playerStarted } from './launch.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App.tsx';
import { firstRenderAfter } from './routes/playerChunk.ts';
import { registerOfflineCopy } from './offline/offlineCopy.ts';

const root = document.getElementById('root');
void firstRenderAfter(playerStarted).then(() => {
  if (root) {
    createRoot(root).render(
      <StrictMode>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </StrictMode>,
    );
  }
  // The offline copy (service worker) only for the built app: the dev server's modules change.
  // After a player link's first frame: installing it fetches and caches files (bench:web saw it
  // hold the stream's playlists and first segment up by about 100 ms).
  if (import.meta.env.PROD) registerOfflineCopy();
});
