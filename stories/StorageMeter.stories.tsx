import { formatCacheSize, zhCNOffline } from '@nocturne/core';
import { StorageMeter } from '@nocturne/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StateCell, StateGrid } from './support/StateGrid.tsx';

const GB = 1024 ** 3;

const meta = {
  title: 'Offline/StorageMeter',
  component: StorageMeter,
  tags: ['autodocs'],
  args: { used: 1.25 * GB, quota: 4.75 * GB, formatSize: formatCacheSize, label: zhCNOffline.storage },
  decorators: [(Story) => <div style={{ padding: 12 }}>{Story()}</div>],
} satisfies Meta<typeof StorageMeter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Used and left, and the bar of the share used. */
export const Plenty: Story = {
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('meter');
    await expect(meter).toHaveAttribute('aria-valuenow', '26');
    await expect(meter).toHaveAccessibleName(zhCNOffline.storage('1.2 GB', '3.5 GB'));
  },
};
/** From 90% used the bar turns red. */
export const NearlyFull: Story = { args: { used: 4.5 * GB } };
export const Full: Story = { args: { used: 4.75 * GB } };
/** No quota known (the browser gave none): read as full. */
export const UnknownQuota: Story = { args: { used: 0.25 * GB, quota: 0 } };
export const NothingStored: Story = { args: { used: 0 } };

const states: readonly [string, number, number][] = [
  ['nothing stored', 0, 4.75 * GB],
  ['plenty left', 1.25 * GB, 4.75 * GB],
  ['nearly full (90% on)', 4.5 * GB, 4.75 * GB],
  ['full', 4.75 * GB, 4.75 * GB],
  ['unknown quota', 0.25 * GB, 0],
];

export const AllStates: Story = {
  decorators: [(Story) => Story()],
  render: () => (
    <StateGrid>
      {states.map(([label, used, quota]) => (
        <StateCell key={label} label={label}>
          <StorageMeter used={used} quota={quota} formatSize={formatCacheSize} label={zhCNOffline.storage} />
        </StateCell>
      ))}
    </StateGrid>
  ),
};
