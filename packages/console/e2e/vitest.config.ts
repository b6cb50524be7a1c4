import { defineProject } from 'vitest/config';

// The operator console's journeys: Debian's Chromium at 1280x800 (one at tablet size) against
// the real server on a fresh embedded database with the demo, one server per file (harness.ts).
// Files run one after another (two shared CPU cores), after the member app's journeys.
export default defineProject({
  test: {
    name: 'console-e2e',
    sequence: { groupOrder: 6 },
    root: import.meta.dirname,
    environment: 'node',
    include: ['*.e2e.test.ts'],
    globalSetup: ['./globalSetup.ts'],
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 180_000,
  },
});
