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

export function printTable(title: string, figures: readonly Figure[]): void {
  const rows = [['figure', 'value', 'target', 'result'], ...figures.map((f) => [f.name, f.value, f.target ?? '', verdict(f)])];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const line = (row: string[]) => row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ').trimEnd();
  console.log(`\n${title}`);
  console.log(line(rows[0]!));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows.slice(1)) console.log(line(row));
}

/** True when every figure that has a target and was measured meets it. */
export function allPass(figures: readonly Figure[]): boolean {
  return figures.every((f) => !f.target || f.pass !== false);
}
