import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

// Component and store tests in happy-dom (and the build's own tools); the browser journeys live in the 'e2e' project.
export default defineProject({
  plugins: [react(), vanillaExtractPlugin()],
  test: {
    name: 'app',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    setupFiles: ['../../scripts/test/domSetup.ts'],
  },
});
