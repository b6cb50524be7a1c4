import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

// The console's stores and pages in happy-dom; its browser journeys live in the 'console-e2e' project.
export default defineProject({
  plugins: [react(), vanillaExtractPlugin()],
  test: {
    name: 'console',
    sequence: { groupOrder: 0 },
    // One module graph and one happy-dom for all the project's files: 32 s becomes 9 s. Each
    // test sets up the stores it reads, so no file depends on another's leftovers. (The member
    // app's tests do lean on fresh modules, online listeners among them: app keeps isolation.)
    isolate: false,
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../../scripts/test/domSetup.ts'],
  },
});
