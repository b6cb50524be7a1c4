import { defineProject } from 'vitest/config';

// The repository's own tooling (the test runner's retry rule).
export default defineProject({
  test: {
    name: 'scripts',
    environment: 'node',
    include: ['**/*.test.ts'],
  },
});
