import { defineConfig } from 'vitest/config';

/**
 * Server test files whose subject is not the database: the media check and the encrypted
 * ladder's bytes (ffmpeg and AES: about a minute and a quarter of CI; the key route's SQL runs on
 * PostgreSQL in mediaPipeline and protocol/video), the object store, and units that touch no SQL.
 */
const MEDIA_AND_UNIT_FILES = [
  'test/mediaCheck.test.ts',
  'test/encryptedMedia.test.ts',
  'test/storage/objectStore.test.ts',
  'test/storage/storeUrl.test.ts',
  'test/codec.test.ts',
  'test/readCache.test.ts',
  'test/sessionCache.test.ts',
  'test/mediaLibrary.test.ts',
  'test/tableOwners.test.ts',
];

// One runner for the whole workspace: every package is a Vitest project.
export default defineConfig({
  test: {
    // Projects run in groups, one group after another (each project's sequence.groupOrder):
    // 0 the unit projects (core, ui, app) together, 1 the server (PGlite per file; the fleet on
    // PostgreSQL), 2 its API suite again on PostgreSQL (apart from the fleet's three processes:
    // together they could run out of the server's connections), 3 stories in Chromium with axe, 4 visual
    // regression, 5 the journeys that time playback, 6 the member's other journeys and the
    // operator console's side by side. Two cores do not take PGlite, Vite and Chromium at once
    // without timeouts.
    projects: [
      'packages/*/vitest.config.ts',
      'scripts/vitest.config.ts',
      'vitest.storybook.config.ts',
      'packages/ui/test/visual/vitest.config.ts',
      // The journeys that time playback alone (group 5), then the member's other journeys beside
      // the operator console's (group 6): packages/app/e2e/project.ts.
      'packages/app/e2e/vitest.playback.config.ts',
      'packages/app/e2e/vitest.config.ts',
      'packages/console/e2e/vitest.config.ts',
      // The server's whole API suite again, on the PostgreSQL server (TEST_DATABASE_URL or
      // the local one), each file in a schema of its own (test/postgresSchema.ts); required
      // under CI=true. Files about one database only, and the units in src, run once, above;
      // so do the files about no database (MEDIA_AND_UNIT_FILES).
      {
        extends: './packages/server/vitest.config.ts',
        test: {
          name: 'server-postgres',
          root: './packages/server',
          exclude: ['src/**', '**/*postgres*.test.ts', '**/*pglite*.test.ts', ...MEDIA_AND_UNIT_FILES],
          env: { TEST_DATABASE: 'postgres' },
          sequence: { groupOrder: 2 },
        },
      },
    ],
    coverage: {
      provider: 'v8',
      include: ['packages/core/src/**/*.ts'],
      exclude: ['**/*.test.ts', '**/index.ts', '**/types.ts'],
      thresholds: { lines: 90 },
      reporter: ['text-summary', 'text'],
    },
  },
});
