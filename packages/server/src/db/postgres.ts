/**
 * A PostgreSQL server through postgres.js. It pipelines: queries that arrive together go
 * out in one write on a connection without waiting for each other's answers, which under
 * load costs both this process and the server far fewer round trips than a classic pool.
 * Every statement is prepared once per connection (postgres.js names it by its text).
 */
import postgres from 'postgres';
import type { Db, SqlParam } from './db.ts';

const INT8_OID = 20;

export interface PostgresOptions {
  /** A per-run schema keeps test runs apart on one shared database. */
  schema?: string;
  /** Connections at most; default 10 (the server passes DATABASE_POOL_SIZE). */
  max?: number;
}

type Sql = postgres.Sql<Record<string, never>>;
type Runner = Pick<Sql, 'unsafe'>;

function connect(connectionString: string, options: PostgresOptions & { connectTimeoutSeconds?: number }): Sql {
  return postgres(connectionString, {
    max: options.max ?? 10,
    // BIGINT (ids, counts) comes back as a number, as from PGlite.
    types: { int8: { to: INT8_OID, from: [INT8_OID], serialize: (value: number) => String(value), parse: (text: string) => Number(text) } },
    ...(options.schema ? { connection: { search_path: options.schema } } : {}),
    ...(options.connectTimeoutSeconds ? { connect_timeout: options.connectTimeoutSeconds } : {}),
    // Notices (IF NOT EXISTS ... skipping) are not errors; they would clutter the log.
    onnotice: () => undefined,
  }) as unknown as Sql;
}

async function rows<T>(runner: Runner, sql: string, params: readonly SqlParam[]): Promise<T[]> {
  // postgres.js types the parameters as its own serialisable values; ours are a subset.
  const result = await runner.unsafe(sql, params as unknown as postgres.ParameterOrJSON<never>[], { prepare: true });
  return result as unknown as T[];
}

function inTransaction(tx: Runner): Db {
  const self: Db = {
    query: (sql, params = []) => rows(tx, sql, params),
    transaction: (fn) => fn(self),
    async exec(sql) {
      await tx.unsafe(sql).simple();
    },
    close: async () => undefined,
  };
  return self;
}

/** A PostgreSQL server as the data-access `Db`; fails at once when the server is unreachable. */
export async function openPostgres(connectionString: string, options: PostgresOptions = {}): Promise<Db> {
  const sql = connect(connectionString, options);
  try {
    await sql.unsafe('SELECT 1');
  } catch (error) {
    await sql.end({ timeout: 0 });
    throw error;
  }
  return {
    query: (text, params = []) => rows(sql, text, params),
    async transaction<T>(fn: (tx: Db) => Promise<T>) {
      // begin() runs on a connection of its own and rolls back when fn throws.
      return (await sql.begin((tx) => fn(inTransaction(tx)))) as T;
    },
    async exec(script) {
      await sql.unsafe(script).simple();
    },
    // postgres.js listens on a connection of its own (beside the pool's `max`) and listens
    // again after losing it, calling onListening each time.
    async listen(channel, onMessage, onListening) {
      const { unlisten } = await sql.listen(channel, onMessage, onListening);
      return unlisten;
    },
    close: () => sql.end({ timeout: 5 }),
  };
}

/** Runs one administrative statement (CREATE or DROP SCHEMA) on a connection of its own. */
export async function runOnce(connectionString: string, statement: string, connectTimeoutSeconds = 2): Promise<void> {
  const sql = connect(connectionString, { max: 1, connectTimeoutSeconds });
  try {
    await sql.unsafe(statement);
  } finally {
    await sql.end({ timeout: 0 });
  }
}
