import pg from 'pg';
import type { Db, SqlParam } from './db.ts';

const INT8_OID = 20;

/** A PostgreSQL server through a pool. BIGINT comes back as a number, as from PGlite. */
export async function openPostgres(connectionString: string, options: { schema?: string; max?: number } = {}): Promise<Db> {
  const types = {
    getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
      oid === INT8_OID ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
  };
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 10,
    types,
    // A per-run schema keeps test runs apart on one shared database.
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  // An idle client's error (server restart) must not crash the process.
  pool.on('error', () => undefined);
  await pool.query('SELECT 1');

  // Every statement is prepared once per connection under a name of its own, so the server
  // parses and plans it once, not on every call. Statements are fixed strings of the code
  // (values always travel as parameters), so the set of names stays small.
  const names = new Map<string, string>();
  const statement = (text: string, params: readonly SqlParam[]): pg.QueryConfig => {
    let name = names.get(text);
    if (!name) {
      name = `n${names.size + 1}`;
      names.set(text, name);
    }
    return { name, text, values: params as unknown[] };
  };

  const onClient = (client: pg.PoolClient): Db => {
    const self: Db = {
      async query<T extends object>(sql: string, params: readonly SqlParam[] = []) {
        const result = await client.query(statement(sql, params));
        return result.rows as T[];
      },
      transaction: (fn) => fn(self),
      async exec(sql: string) {
        await client.query(sql);
      },
      close: async () => undefined,
    };
    return self;
  };

  return {
    async query<T extends object>(sql: string, params: readonly SqlParam[] = []) {
      const result = await pool.query(statement(sql, params));
      return result.rows as T[];
    },
    async transaction<T>(fn: (tx: Db) => Promise<T>) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const value = await fn(onClient(client));
        await client.query('COMMIT');
        return value;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    close: () => pool.end(),
  };
}
