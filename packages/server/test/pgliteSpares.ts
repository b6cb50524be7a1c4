/**
 * In-memory PGlite databases handed from one test file to the next in the same worker.
 * Opening a PGlite costs about 3 s (its WASM Postgres starting up) against a few hundred ms to
 * rebuild the schema, and the server project runs its files in one module graph per worker
 * (`isolate: false`), so a database a file has closed is kept here instead: the next file gets
 * it with the public schema dropped, made again and migrated, as if new. Closing a lent
 * database ends the file's use of it: a late query through it throws, as on a closed PGlite,
 * rather than reaching the next file's tables.
 */
import type { Db } from '../src/db/db.ts';
import { migrate } from '../src/db/migrate.ts';
import { openPglite } from '../src/db/pglite.ts';

const spares: Db[] = [];

/** Empties a database down to a freshly migrated one: no rows, no objects of a test's own. */
async function rebuilt(db: Db): Promise<Db> {
  await db.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public; RESET ALL;');
  await migrate(db);
  return db;
}

/** A freshly migrated in-memory PGlite: a spare rebuilt, else a new one. */
export async function lendPglite(): Promise<Db> {
  let db: Db | undefined;
  while (!db && spares.length > 0) {
    const spare = spares.pop()!;
    // A database a test left broken is closed for good and a new one taken instead.
    db = await rebuilt(spare).catch(() => spare.close().then(() => undefined));
  }
  db ??= await rebuilt(await openPglite());
  return lent(db);
}

function lent(db: Db): Db {
  let returned = false;
  const open = (): Db => {
    if (returned) throw new Error('PGlite is closed');
    return db;
  };
  return {
    query: async (sql, params) => open().query(sql, params),
    transaction: async (fn) => open().transaction(fn),
    atCommit: (sql, params) => open().atCommit(sql, params),
    exec: async (sql) => open().exec(sql),
    async close() {
      if (returned) return;
      returned = true;
      spares.push(db);
    },
  };
}
