/**
 * The two databases the money races run on: an in-memory PGlite, and a PostgreSQL server
 * (TEST_DATABASE_URL or the local one) in a schema of its own, dropped afterwards. Without
 * a reachable server the PostgreSQL run is skipped with a printed reason, except under
 * CI=true, where it is required.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Db } from '../../src/db/db.ts';
import { migrate } from '../../src/db/migrate.ts';
import { openPostgres } from '../../src/db/postgres.ts';
import { openTestDb } from '../harness.ts';

export interface TestDatabase {
  db: Db;
  /** Closes the database (and drops the PostgreSQL schema). */
  dispose(): Promise<void>;
}

export const POSTGRES_URL = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

export async function openPgliteDatabase(): Promise<TestDatabase> {
  const db = await openTestDb();
  return { db, dispose: () => db.close() };
}

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A fresh migrated schema, or the reason there is none (thrown instead under CI=true). */
export async function openPostgresDatabase(): Promise<TestDatabase | string> {
  const schema = `robust_${process.pid}_${randomBytes(3).toString('hex')}`;
  try {
    await admin(`CREATE SCHEMA ${schema}`);
  } catch (error) {
    const reason = `PostgreSQL at ${POSTGRES_URL} is unreachable (${(error as Error).message})`;
    if (process.env.CI === 'true') throw new Error(`CI=true requires PostgreSQL: ${reason}`);
    return reason;
  }
  // Enough connections for the races to truly run side by side.
  const db = await openPostgres(POSTGRES_URL, { schema, max: 20 });
  await migrate(db);
  return {
    db,
    async dispose() {
      await db.close();
      await admin(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    },
  };
}
