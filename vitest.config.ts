import { defineConfig } from 'vitest/config';

// One runner for the whole workspace: every package is a Vitest project.
export default defineConfig({
  test: {
    // Browser projects: every story as an axe-checked test, and AllStates screenshots.
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
