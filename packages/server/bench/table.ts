/** The bench's table: figures, ratio to bare, and whether each row meets the targets. */
import type { Figures } from './measure.ts';

export interface Row {
  name: string;
  database: string;
  /** A call made with a member token. */
  member: boolean;
  figures: Figures;
  /** The bare hello-world measured just before this row: the ratio's reference, so a
   * machine shared with other work shifts both figures alike. */
  bare: Figures;
  /** The share of bare in every round measured; the row's figures are the median round's. */
  ratios: number[];
}

/** Every round's share of bare, e.g. "47/52/55". */
function roundsCell(ratios: readonly number[]): string {
  return [...ratios].sort((a, b) => a - b).map((ratio) => (ratio * 100).toFixed(0)).join('/');
}

/** Targets of the issue "The reference API server", section Performance. */
export const TARGETS = {
  listIndexRatio: 0.5,
  memberRatioOnPostgres: 0.2,
  p99Ms: 30,
};

/** The ratio a row must reach, if any. */
function ratioTarget(row: Row): number | undefined {
  if (row.name === 'listIndex') return TARGETS.listIndexRatio;
  if (row.member && row.database === 'PostgreSQL') return TARGETS.memberRatioOnPostgres;
  return undefined;
}

/** Prints the table; answers how many targets were missed. */
export function printTable(rows: readonly Row[]): number {
  let missed = 0;
  const lines = rows.map((row) => {
    const ratio = row.figures.requestsPerSecond / row.bare.requestsPerSecond;
    const target = ratioTarget(row);
    const misses: string[] = [];
    if (target !== undefined && ratio < target) misses.push(`ratio < ${target * 100}%`);
    if (row.database !== '-' && row.figures.p99 > TARGETS.p99Ms) misses.push(`p99 > ${TARGETS.p99Ms} ms`);
    missed += misses.length;
    const verdict = row.database === '-' ? '' : misses.length ? `MISSED: ${misses.join(', ')}` : 'ok';
    return [
      row.name,
      row.database,
      row.figures.requestsPerSecond.toFixed(0),
      row.figures.p50.toFixed(1),
      row.figures.p99.toFixed(1),
      row.bare.requestsPerSecond.toFixed(0),
      `${(ratio * 100).toFixed(1)}%`,
      row.database === '-' ? '' : roundsCell(row.ratios),
      row.figures.cpuMicrosPerRequest.toFixed(0),
      row.figures.clientMicrosPerRequest.toFixed(0),
      verdict,
    ];
  });
  const header = ['call', 'database', 'req/s', 'p50 ms', 'p99 ms', 'bare req/s', 'vs bare', 'rounds %', 'server µs/req', 'client µs/req', 'targets'];
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column]!.length)));
  const format = (cells: string[]) => cells.map((cell, column) => (column >= 2 && column <= 9 ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!))).join('  ');
  console.log(format(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const line of lines) console.log(format(line));
  console.log('vs bare: the median round; rounds %: every round\'s share of bare, lowest first');
  console.log('server µs/req: CPU time of the server process per request (steady when the machine is shared; excludes PostgreSQL)');
  console.log('client µs/req: CPU time of autocannon, the load generator, per request (it shares the same two cores)');
  console.log(
    `\ntargets: listIndex >= ${TARGETS.listIndexRatio * 100}% of bare; member calls on PostgreSQL >= ${TARGETS.memberRatioOnPostgres * 100}%; p99 <= ${TARGETS.p99Ms} ms`,
  );
  return missed;
}
