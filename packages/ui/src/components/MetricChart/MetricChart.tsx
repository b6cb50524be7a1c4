import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { visuallyHidden } from '../../theme/layout.css.ts';
import { Button } from '../Button/Button.tsx';
import { barLayout, categoryCentres, linePath, valueAxis, yOf, type PlotBox } from './chartGeometry.ts';
import * as styles from './MetricChart.css.ts';

export type SeriesTone = 'brand' | 'accent' | 'success' | 'warning' | 'focus';

export interface ChartSeries {
  id: string;
  /** e.g. 首帧 p50. */
  label: string;
  /** One per category; null where there is no figure (a day without plays). */
  values: readonly (number | null)[];
  tone?: SeriesTone;
}

export interface MetricChartLabels {
  /** The first column of the data table, e.g. 日期. */
  category: string;
  /** Shown in place of the plot when no series has a figure, e.g. 暂无数据. */
  noData: string;
  /** The buttons that show and hide the figures as a table, e.g. 查看数据 / 收起数据. */
  showTable: string;
  hideTable: string;
}

export interface MetricChartProps {
  /** e.g. 首帧时间（近7天）. */
  title: string;
  kind: 'line' | 'bar';
  /** The x axis, e.g. the last 7 days as 5/14 … 5/20. */
  categories: readonly string[];
  series: readonly ChartSeries[];
  /** Figures as people read them: 820 ms, 1.4 s, 0.8%. Used on the axis and in the table. */
  formatValue: (value: number) => string;
  /** One sentence saying what the chart shows, read with it, e.g. 近7天 p90 从 1.9 秒降到 1.4 秒. */
  summary?: string;
  labels: MetricChartLabels;
  /** Height of the plot area in px. */
  height?: number;
  /** Starts with the figures shown as a table too (a printout, a report page). */
  defaultTableShown?: boolean;
}

const tones: SeriesTone[] = ['brand', 'accent', 'success', 'warning', 'focus'];
const margin = { top: 12, right: 12, bottom: 28, left: 56 };
// Until the figure has been measured (and in tests, which lay nothing out).
const DEFAULT_WIDTH = 600;

/**
 * A small line or bar chart for the console's dashboard, drawn as SVG from the theme (d3-shape
 * for the line's path, d3-array for round ticks). The figures are also a table: hidden until
 * asked for, always there for screen readers, which skip the drawing.
 */
export function MetricChart({ title, kind, categories, series, formatValue, summary, labels, height = 200, defaultTableShown = false }: MetricChartProps) {
  const titleId = useId();
  const summaryId = useId();
  const [tableShown, setTableShown] = useState(defaultTableShown);
  const [plotHost, width] = useWidth(DEFAULT_WIDTH);
  const plot: PlotBox = { width: Math.max(width - margin.left - margin.right, 0), height };
  const all = series.flatMap((one) => one.values);
  const hasData = categories.length > 0 && all.some((value) => value !== null);
  const axis = valueAxis(all);
  const centres = categoryCentres(categories.length, plot);
  const bars = barLayout(series.length, categories.length, plot);
  const toneOf = (index: number) => series[index]?.tone ?? tones[index % tones.length]!;

  return (
    <figure className={styles.figure} aria-labelledby={titleId} aria-describedby={summary ? summaryId : undefined}>
      <figcaption className={styles.header}>
        <span id={titleId} className={styles.title}>
          {title}
        </span>
        <ul className={styles.legend}>
          {series.map((one, index) => (
            <li key={one.id} className={styles.legendItem}>
              <span className={`${styles.swatch({ kind })} ${styles.seriesTone[toneOf(index)]}`} aria-hidden />
              {one.label}
            </li>
          ))}
        </ul>
      </figcaption>
      {summary ? (
        <p id={summaryId} className={styles.summary}>
          {summary}
        </p>
      ) : null}
      <div ref={plotHost} className={styles.plotHost}>
        {hasData ? (
          <svg className={styles.svg} width={width} height={height + margin.top + margin.bottom} aria-hidden focusable="false">
            <g transform={`translate(${margin.left},${margin.top})`}>
              {axis.ticks.map((tick) => (
                <g key={tick} transform={`translate(0,${yOf(tick, axis.max, plot)})`}>
                  <line className={styles.gridLine} x2={plot.width} />
                  <text className={styles.axisText} x={-8} dy="0.32em" textAnchor="end">
                    {formatValue(tick)}
                  </text>
                </g>
              ))}
              {categories.map((category, i) => (
                <text key={category} className={styles.axisText} x={centres[i]} y={plot.height + 18} textAnchor="middle">
                  {category}
                </text>
              ))}
              {series.map((one, index) =>
                kind === 'line' ? (
                  <g key={one.id} className={styles.seriesTone[toneOf(index)]}>
                    <path className={styles.line} d={linePath(one.values, axis.max, plot)} />
                    {one.values.map((value, i) =>
                      value === null ? null : <circle key={categories[i]} className={styles.point} cx={centres[i]} cy={yOf(value, axis.max, plot)} r={3.5} />,
                    )}
                  </g>
                ) : (
                  <g key={one.id} className={styles.seriesTone[toneOf(index)]}>
                    {one.values.map((value, i) =>
                      value === null ? null : (
                        <rect
                          key={categories[i]}
                          className={styles.bar}
                          x={centres[i]! + bars.offset(index)}
                          width={Math.max(bars.width - 2, 1)}
                          y={yOf(value, axis.max, plot)}
                          height={plot.height - yOf(value, axis.max, plot)}
                          rx={2}
                        />
                      ),
                    )}
                  </g>
                ),
              )}
            </g>
          </svg>
        ) : (
          <p className={styles.noData} style={{ height: height + margin.top + margin.bottom }}>
            {labels.noData}
          </p>
        )}
      </div>
      {hasData ? (
        <>
          <Button variant="ghost" size="small" className={styles.tableToggle} aria-expanded={tableShown} onClick={() => setTableShown((shown) => !shown)}>
            {tableShown ? labels.hideTable : labels.showTable}
          </Button>
          <table className={tableShown ? styles.table : visuallyHidden}>
            <caption className={visuallyHidden}>{title}</caption>
            <thead>
              <tr>
                <th scope="col" className={styles.tableCell}>
                  {labels.category}
                </th>
                {series.map((one) => (
                  <th key={one.id} scope="col" className={styles.tableValueHeader}>
                    {one.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {categories.map((category, i) => (
                <tr key={category}>
                  <th scope="row" className={styles.tableCell}>
                    {category}
                  </th>
                  {series.map((one) => {
                    const value = one.values[i];
                    return (
                      <td key={one.id} className={styles.tableValue}>
                        {value === null || value === undefined ? '–' : formatValue(value)}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
    </figure>
  );
}

/** The element's width as it is laid out, followed as it changes (a sidebar collapsing, a window resized). */
function useWidth(initial: number): [(element: HTMLDivElement | null) => void, number] {
  const [width, setWidth] = useState(initial);
  const observer = useRef<ResizeObserver | null>(null);
  useEffect(() => () => observer.current?.disconnect(), []);
  const ref = useCallback((element: HTMLDivElement | null) => {
    observer.current?.disconnect();
    if (!element || typeof ResizeObserver === 'undefined') return;
    observer.current = new ResizeObserver(([entry]) => {
      const measured = Math.floor(entry?.contentRect.width ?? 0);
      if (measured > 0) setWidth(measured);
    });
    observer.current.observe(element);
  }, []);
  return [ref, width];
}
