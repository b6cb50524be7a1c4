/**
 * A transaction's statements on both drivers: the first one is inside it (PostgreSQL sends
 * BEGIN in the same write), the deferred writes (`atCommit`) run inside it too, after the
 * rest and in order, and a deferred write that fails takes the whole transaction with it.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Db } from '../src/db/db.ts';
import { openPglite } from '../src/db/pglite.ts';
import { openPostgresSchema } from './postgresSchema.ts';

const postgres = await openPostgresSchema('transactions');
const drivers: [string, () => Promise<Db | string>][] = [
  ['PGlite', () => openPglite()],
  ['PostgreSQL', async () => postgres],
];

describe.each(drivers)('transactions on %s', (_name, open) => {
  let db: Db;
  const xid = async (tx: Db) => (await tx.query<{ xid: string }>('SELECT txid_current()::text AS xid'))[0]!.xid;

  beforeAll(async () => {
    const opened = await open();
    if (typeof opened === 'string') throw new Error(opened);
    db = opened;
    await db.exec('CREATE TABLE notes (id SERIAL PRIMARY KEY, text TEXT NOT NULL UNIQUE, xid TEXT NOT NULL DEFAULT txid_current()::text)');
  });
  afterAll(() => db?.close());

  test('the first statement, the later ones and the deferred writes are one transaction', async () => {
    const seen = await db.transaction(async (tx) => {
      const first = await xid(tx);
      await tx.query("INSERT INTO notes (text) VALUES ('main')");
      tx.atCommit("INSERT INTO notes (text) VALUES ('deferred')");
      return [first, await xid(tx)];
    });
    const rows = await db.query<{ text: string; xid: string }>("SELECT text, xid FROM notes WHERE text IN ('main', 'deferred') ORDER BY id");
    expect(seen[0]).toBe(seen[1]);
    expect(rows).toEqual([
      { text: 'main', xid: seen[0] },
      { text: 'deferred', xid: seen[0] },
    ]);
  });

  test('deferred writes run after everything else, in the order given (each sees the rows before it)', async () => {
    await db.transaction(async (tx) => {
      tx.atCommit("INSERT INTO notes (text) SELECT 'after ' || count(*) FROM notes WHERE text LIKE 'order %'");
      tx.atCommit("INSERT INTO notes (text) SELECT 'then ' || count(*) FROM notes WHERE text LIKE 'after %'");
      await tx.query("INSERT INTO notes (text) VALUES ('order 1'), ('order 2')");
    });
    const rows = await db.query<{ text: string }>("SELECT text FROM notes WHERE text LIKE 'after %' OR text LIKE 'then %' ORDER BY id");
    expect(rows.map((row) => row.text)).toEqual(['after 2', 'then 1']);
  });

  test('a deferred write that fails fails the transaction, and nothing of it is kept', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query("INSERT INTO notes (text) VALUES ('kept only with its deferred write')");
        tx.atCommit("INSERT INTO notes (text) VALUES ('main')"); // already there: a unique violation
        return 'done';
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(await db.query("SELECT 1 FROM notes WHERE text = 'kept only with its deferred write'")).toEqual([]);
    // The connection is fine afterwards.
    expect(await db.transaction(async (tx) => (await tx.query<{ one: number }>('SELECT 1 AS one'))[0]!.one)).toBe(1);
  });

  test('a failing statement of the transaction rolls back, and its deferred writes never run', async () => {
    await expect(
      db.transaction(async (tx) => {
        tx.atCommit("INSERT INTO notes (text) VALUES ('never')");
        await tx.query('SELECT 1 / 0');
      }),
    ).rejects.toMatchObject({ code: '22012' });
    expect(await db.query("SELECT 1 FROM notes WHERE text = 'never'")).toEqual([]);
  });

  test('a deferred write outside a transaction is a mistake, said at once', () => {
    expect(() => db.atCommit("INSERT INTO notes (text) VALUES ('outside')")).toThrow(/needs a transaction/);
  });
});
