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
 * One transaction on a connection of its own, in as few round trips as its statements allow.
 * Every trip of a transaction costs this process a socket write and a wake-up, and one of
 * PostgreSQL's backend (no other caller's statements share its connection meanwhile), so
 * BEGIN goes out with the first statements `fn` issues (postgres.js writes what is issued
 * in one tick together), and the deferred writes (`atCommit`) go out with COMMIT. A deferred
 * write that fails leaves PostgreSQL's transaction aborted, so its COMMIT rolls back: the
 * failure is thrown and nothing of the transaction is kept.
 */
async function transaction<T>(sql: Sql, fn: (tx: Db) => Promise<T>): Promise<T> {
  const connection = await sql.reserve();
  const atCommit: Deferred[] = [];
  try {
    // Executed now, before fn issues anything (see rows()): BEGIN goes first.
    const begun = connection.unsafe('BEGIN').execute();
    const [, result] = await Promise.all([begun, fn(inTransaction(connection, atCommit))]);
    const writes = atCommit.map(([text, params]) => rows(connection, text, params));
    const outcomes = await Promise.allSettled([...writes, connection.unsafe('COMMIT').execute()]);
    const failed = outcomes.find((outcome) => outcome.status === 'rejected');
    if (failed) throw failed.reason;
    return result;
  } catch (error) {
    // After a failed COMMIT or a lost connection there is nothing to roll back: that is fine.
    await connection.unsafe('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    connection.release();
  }
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
