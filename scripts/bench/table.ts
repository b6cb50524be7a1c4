/** Prints figures as an aligned table, each with its target and whether it meets it. */

export interface Figure {
  name: string;
  /** The measured value as printed, e.g. "97.3 KB". */
  value: string;
  /** The target as printed, e.g. "<= 120 KB"; empty when the figure is for information only. */
  target?: string;
  /** Undefined for information-only figures and figures that could not be measured. */
  pass?: boolean;
}

function verdict(figure: Figure): string {
  if (!figure.target) return '';
  if (figure.pass === undefined) return 'n/a';
  return figure.pass ? 'PASS' : 'FAIL';
}

/** Rows (the first is the header) as lines of aligned columns, a rule under the header. */
export function alignedLines(rows: readonly (readonly string[])[]): string[] {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const line = (row: readonly string[]) => row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ').trimEnd();
  return [line(rows[0]!), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.slice(1).map(line)];
}

export function printTable(title: string, figures: readonly Figure[]): void {
  console.log(`\n${title}`);
  for (const line of alignedLines([['figure', 'value', 'target', 'result'], ...figures.map((f) => [f.name, f.value, f.target ?? '', verdict(f)])])) console.log(line);
}

/** True when every figure that has a target and was measured meets it. */
export function allPass(figures: readonly Figure[]): boolean {
  return figures.every((f) => !f.target || f.pass !== false);
}
