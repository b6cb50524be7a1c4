import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/** Where the API server listens in development (`npm start -w @nocturne/server`). */
const apiTarget = process.env.NOCTURNE_API_URL ?? 'http://127.0.0.1:8080';

// Every path the server answers besides the app itself: the API, media, uploads, the sandbox cashier.
const serverPaths = ['/app-api', '/renren-api', '/media', '/uploads', '/covers', '/admin', '/healthz'];

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), vanillaExtractPlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
  },
  server: {
    proxy: Object.fromEntries(serverPaths.map((path) => [path, { target: apiTarget }])),
  },
});
