import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

// Behaviour tests of the kit in happy-dom. Browser tests (*.browser.test.tsx: visual
// regression) run in the root vitest.storybook.config.ts, never here.
export default defineProject({
  plugins: [vanillaExtractPlugin(), react()],
  test: {
    name: 'ui',
    // One module graph and one happy-dom for all the project's files (isolate: false). Giving each
    // file its own environment and setup took 75 s; shared, the project takes 12 s. The kit's
    // components keep no module state between renders, so nothing leaks from file to file.
    isolate: false,
    environment: 'happy-dom',
    include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
    exclude: ['**/*.browser.test.tsx', '**/node_modules/**'],
    setupFiles: ['../../scripts/test/domSetup.ts'],
  },
});
