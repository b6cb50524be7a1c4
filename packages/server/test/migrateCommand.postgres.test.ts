/**
 * `npm run migrate` (scripts/migrate.ts), the one-shot a deployment runs before its server
 * processes (deploy/, docs/deploy.md), as a process on a schema of its own: the first run
 * applies every migration and seeds, the second finds nothing to do.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { readMigrations } from '../src/db/migrate.ts';
import { openPostgresSchema } from './postgresSchema.ts';

const opened = await openPostgresSchema('migrate_cmd', { migrated: false });
afterAll(async () => {
  if (typeof opened !== 'string') await opened.close();
});

function runMigrate(url: string): { status: number | null; output: string } {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/migrate.ts'], {
    cwd: path.join(import.meta.dirname, '..'),
    env: { ...process.env, DATABASE_URL: url, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'nocturne-migrate-')), SEED_MEDIA: 'false', SEED_DEMO: 'true' },
    encoding: 'utf8',
  });
  return { status: result.status, output: result.stdout + result.stderr };
}

describe.skipIf(typeof opened === 'string')('npm run migrate', () => {
  test('applies the migrations and seeds once; run again it does nothing', async () => {
    const db = opened as Exclude<typeof opened, string>;
    const first = runMigrate(db.url);
    expect(first.output).toContain(`applied ${(await readMigrations()).map((m) => m.name).join(', ')}`);
    expect(first.output).toContain('seeded the demo catalogue');
    expect(first.status).toBe(0);
    const videos = (await db.query('SELECT count(*)::int AS n FROM videos'))[0];
    const again = runMigrate(db.url);
    expect(again.output).toContain('no migration pending');
    expect(again.output).toContain('the catalogue is not empty');
    expect(again.status).toBe(0);
    expect((await db.query('SELECT count(*)::int AS n FROM videos'))[0]).toEqual(videos);
  }, 120_000);
});
