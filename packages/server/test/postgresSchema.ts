/**
 * A PostgreSQL schema of a test's own on the test server (TEST_DATABASE_URL, DATABASE_URL or
 * the local one), so runs never see each other's rows; closing its `Db` drops it. Without a
 * reachable server the answer is the reason, for a skip; under CI=true it is an error.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../src/db/db.ts';
import { migrate } from '../src/db/migrate.ts';
import { openPostgres, runOnce } from '../src/db/postgres.ts';

export const POSTGRES_URL = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

export interface SchemaOptions {
  /** Runs the migrations first; default true. */
  migrated?: boolean;
  /** Connections at most; enough by default for races to truly run side by side. */
  max?: number;
}

/** A schema's database, and the URL that opens it from another process (DATABASE_URL of a server). */
export type SchemaDb = Db & { url: string };

export async function openPostgresSchema(prefix: string, options: SchemaOptions = {}): Promise<SchemaDb | string> {
  const schema = `${prefix}_${process.pid}_${randomBytes(3).toString('hex')}`;
  try {
    await runOnce(POSTGRES_URL, `CREATE SCHEMA ${schema}`);
  } catch (error) {
    const reason = `PostgreSQL at ${POSTGRES_URL} is unreachable (${(error as Error).message})`;
    if (process.env.CI === 'true') throw new Error(`CI=true requires PostgreSQL: ${reason}`);
    return reason;
  }
  const db = await openPostgres(POSTGRES_URL, { schema, max: options.max ?? 20 });
  if (options.migrated ?? true) await migrate(db);
  return {
    ...db,
    // postgres.js passes URL parameters it does not know to the server as connection settings.
    url: `${POSTGRES_URL}${POSTGRES_URL.includes('?') ? '&' : '?'}search_path=${schema}`,
    async close() {
      await db.close();
      await runOnce(POSTGRES_URL, `DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    },
  };
}
