import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

// Behaviour tests of the kit in happy-dom. Browser tests (*.browser.test.tsx: visual
// regression) run in the root vitest.storybook.config.ts, never here.
export default defineProject({
  plugins: [vanillaExtractPlugin(), react()],
  test: {
    name: 'ui',
    environment: 'happy-dom',
    include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
    exclude: ['**/*.browser.test.tsx', '**/node_modules/**'],
    setupFiles: ['../../scripts/test/domSetup.ts'],
  },
});
