/**
 * A PostgreSQL server through postgres.js. It pipelines: queries that arrive together go
 * out in one write on a connection without waiting for each other's answers, which under
 * load costs both this process and the server far fewer round trips than a classic pool.
 * Every statement is prepared once per connection (postgres.js names it by its text).
 */
import postgres from 'postgres';
import { noTransactionToCommit, type Db, type SqlParam } from './db.ts';

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
  // Executed at once: postgres.js runs a query when it is first awaited or executed, and
  // `await` reaches a Query (a Promise subclass) a few microtasks late, so statements would
  // otherwise go out in another order than they were issued (a deferred write after COMMIT).
  const result = await runner.unsafe(sql, params as unknown as postgres.ParameterOrJSON<never>[], { prepare: true }).execute();
  return result as unknown as T[];
}

type Deferred = [sql: string, params: readonly SqlParam[]];

function inTransaction(tx: Runner, atCommit: Deferred[]): Db {
  const self: Db = {
    query: (sql, params = []) => rows(tx, sql, params),
    transaction: (fn) => fn(self),
    atCommit: (sql, params = []) => void atCommit.push([sql, params]),
    async exec(sql) {
      await tx.unsafe(sql).simple();
    },
    close: async () => undefined,
  };
  return self;
}

/**
 * One transaction on a connection of its own (postgres.js's `begin`), whose deferred writes
 * (`atCommit`) go out with COMMIT in one write: every trip of a transaction costs this
 * process a socket write and a wake-up, and one of PostgreSQL's backend, and no other
 * caller's statements share its connection meanwhile. The writes are sent as `fn`'s last
 * act and not awaited there, so postgres.js's COMMIT follows them at once. A deferred write
 * that fails leaves PostgreSQL's transaction aborted, so its COMMIT rolls back: the failure
 * is thrown and nothing of the transaction is kept.
 *
 * BEGIN itself is awaited before `fn` runs (`begin` takes its connection through the pool's
 * queue, which sustained load cannot starve; a reserved connection sending BEGIN with the
 * first statements saved a trip but waited for an idle connection, and under a fleet's
 * load a buy waited there instead of in PostgreSQL).
 */
async function transaction<T>(sql: Sql, fn: (tx: Db) => Promise<T>): Promise<T> {
  let writes: Promise<unknown>[] = [];
  const result = (await sql.begin(async (tx) => {
    const atCommit: Deferred[] = [];
    const value = await fn(inTransaction(tx, atCommit));
    writes = atCommit.map(([text, params]) => rows(tx, text, params));
    // Observed below, after COMMIT; never an unhandled rejection meanwhile.
    for (const write of writes) write.catch(() => undefined);
    return value;
  })) as T;
  const failed = (await Promise.allSettled(writes)).find((outcome) => outcome.status === 'rejected');
  if (failed) throw failed.reason;
  return result;
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
    transaction: (fn) => transaction(sql, fn),
    atCommit: noTransactionToCommit,
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
