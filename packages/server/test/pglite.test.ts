// The embedded driver's prepared statements answer exactly what PGlite's own query does.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Db } from '../src/db/db.ts';
import { openPglite } from '../src/db/pglite.ts';

let db: Db;

beforeAll(async () => {
  db = await openPglite();
  await db.exec(`CREATE TABLE things (
    id BIGSERIAL PRIMARY KEY, name TEXT UNIQUE NOT NULL, at TIMESTAMPTZ, flag BOOLEAN, data JSONB, score NUMERIC(4, 1))`);
});
afterAll(() => db.close());

describe('PGlite prepared statements', () => {
  test('values of every kind go in and come back typed, the same on the first and later runs', async () => {
    const at = new Date('2026-11-22T10:00:00.000Z');
    const insert = 'INSERT INTO things (name, at, flag, data, score) VALUES ($1, $2, $3, $4, $5) RETURNING *';
    const first = await db.query(insert, ['a', at, true, { list: [1, '夜'] }, 8.5]);
    const second = await db.query(insert, ['b', null, false, null, null]);
    // NUMERIC comes back as text, as from PGlite's own query and from node-postgres.
    expect(first).toEqual([{ id: 1, name: 'a', at, flag: true, data: { list: [1, '夜'] }, score: '8.5' }]);
    expect(second).toEqual([{ id: 2, name: 'b', at: null, flag: false, data: null, score: null }]);
    const arrays = await db.query<{ id: number }>('SELECT id FROM things WHERE id = ANY($1::bigint[]) ORDER BY id', [[2, 1, 9]]);
    expect(arrays.map((row) => row.id)).toEqual([1, 2]);
  });

  test('a statement without rows answers none; an error reaches the caller with its code and leaves the statement usable', async () => {
    const rename = 'UPDATE things SET name = $2 WHERE id = $1';
    expect(await db.query(rename, [1, 'a2'])).toEqual([]);
    await expect(db.query(rename, [1, 'b'])).rejects.toMatchObject({ code: '23505' });
    await db.query(rename, [1, 'a3']);
    expect(await db.query('SELECT name FROM things WHERE id = $1', [1])).toEqual([{ name: 'a3' }]);
    await expect(db.query('SELEC nonsense', [])).rejects.toThrow(/syntax/);
  });

  test('inside a transaction statements see its writes, and a failure rolls them all back', async () => {
    const count = async () => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM things'))[0]!.n;
    const before = await count();
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO things (name) VALUES ($1)', ['in-tx']);
        expect(await tx.query('SELECT name FROM things WHERE name = $1', ['in-tx'])).toHaveLength(1);
        await tx.query('INSERT INTO things (name) VALUES ($1)', ['a3']);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(await count()).toBe(before);
  });

  test('a query outside a transaction waits for it to end instead of running inside it', async () => {
    // PGlite is one connection: a query that did not wait would run inside the open
    // transaction and see its row, which the rollback then takes away.
    let release!: () => void;
    let inserted!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const written = new Promise<void>((resolve) => (inserted = resolve));
    const transaction = db.transaction(async (tx) => {
      await tx.query('INSERT INTO things (name) VALUES ($1)', ['rolled-back']);
      inserted();
      await held;
      throw new Error('roll back');
    });
    await written;
    const outside = db.query('SELECT name FROM things WHERE name = $1', ['rolled-back']);
    release();
    await expect(transaction).rejects.toThrow('roll back');
    expect(await outside).toEqual([]);
  });
});
