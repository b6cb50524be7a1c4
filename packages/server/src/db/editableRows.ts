/**
 * The SQL of a table operators edit row by row (ads, topics): list, add, change and remove, on
 * the columns its owner names. The owner domain makes one (site/ads.ts, catalogue/tags.ts), so
 * a table's writes stay with its owner; the operator routes (admin/editableTable.ts) call it.
 */
import type { Db, SqlParam } from './db.ts';

export type EditableRow = Record<string, unknown>;

export interface EditableRows {
  readonly columns: readonly string[];
  list(db: Db): Promise<EditableRow[]>;
  byId(db: Db, id: number): Promise<EditableRow | undefined>;
  /** Adds a row of every column's value; answers it. */
  add(db: Db, values: Readonly<Record<string, SqlParam>>): Promise<EditableRow>;
  /** Sets the columns given; answers the row after, or undefined when there is none with that id. */
  change(db: Db, id: number, values: readonly (readonly [column: string, value: SqlParam])[]): Promise<EditableRow | undefined>;
  /** Answers the row removed, or undefined when there was none. */
  remove(db: Db, id: number): Promise<EditableRow | undefined>;
}

export function editableRows(table: string, columns: readonly string[], orderBy: string): EditableRows {
  const returned = `id, ${columns.join(', ')}`;
  const select = `SELECT ${returned} FROM ${table}`;
  return {
    columns,
    list: (db) => db.query<EditableRow>(`${select} ORDER BY ${orderBy}`),
    byId: async (db, id) => (await db.query<EditableRow>(`${select} WHERE id = $1`, [id]))[0],
    add: async (db, values) => {
      const rows = await db.query<EditableRow>(
        `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})
       RETURNING ${returned}`,
        columns.map((column) => values[column] ?? null),
      );
      return rows[0]!;
    },
    change: async (db, id, values) => {
      for (const [column] of values) if (!columns.includes(column)) throw new Error(`${table}.${column}: not an editable column`);
      const sets = values.map(([column], i) => `${column} = $${i + 2}`);
      const rows = await db.query<EditableRow>(`UPDATE ${table} SET ${sets.join(', ')} WHERE id = $1 RETURNING ${returned}`, [id, ...values.map(([, value]) => value)]);
      return rows[0];
    },
    remove: async (db, id) => (await db.query<EditableRow>(`DELETE FROM ${table} WHERE id = $1 RETURNING ${returned}`, [id]))[0],
  };
}
