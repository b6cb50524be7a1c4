/**
 * The two databases the money races run on: an in-memory PGlite, and a PostgreSQL server
 * in a schema of its own, dropped afterwards (see ../postgresSchema.ts for when it is
 * skipped).
 */
import type { Db } from '../../src/db/db.ts';
import { openTestDb } from '../harness.ts';
import { openPostgresSchema } from '../postgresSchema.ts';

export interface TestDatabase {
  db: Db;
  /** Closes the database (and drops the PostgreSQL schema). */
  dispose(): Promise<void>;
}

function disposable(db: Db): TestDatabase {
  return { db, dispose: () => db.close() };
}

export async function openPgliteDatabase(): Promise<TestDatabase> {
  return disposable(await openTestDb());
}

/** A fresh migrated schema, or the reason there is none. */
export async function openPostgresDatabase(): Promise<TestDatabase | string> {
  const db = await openPostgresSchema('robust');
  return typeof db === 'string' ? db : disposable(db);
}
