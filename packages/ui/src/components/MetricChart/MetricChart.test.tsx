import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { MetricChart, type MetricChartProps } from './MetricChart.tsx';

const props: MetricChartProps = {
  title: '首帧时间（近7天）',
  kind: 'line',
  categories: ['5/14', '5/15', '5/16'],
  series: [
    { id: 'p50', label: '首帧 p50', values: [820, null, 760] },
    { id: 'p90', label: '首帧 p90', values: [1900, 1600, 1400] },
  ],
  formatValue: (ms) => `${ms} ms`,
  summary: 'p90 从 1900 ms 降到 1400 ms',
  labels: { category: '日期', noData: '暂无数据', showTable: '查看数据', hideTable: '收起数据' },
};

describe('MetricChart', () => {
  test('a figure named by its title and described by its summary; the drawing is hidden from screen readers', () => {
    const { container } = render(<MetricChart {...props} />);
    const figure = screen.getByRole('figure', { name: '首帧时间（近7天）' });
    expect(figure).toHaveAccessibleDescription('p90 从 1900 ms 降到 1400 ms');
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  test('the figures are a table for screen readers: a row per day, a column per series, – where none', () => {
    render(<MetricChart {...props} />);
    const table = screen.getByRole('table', { name: '首帧时间（近7天）' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(['日期首帧 p50首帧 p90', '5/14820 ms1900 ms', '5/15–1600 ms', '5/16760 ms1400 ms']);
  });

  test('查看数据 shows the table and says it is expanded', async () => {
    render(<MetricChart {...props} />);
    const toggle = screen.getByRole('button', { name: '查看数据' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: '收起数据' })).toHaveAttribute('aria-expanded', 'true');
  });

  test('a line chart draws a line and a point per figure; a bar chart a bar per figure', () => {
    const { container, rerender } = render(<MetricChart {...props} />);
    expect(container.querySelectorAll('path')).toHaveLength(2);
    expect(container.querySelectorAll('circle')).toHaveLength(5);
    rerender(<MetricChart {...props} kind="bar" />);
    expect(container.querySelectorAll('rect')).toHaveLength(5);
  });

  test('the axis labels and legend use the given wording', () => {
    const { container } = render(<MetricChart {...props} />);
    const axis = [...container.querySelectorAll('text')].map((text) => text.textContent);
    expect(axis).toContain('0 ms');
    expect(axis).toContain('5/15');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['首帧 p50', '首帧 p90']);
  });

  test('no figures: says so, with no table', () => {
    render(<MetricChart {...props} series={[{ id: 'p50', label: '首帧 p50', values: [null, null, null] }]} />);
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
