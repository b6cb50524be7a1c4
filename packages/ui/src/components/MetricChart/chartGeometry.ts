import { nice, ticks } from 'd3-array';
import { line } from 'd3-shape';

/** Tick marks on the value axis: about this many, at round numbers. */
export const VALUE_TICKS = 4;

export interface PlotBox {
  width: number;
  height: number;
}

/** The value axis from 0 to a round number at or above the largest value, with its ticks. */
export function valueAxis(values: readonly (number | null)[]): { max: number; ticks: number[] } {
  const largest = Math.max(0, ...values.filter((value): value is number => value !== null));
  if (largest === 0) return { max: 1, ticks: [0, 1] };
  const [, max] = nice(0, largest, VALUE_TICKS);
  return { max, ticks: ticks(0, max, VALUE_TICKS) };
}

/** Where a value sits vertically: 0 at the bottom of the plot, `max` at its top. */
export const yOf = (value: number, max: number, plot: PlotBox) => plot.height - (value / max) * plot.height;

/** The centre of each category across the plot (each gets an equal band). */
export function categoryCentres(count: number, plot: PlotBox): number[] {
  const band = plot.width / Math.max(count, 1);
  return Array.from({ length: count }, (_, i) => band * (i + 0.5));
}

/** A series' line through its values; a missing value (null) breaks the line. */
export function linePath(values: readonly (number | null)[], max: number, plot: PlotBox): string {
  const centres = categoryCentres(values.length, plot);
  const points = values.map((value, i) => [centres[i]!, value] as const);
  return (
    line<(typeof points)[number]>()
      .defined(([, value]) => value !== null)
      .x(([x]) => x)
      .y(([, value]) => yOf(value ?? 0, max, plot))(points) ?? ''
  );
}

/** Bars of several series side by side in a category's band, with a gap around the group. */
export function barLayout(seriesCount: number, categoryCount: number, plot: PlotBox): { offset: (series: number) => number; width: number } {
  const band = plot.width / Math.max(categoryCount, 1);
  const group = band * 0.6;
  const width = group / Math.max(seriesCount, 1);
  return { offset: (series) => -group / 2 + series * width, width };
}
