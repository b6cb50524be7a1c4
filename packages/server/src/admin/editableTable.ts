/**
 * List, create, update and delete for a simple operator-edited table (ads, topics): the
 * API's field names map to columns, each with its JSON schema; nothing else is writable.
 */
import { zhCNServer, type OperatorRight } from '@nocturne/core';
import type { FastifyInstance } from 'fastify';
import type { Db, SqlParam } from '../db/db.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { changeOf, type JsonSchema } from '../http/schema.ts';
import { noteChange } from '../operators/auditHook.ts';
import { ok } from '../http/envelope.ts';
import { idOf, idParams, type IdParams } from '../operators/params.ts';
import { operatorRoute, type OperatorEntry } from '../operators/route.ts';

export interface EditableField {
  column: string;
  schema: JsonSchema;
  /** Used on create when the field is missing; a field without a default is required. */
  default?: SqlParam;
}

export interface EditableTable {
  table: string;
  /** The operator right that edits it. */
  right: OperatorRight;
  fields: Record<string, EditableField>;
  orderBy: string;
  /** The OpenAPI summaries of its four routes, where a table of calls owns them (core's contentApi). */
  summaries?: { list: string; create: string; update: string; remove: string };
}

function bodySchema(table: EditableTable, create: boolean): JsonSchema {
  const properties = Object.fromEntries(Object.entries(table.fields).map(([name, field]) => [name, field.schema]));
  const required = create ? Object.entries(table.fields).filter(([, f]) => f.default === undefined).map(([name]) => name) : [];
  return create ? { type: 'object', properties, required, additionalProperties: false } : changeOf(properties);
}

function toView(table: EditableTable, row: Record<string, unknown>): Record<string, unknown> {
  const view: Record<string, unknown> = { id: row.id };
  for (const [name, field] of Object.entries(table.fields)) view[name] = row[field.column];
  return view;
}

export function registerEditableTable(scope: FastifyInstance, db: Db, path: string, table: EditableTable): void {
  const columns = Object.values(table.fields).map((f) => f.column);
  const select = `SELECT id, ${columns.join(', ')} FROM ${table.table}`;

  const entry = (method: OperatorEntry['method'], which: keyof NonNullable<EditableTable['summaries']>): OperatorEntry => ({
    method,
    path: which === 'list' || which === 'create' ? path : `${path}/:id`,
    right: table.right,
    summary: table.summaries?.[which],
  });
  operatorRoute(scope, entry('GET', 'list'), {}, async () => ok((await db.query<Record<string, unknown>>(`${select} ORDER BY ${table.orderBy}`)).map((row) => toView(table, row))));

  operatorRoute<{ Body: Record<string, SqlParam> }>(scope, entry('POST', 'create'), { body: bodySchema(table, true) }, async (request) => {
    const names = Object.keys(table.fields);
    const values = names.map((name) => request.body[name] ?? table.fields[name]!.default ?? null);
    const rows = await db.query<Record<string, unknown>>(
      `INSERT INTO ${table.table} (${columns.join(', ')}) VALUES (${names.map((_, i) => `$${i + 1}`).join(', ')})
       RETURNING id, ${columns.join(', ')}`,
      values,
    );
    return ok(toView(table, rows[0]!));
  });

  operatorRoute<{ Params: IdParams; Body: Record<string, SqlParam> }>(
    scope,
    entry('PUT', 'update'),
    { params: idParams, body: bodySchema(table, false) },
    async (request) => {
      const entries = Object.entries(request.body).filter(([name]) => name in table.fields);
      if (entries.length === 0) throw badRequest(zhCNServer.badRequest);
      const before = (await db.query<Record<string, unknown>>(`${select} WHERE id = $1`, [idOf(request.params)]))[0];
      const sets = entries.map(([name], i) => `${table.fields[name]!.column} = $${i + 2}`);
      const rows = await db.query<Record<string, unknown>>(
        `UPDATE ${table.table} SET ${sets.join(', ')} WHERE id = $1 RETURNING id, ${columns.join(', ')}`,
        [idOf(request.params), ...entries.map(([, value]) => value)],
      );
      if (!rows[0] || !before) throw notFound();
      noteChange(request, { before: toView(table, before), after: toView(table, rows[0]) });
      return ok(toView(table, rows[0]));
    },
  );

  operatorRoute<{ Params: IdParams }>(scope, entry('DELETE', 'remove'), { params: idParams }, async (request) => {
    const rows = await db.query<Record<string, unknown>>(`DELETE FROM ${table.table} WHERE id = $1 RETURNING id, ${columns.join(', ')}`, [idOf(request.params)]);
    if (rows.length === 0) throw notFound();
    noteChange(request, { before: toView(table, rows[0]!), after: null });
    return ok(null);
  });
}
