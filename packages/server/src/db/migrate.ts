/**
 * Versioned migrations: `migrations/NNN_name.sql`, applied in order, each in its own
 * transaction, recorded in `schema_migrations`.
 *
 * Numbering: 001-049 belong to the foundation (members, catalogue, config, media);
 * 050-099 to payments, money, withdrawals, sign-in, tasks, chat, reports and admin.
 * Never edit an applied migration; add the next number.
 */
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { ADVISORY_LOCKS } from './advisoryLocks.ts';
import type { Db } from './db.ts';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
const FILE_PATTERN = /^(\d{3})_[a-z0-9_]+\.sql$/;

export interface Migration {
  version: string;
  name: string;
  sql: string;
}

export async function readMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((file) => FILE_PATTERN.test(file)).sort();
  const migrations: Migration[] = [];
  for (const file of files) {
    const version = file.slice(0, 3);
    if (migrations.some((m) => m.version === version)) throw new Error(`two migrations numbered ${version}`);
    migrations.push({ version, name: file, sql: await readFile(`${dir}${file}`, 'utf8') });
  }
  return migrations;
}

/** Applies the pending migrations; answers the names applied now. */
export async function migrate(db: Db, migrations?: Migration[]): Promise<string[]> {
  const all = migrations ?? (await readMigrations());
  return db.transaction(async (tx) => {
    // Under the lock: two processes creating the table at once both pass IF NOT EXISTS and
    // the second fails on the catalogue's unique index (a simultaneous first start).
    await tx.query('SELECT pg_advisory_xact_lock($1)', [ADVISORY_LOCKS.migrations]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version TEXT PRIMARY KEY,
      name TEXT NOT NULL,
      applied_at TIMESTAMPTZ NOT NULL DEFAULT now()
    )`);
    const done = new Set((await tx.query<{ version: string }>('SELECT version FROM schema_migrations')).map((r) => r.version));
    const applied: string[] = [];
    for (const migration of all) {
      if (done.has(migration.version)) continue;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
      applied.push(migration.name);
    }
    return applied;
  });
}

/** Throws unless migrations have run on the database (the health check's question). */
export async function checkMigrated(db: Db): Promise<void> {
  await db.query('SELECT version FROM schema_migrations LIMIT 1');
}
