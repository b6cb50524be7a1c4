import { MetricChart } from '@nocturne/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { chartLabels, firstFrameSeries, lastSevenDays, percent, rebufferSeries, seconds } from './support/consoleSamples.ts';
import { StateCell, StateGrid } from './support/StateGrid.tsx';
import { shownAt, viewportWidth } from './support/viewports.ts';

const firstFrame = {
  title: '首帧时间（近7天）',
  kind: 'line',
  categories: lastSevenDays,
  series: firstFrameSeries,
  formatValue: seconds,
  summary: '近7天首帧 p90 从 1.9 秒降到 1.4 秒，p50 从 0.8 秒降到 0.7 秒。',
  labels: chartLabels,
} as const;

const rebuffer = {
  title: '卡顿率（近7天）',
  kind: 'bar',
  categories: lastSevenDays,
  series: rebufferSeries,
  formatValue: percent,
  summary: '卡顿率在 5/16 升到 2.4%，之后降到 0.7%。',
  labels: chartLabels,
} as const;

const revenue = {
  title: '收入（近7天）',
  kind: 'bar',
  categories: lastSevenDays,
  series: [
    { id: 'topUp', label: '充值', values: [3200, 2800, 4100, 3900, 5200, 6100, 4800] },
    { id: 'vip', label: 'VIP', values: [5400, 6100, 5800, 7200, 6900, 8800, 9100], tone: 'success' as const },
  ],
  formatValue: (yuan: number) => `¥${yuan.toLocaleString('en-US')}`,
  labels: chartLabels,
} as const;

const meta = {
  title: 'Console/MetricChart',
  component: MetricChart,
  tags: ['autodocs'],
  ...shownAt('desktop'),
  args: firstFrame,
  decorators: [(Story) => <div style={{ padding: 24, maxWidth: 720 }}><Story /></div>],
} satisfies Meta<typeof MetricChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** First frame p50 and p90 over 7 days, as lines; the summary is read with the chart. */
export const FirstFrame: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('figure', { name: firstFrame.title })).toHaveAccessibleDescription(firstFrame.summary);
  },
};

/** The rebuffer ratio a day, as bars. */
export const RebufferRatio: Story = { args: rebuffer };

/** Two series side by side in each day. */
export const TwoBarSeries: Story = { args: revenue };

/** A day without plays has no figure: the line breaks, the table says –. */
export const MissingDay: Story = {
  args: { series: [firstFrameSeries[0]!, { ...firstFrameSeries[1]!, values: [1900, 1850, null, 1700, 1600, 1480, 1420] }] },
};

export const NoData: Story = { args: { series: [{ id: 'p50', label: '首帧 p50', values: lastSevenDays.map(() => null) }], summary: undefined } };

/** 查看数据 shows the figures as a table (always there for screen readers). */
export const ShowTheTable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: chartLabels.showTable }));
    const table = canvas.getByRole('table', { name: firstFrame.title });
    await expect(table).toBeVisible();
    await expect(within(table).getAllByRole('row')).toHaveLength(8);
    await expect(canvas.getByRole('button', { name: chartLabels.hideTable })).toHaveAttribute('aria-expanded', 'true');
  },
};

/** On a tablet the chart takes the width it is given (it measures itself). */
export const Tablet: Story = { ...shownAt('tablet'), decorators: [(Story) => <div style={{ padding: 16 }}><Story /></div>] };

export const AllStates: Story = {
  render: () => (
    <StateGrid width={viewportWidth('desktop')} columns={2}>
      <StateCell label="line: first frame p50 / p90">
        <MetricChart {...firstFrame} />
      </StateCell>
      <StateCell label="bar: rebuffer ratio">
        <MetricChart {...rebuffer} />
      </StateCell>
      <StateCell label="bar: two series">
        <MetricChart {...revenue} />
      </StateCell>
      <StateCell label="line: a day without figures">
        <MetricChart {...firstFrame} title="首帧时间（缺一天）" summary={undefined} series={[firstFrameSeries[0]!, { ...firstFrameSeries[1]!, values: [1900, 1850, null, 1700, 1600, 1480, 1420] }]} />
      </StateCell>
      <StateCell label="no data">
        <MetricChart {...firstFrame} title="首帧时间（无数据）" summary={undefined} series={[{ id: 'p50', label: '首帧 p50', values: lastSevenDays.map(() => null) }]} />
      </StateCell>
      <StateCell label="table shown">
        <MetricChart {...rebuffer} title="卡顿率（表格）" defaultTableShown height={120} />
      </StateCell>
    </StateGrid>
  ),
};
