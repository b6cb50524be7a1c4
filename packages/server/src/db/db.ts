/**
 * The one data-access interface. Both drivers (embedded PGlite and a PostgreSQL pool)
 * run the same SQL strings; services take a `Db` and own their transactions.
 */
export type SqlParam = string | number | boolean | null | Date | Uint8Array | readonly unknown[] | object;

export interface Db {
  /** Runs one statement with `$1`-style parameters and answers its rows. */
  query<T extends object = Record<string, unknown>>(sql: string, params?: readonly SqlParam[]): Promise<T[]>;
  /**
   * Runs `fn` in one transaction: committed when it resolves, rolled back when it throws.
   * Inside a transaction, `tx.transaction` just runs on the same transaction.
   * Inside `fn` use only `tx`: PGlite is one connection, so a query on the outer `db`
   * waits for the transaction to end, which waits for `fn`: a deadlock.
   */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  /**
   * Inside a transaction: a write whose rows nobody reads (a ledger row, an audit entry, a
   * stored answer), sent with COMMIT in one round trip, after everything else and in the order
   * given. If it fails, the transaction fails and nothing of it commits. Every statement of a
   * transaction is a round trip on its reserved connection (one wake-up of this process and
   * of PostgreSQL's backend): a money call's tail of such writes cost one trip each.
   * Outside a transaction it throws: there is no commit to go with.
   */
  atCommit(sql: string, params?: readonly SqlParam[]): void;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /**
   * Follows `NOTIFY channel` from every process on the database (PostgreSQL only: the
   * embedded PGlite is one process, so it has nothing to hear). `onListening` runs each time
   * the listening connection is (re)established: whatever was sent while it was down is lost.
   * Answers the function that stops following.
   */
  listen?(channel: string, onMessage: (payload: string) => void, onListening: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** The outer `Db`'s atCommit: a write deferred to a commit needs a transaction. */
export function noTransactionToCommit(): never {
  throw new Error('atCommit needs a transaction: call it on the tx of db.transaction');
}

/** The first row, or undefined. */
export async function queryOne<T extends object>(db: Db, sql: string, params?: readonly SqlParam[]): Promise<T | undefined> {
  const rows = await db.query<T>(sql, params);
  return rows[0];
}

/** Escapes `%`, `_` and `\` so user text matches literally inside a LIKE pattern. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
