import { defineConfig } from 'vitest/config';

// One runner for the whole workspace: every package is a Vitest project.
export default defineConfig({
  test: {
    // Projects run in groups, one group after another (each project's sequence.groupOrder):
    // 0 the unit projects (core, ui, app) together, 1 the server (PGlite per file), 2 stories
    // in Chromium with axe, 3 visual regression, 4 end-to-end journeys. Two cores do not
    // take PGlite, Vite and Chromium at once without timeouts.
    projects: ['packages/*/vitest.config.ts', 'vitest.storybook.config.ts', 'packages/ui/test/visual/vitest.config.ts', 'packages/app/e2e/vitest.config.ts'],
    coverage: {
      provider: 'v8',
      include: ['packages/core/src/**/*.ts'],
      exclude: ['**/*.test.ts', '**/index.ts', '**/types.ts'],
      thresholds: { lines: 90 },
      reporter: ['text-summary', 'text'],
    },
  },
});
