import { defineProject } from 'vitest/config';

// Each test file uses ONE in-memory PGlite (about 750 MB; starting one costs about 3 s, so a
// worker starts one and hands it on rebuilt: test/pgliteSpares.ts): at most two files run at
// once on this two-core machine.
export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    pool: 'forks',
    maxWorkers: 2,
    // A worker runs its files in one module graph: importing the server (Fastify, the S3 SDK,
    // PGlite's WASM) once per worker, not once per file, was a third of the suite's time.
    // Files share no state through it: each builds its own app on a database freshly migrated
    // for it (a worker's PGlite is rebuilt between files, never shared by two at once).
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // Runs after the fast unit projects, alone (see the root vitest.config.ts).
    sequence: { groupOrder: 1 },
  },
});
