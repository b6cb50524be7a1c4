import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Db, SqlParam } from './db.ts';

type Runner = Pick<PGlite, 'query' | 'exec'> | Transaction;

function wrap(runner: Runner, transaction: Db['transaction'], close: Db['close']): Db {
  return {
    async query<T extends object>(sql: string, params: readonly SqlParam[] = []) {
      const result = await runner.query<T>(sql, params as unknown[]);
      return result.rows;
    },
    transaction,
    async exec(sql: string) {
      await runner.exec(sql);
    },
    close,
  };
}

/**
 * Embedded PostgreSQL (WASM). `dataDir` undefined keeps it in memory (tests).
 * PGlite is one connection: it queues queries and runs a transaction exclusively.
 */
export async function openPglite(dataDir?: string): Promise<Db> {
  const pg = dataDir ? new PGlite(dataDir) : new PGlite();
  await pg.waitReady;
  const close = async () => {
    if (!pg.closed) await pg.close();
  };
  const db: Db = wrap(
    pg,
    (fn) =>
      pg.transaction(async (tx) => {
        const inner: Db = wrap(tx, (nested) => nested(inner), close);
        return fn(inner);
      }),
    close,
  );
  return db;
}
