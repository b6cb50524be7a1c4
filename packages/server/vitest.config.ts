import { defineProject } from 'vitest/config';

// Each test file opens ONE in-memory PGlite (about 3 s and 750 MB): at most two files run
// at once on this two-core machine.
export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    pool: 'forks',
    maxWorkers: 2,
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // Runs after the fast unit projects, alone (see the root vitest.config.ts).
    sequence: { groupOrder: 1 },
  },
});
