/**
 * List, create, update and delete for a simple operator-edited table (ads, topics): the
 * API's field names map to columns, each with its JSON schema; nothing else is writable. The
 * SQL is the owner's (its EditableRows: site/ads.ts, catalogue/tags.ts).
 */
import { zhCNServer, type OperatorRight } from '@nocturne/core';
import type { FastifyInstance } from 'fastify';
import type { Db, SqlParam } from '../db/db.ts';
import type { EditableRows } from '../db/editableRows.ts';
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
  /** The owner's SQL of the table. */
  rows: EditableRows;
  /** The operator right that edits it. */
  right: OperatorRight;
  fields: Record<string, EditableField>;
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
  const { rows } = table;
  const columns = Object.values(table.fields).map((f) => f.column);
  if (columns.join() !== rows.columns.join()) throw new Error(`${path}: the fields' columns are not the table's (${rows.columns.join(', ')})`);
  const entry = (method: OperatorEntry['method'], which: keyof NonNullable<EditableTable['summaries']>): OperatorEntry => ({
    method,
    path: which === 'list' || which === 'create' ? path : `${path}/:id`,
    right: table.right,
    summary: table.summaries?.[which],
  });
  operatorRoute(scope, entry('GET', 'list'), {}, async () => ok((await rows.list(db)).map((row) => toView(table, row))));

  operatorRoute<{ Body: Record<string, SqlParam> }>(scope, entry('POST', 'create'), { body: bodySchema(table, true) }, async (request) => {
    const values = Object.fromEntries(Object.entries(table.fields).map(([name, field]) => [field.column, request.body[name] ?? field.default ?? null]));
    return ok(toView(table, await rows.add(db, values)));
  });

  operatorRoute<{ Params: IdParams; Body: Record<string, SqlParam> }>(
    scope,
    entry('PUT', 'update'),
    { params: idParams, body: bodySchema(table, false) },
    async (request) => {
      const entries = Object.entries(request.body).filter(([name]) => name in table.fields);
      if (entries.length === 0) throw badRequest(zhCNServer.badRequest);
      const before = await rows.byId(db, idOf(request.params));
      const after = await rows.change(
        db,
        idOf(request.params),
        entries.map(([name, value]) => [table.fields[name]!.column, value] as const),
      );
      if (!after || !before) throw notFound();
      noteChange(request, { before: toView(table, before), after: toView(table, after) });
      return ok(toView(table, after));
    },
  );

  operatorRoute<{ Params: IdParams }>(scope, entry('DELETE', 'remove'), { params: idParams }, async (request) => {
    const removed = await rows.remove(db, idOf(request.params));
    if (!removed) throw notFound();
    noteChange(request, { before: toView(table, removed), after: null });
    return ok(null);
  });
}
