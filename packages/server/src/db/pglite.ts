import { PGlite } from '@electric-sql/pglite';
import { noTransactionToCommit, type Db, type SqlParam } from './db.ts';
import { PreparedStatements } from './pglitePrepared.ts';

/**
 * Embedded PostgreSQL (WASM). `dataDir` undefined keeps it in memory (tests).
 * PGlite is one connection: it queues queries and runs a transaction exclusively. Queries
 * with parameters run as prepared statements (pglitePrepared.ts) under PGlite's own locks:
 * outside a transaction they wait for a running one, as `PGlite.query` does.
 */
export async function openPglite(dataDir?: string): Promise<Db> {
  const pg = dataDir ? new PGlite(dataDir) : new PGlite();
  await pg.waitReady;
  const prepared = new PreparedStatements(pg);
  const close = async () => {
    if (!pg.closed) await pg.close();
  };

  /** A query as the connection runs it: `locked` takes the locks a query needs here. */
  const runner = (locked: <T>(fn: () => Promise<T>) => Promise<T>, fallback: (sql: string, params: unknown[]) => Promise<{ rows: unknown[] }>) =>
    async <T extends object>(sql: string, params: readonly SqlParam[] = []): Promise<T[]> => {
      if (pg.closed) throw new Error('PGlite is closed');
      if (!prepared.accepts(sql)) return (await fallback(sql, params as unknown[])).rows as T[];
      return locked(() => prepared.run<T>(sql, params));
    };

  const db: Db = {
    query: runner(
      (fn) => pg._runExclusiveTransaction(() => pg._runExclusiveQuery(fn)),
      (sql, params) => pg.query(sql, params),
    ),
    transaction: (fn) =>
      pg.transaction(async (tx) => {
        const atCommit: [string, readonly SqlParam[]][] = [];
        const inner: Db = {
          // The transaction already holds the transaction lock; a query takes the query lock.
          query: runner((run) => pg._runExclusiveQuery(run), (sql, params) => tx.query(sql, params)),
          transaction: (nested) => nested(inner),
          // One process, no round trips to save: the deferred writes just run before the commit.
          atCommit: (sql, params = []) => void atCommit.push([sql, params]),
          exec: async (sql) => {
            await tx.exec(sql);
          },
          close,
        };
        const result = await fn(inner);
        for (const [sql, params] of atCommit) await inner.query(sql, params);
        return result;
      }),
    atCommit: noTransactionToCommit,
    async exec(sql: string) {
      await pg.exec(sql);
    },
    close,
  };
  return db;
}
