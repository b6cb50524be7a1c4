/**
 * CSV downloads for spreadsheets (RFC 4180): UTF-8 with a byte-order mark, without which Excel
 * reads the Chinese as mojibake; CRLF line ends; a field with a comma, a quote or a line break
 * quoted, its quotes doubled. A text field that starts with = + - @ (or a tab or carriage
 * return) would run as a formula when opened, so it gets a leading apostrophe (OWASP's CSV
 * injection advice); numbers are written as numbers, a negative one included. The rows come
 * from the database a page at a time and leave as they come: no export is held in memory.
 */
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

export type CsvField = string | number | null;

const BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvField(value: CsvField): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (fields: readonly CsvField[]): string => `${fields.map(csvField).join(',')}\r\n`;

/** The whole file as a stream: the mark and the header, then each page's lines as the page arrives. */
export function csvStream(header: readonly string[], pages: AsyncIterable<readonly (readonly CsvField[])[]>): Readable {
  return Readable.from(
    (async function* lines() {
      yield BOM + csvLine(header);
      for await (const rows of pages) if (rows.length > 0) yield rows.map(csvLine).join('');
    })(),
  );
}

/** A time as a spreadsheet reads it, in the business time zone: `2026-11-28 13:05:09`. */
export function csvTime(iso: string, timeZone: string): string {
  return new Date(iso).toLocaleString('sv-SE', { timeZone, hour12: false });
}

/** Answers a download named `filename` (ASCII), never cached: the figures are an operator's. */
export function sendCsv(reply: FastifyReply, filename: string, stream: Readable): FastifyReply {
  return reply
    .type('text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${filename}"`)
    .header('Cache-Control', 'private, no-store')
    .send(stream);
}

/**
 * Every row of a keyset-paged listing, `pageRows` a page: `page(cursor, limit)` answers up to
 * `limit` rows after `cursor` (undefined first), and `cursorOf` names the last one's cursor.
 */
export async function* keysetPages<Row, Cursor>(
  page: (cursor: Cursor | undefined, limit: number) => Promise<Row[]>,
  cursorOf: (row: Row) => Cursor,
  pageRows: number,
): AsyncGenerator<Row[]> {
  let cursor: Cursor | undefined;
  for (;;) {
    const rows = await page(cursor, pageRows);
    yield rows;
    if (rows.length < pageRows) return;
    cursor = cursorOf(rows[rows.length - 1]!);
  }
}
