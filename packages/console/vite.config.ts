import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/** Where the API server listens in development (`npm start -w @nocturne/server`). */
const apiTarget = process.env.NOCTURNE_API_URL ?? 'http://127.0.0.1:8080';

// The console calls the operator API and shows uploads and covers; the rest is the member app's.
const serverPaths = ['/admin', '/uploads', '/covers', '/media'];

// Served by the server under /console (serveConsole.ts), so every asset URL starts there.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/console/',
  plugins: [react(), vanillaExtractPlugin()],
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022' },
  server: { proxy: Object.fromEntries(serverPaths.map((path) => [path, { target: apiTarget }])) },
});
