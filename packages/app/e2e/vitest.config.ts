import { defineProject } from 'vitest/config';

// End-to-end journeys: Debian's Chromium at 375x812 against the real server (API, media and
// the built app on one port) on a fresh embedded database. One server for all files, started
// by the global setup; files run one after another (two shared CPU cores).
export default defineProject({
  test: {
    name: 'e2e',
    sequence: { groupOrder: 5 },
    root: import.meta.dirname,
    environment: 'node',
    include: ['*.e2e.test.ts'],
    globalSetup: ['./globalSetup.ts'],
    fileParallelism: false,
    // playbackQuality's journeys: two phones at a time (see there).
    maxConcurrency: 2,
    testTimeout: 90_000,
    hookTimeout: 180_000,
  },
});
