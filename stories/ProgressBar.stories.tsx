import { ProgressBar } from '@nocturne/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StateCell, StateGrid } from './support/StateGrid.tsx';

const meta = {
  title: 'Building blocks/ProgressBar',
  component: ProgressBar,
  tags: ['autodocs'],
  args: { value: 42, label: '城市夜景 第1集' },
  decorators: [(Story) => <div style={{ padding: 12 }}>{Story()}</div>],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Progress: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: '城市夜景 第1集' })).toHaveAttribute('aria-valuenow', '42');
  },
};
/** Out of range is drawn at the nearest end. */
export const OutOfRange: Story = { args: { value: 140 } };
export const Meter: Story = { args: { kind: 'meter', value: 93, tone: 'warning', label: '已用 4.3 GB，剩余 0.3 GB' } };

const tones = ['brand', 'muted', 'warning', 'danger'] as const;

export const AllStates: Story = {
  decorators: [(Story) => Story()],
  render: () => (
    <StateGrid>
      {tones.map((tone, n) => (
        <StateCell key={tone} label={`${tone}, ${20 + n * 25}%`}>
          <ProgressBar value={20 + n * 25} tone={tone} label={tone} />
        </StateCell>
      ))}
      <StateCell label="0%">
        <ProgressBar value={0} label="0%" />
      </StateCell>
      <StateCell label="100%">
        <ProgressBar value={100} label="100%" />
      </StateCell>
    </StateGrid>
  ),
};
