import { defineProject } from 'vitest/config';

/**
 * The journeys that time playback (stalls, the first frame, the preview's end). They run in a
 * group of their own (5), with nothing else on the machine's two cores; the other journeys
 * run beside the console's (group 6), where a busy core only slows a click.
 */
export const PLAYBACK_JOURNEYS = ['playbackQuality.e2e.test.ts', 'openings.e2e.test.ts', 'player.e2e.test.ts'];

/**
 * An end-to-end project: Debian's Chromium at 375x812 against the real server (API, media and
 * the built app on one port) on a fresh embedded database, one server per project, started
 * by the global setup. `maxWorkers`: how many files of its group run at once (Vitest gives a
 * group one number for all its projects).
 */
export function e2eProject(name: string, files: { include: string[]; exclude?: string[] }, groupOrder: number, maxWorkers: number) {
  return defineProject({
    test: {
      name,
      sequence: { groupOrder },
      root: import.meta.dirname,
      environment: 'node',
      include: files.include,
      exclude: files.exclude ?? [],
      globalSetup: ['./globalSetup.ts'],
      maxWorkers,
      // playbackQuality's journeys: two phones at a time (see there).
      maxConcurrency: 2,
      testTimeout: 90_000,
      hookTimeout: 180_000,
    },
  });
}
