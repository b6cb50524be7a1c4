import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { earlyPlayerPlugin } from './scripts/earlyPlayerPlugin.ts';

/** Where the API server listens in development (`npm start -w @nocturne/server`). */
const apiTarget = process.env.NOCTURNE_API_URL ?? 'http://127.0.0.1:8080';

// Every path the server answers besides the app itself: the API, media, uploads, the sandbox cashier.
const serverPaths = ['/app-api', '/renren-api', '/media', '/uploads', '/covers', '/admin', '/healthz'];

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), vanillaExtractPlugin(), earlyPlayerPlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      // The service worker is its own entry at a fixed address (/sw.js, its scope the whole
      // app); it imports nothing the app imports, so it is one self-contained file.
      input: {
        index: fileURLToPath(new URL('index.html', import.meta.url)),
        sw: fileURLToPath(new URL('src/offline/serviceWorker.ts', import.meta.url)),
      },
      output: {
        entryFileNames: (chunk) => (chunk.name === 'sw' ? 'sw.js' : 'assets/[name]-[hash].js'),
      },
    },
  },
  server: {
    proxy: Object.fromEntries(serverPaths.map((path) => [path, { target: apiTarget }])),
  },
});
