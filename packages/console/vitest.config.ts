import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

// The console's stores and pages in happy-dom; its browser journeys live in the 'console-e2e' project.
export default defineProject({
  plugins: [react(), vanillaExtractPlugin()],
  test: {
    name: 'console',
    sequence: { groupOrder: 0 },
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../../scripts/test/domSetup.ts'],
  },
});
