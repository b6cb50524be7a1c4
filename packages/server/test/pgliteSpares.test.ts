// A PGlite handed on to the worker's next file holds what a new one would, and the file that
// closed it can no longer reach it.
import { beforeAll, expect, test } from 'vitest';
import { readMigrations } from '../src/db/migrate.ts';
import { lendPglite } from './pgliteSpares.ts';

type Lent = Awaited<ReturnType<typeof lendPglite>>;
let first: Lent;

const tables = async (db: Lent) =>
  (await db.query<{ tablename: string }>(`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`)).map((row) => row.tablename);

// Starting the worker's first PGlite can take long on a busy machine: a hook's time, not a test's.
beforeAll(async () => {
  first = await lendPglite();
});

test('the next file gets the database as freshly migrated: its rows, tables and settings gone, every migration recorded', async () => {
  const fresh = await tables(first);
  await first.exec(`CREATE TABLE left_behind (id INT); INSERT INTO left_behind VALUES (1); SET TIME ZONE 'Asia/Shanghai'`);
  await first.query(`INSERT INTO schema_migrations (version, name) VALUES ('999', '999_left_behind.sql')`);
  await first.close();

  const next = await lendPglite();
  expect(await tables(next)).toEqual(fresh);
  expect(await tables(next)).not.toContain('left_behind');
  const recorded = (await next.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version')).map((row) => row.version);
  expect(recorded).toEqual((await readMigrations()).map((migration) => migration.version));
  expect(await next.query('SHOW TIME ZONE')).not.toEqual([{ TimeZone: 'Asia/Shanghai' }]);
  await next.close();
});

test('a database its file closed refuses queries instead of reaching the next file', async () => {
  const db = await lendPglite();
  await db.close();
  await expect(db.query('SELECT 1')).rejects.toThrow('PGlite is closed');
  await expect(db.exec('SELECT 1')).rejects.toThrow('PGlite is closed');
  const next = await lendPglite();
  expect(await next.query<{ one: number }>('SELECT 1 AS one')).toEqual([{ one: 1 }]);
  await next.close();
});
