/**
 * Named prepared statements for PGlite, which has none in its API: `PGlite.query` sends
 * parse, describe, bind, describe, execute and sync as six separate calls into the WASM
 * backend and plans the statement every time. Here a statement is parsed and described
 * once; each later run is one call (bind + execute + sync) that reuses the plan, and its
 * rows are parsed with the row description kept from the first time.
 *
 * The caller holds PGlite's locks (see pglite.ts). Statements are the fixed SQL strings of
 * the code, so the set stays small; past `MAX_STATEMENTS` new texts take PGlite's own path.
 */
import { parse, protocol, type PGlite } from '@electric-sql/pglite';
import type { SqlParam } from './db.ts';

type BackendMessage = Awaited<ReturnType<PGlite['execProtocol']>>['messages'][number];

interface Prepared {
  name: string;
  /** Parameter type OIDs, to serialise values as PGlite's own query does. */
  paramTypes: number[];
  /** The statement's RowDescription, or none for a statement without rows. */
  fields: BackendMessage | undefined;
}

const MAX_STATEMENTS = 500;

function joined(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

export class PreparedStatements {
  private readonly statements = new Map<string, Prepared>();

  constructor(private readonly pg: PGlite) {}

  /** Whether `text` runs here (prepared, or room to prepare it). */
  accepts(text: string): boolean {
    return this.statements.has(text) || this.statements.size < MAX_STATEMENTS;
  }

  async run<T>(text: string, params: readonly SqlParam[]): Promise<T[]> {
    const statement = this.statements.get(text) ?? (await this.prepare(text));
    const values = params.map((value, index) => this.serialise(value, statement.paramTypes[index]));
    const { serialize } = protocol;
    const { messages } = await this.pg.execProtocol(
      joined([serialize.bind({ statement: statement.name, values }), serialize.execute({}), serialize.sync()]),
    );
    const [result] = parse.parseResults(statement.fields ? [statement.fields, ...messages] : messages, this.pg.parsers);
    return (result?.rows ?? []) as T[];
  }

  private async prepare(text: string): Promise<Prepared> {
    const name = `nocturne_${this.statements.size + 1}`;
    const { serialize } = protocol;
    const { messages } = await this.pg.execProtocol(
      joined([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
    );
    const prepared: Prepared = {
      name,
      paramTypes: parse.parseDescribeStatementResults(messages),
      fields: messages.find((message) => message.name === 'rowDescription'),
    };
    // Only a statement that parsed is remembered (a failed parse threw above).
    this.statements.set(text, prepared);
    return prepared;
  }

  private serialise(value: SqlParam | undefined, type: number | undefined): string | null {
    if (value === null || value === undefined) return null;
    const serialise = type === undefined ? undefined : this.pg.serializers[type];
    return serialise ? (serialise(value) as string) : String(value);
  }
}
