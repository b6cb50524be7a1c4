import { defineProject } from 'vitest/config';

// The operator console's journeys: Debian's Chromium at 1280x800 (some at tablet size) against
// the real server on a fresh embedded database with the demo, one server per file (harness.ts).
// Two files at a time (each with its own server), beside the member's journeys that time no
// playback (group 6, packages/app/e2e/project.ts).
export default defineProject({
  test: {
    name: 'console-e2e',
    sequence: { groupOrder: 6 },
    root: import.meta.dirname,
    environment: 'node',
    include: ['*.e2e.test.ts'],
    globalSetup: ['./globalSetup.ts'],
    maxWorkers: 2,
    testTimeout: 90_000,
    hookTimeout: 180_000,
  },
});
