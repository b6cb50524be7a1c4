import { DownloadRing } from '@nocturne/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StateCell, StateGrid } from './support/StateGrid.tsx';

const meta = {
  title: 'Player/DownloadRing',
  component: DownloadRing,
  tags: ['autodocs'],
  args: { percent: 42, paused: false },
  decorators: [(Story) => <div style={{ fontSize: 48, color: '#f0c060' }}>{Story()}</div>],
} satisfies Meta<typeof DownloadRing>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Under way: the ring fills from the top, clockwise, around the arrow; a glyph only (hidden from screen readers). */
export const Downloading: Story = {
  play: async ({ canvasElement }) => {
    const ring = canvasElement.querySelector('svg')!;
    await expect(ring.getAttribute('aria-hidden')).toBe('true');
    await expect(ring.querySelector('[data-percent]')?.getAttribute('data-percent')).toBe('42');
  },
};
export const Starting: Story = { args: { percent: 0 } };
export const Full: Story = { args: { percent: 100 } };
/** Paused: two bars in the ring instead of the arrow. */
export const Paused: Story = { args: { percent: 63, paused: true } };

const states: readonly [string, number, boolean][] = [
  ['0%', 0, false],
  ['8%', 8, false],
  ['42%', 42, false],
  ['100%', 100, false],
  ['paused 63%', 63, true],
];

export const AllStates: Story = {
  render: () => (
    <StateGrid columns={5}>
      {states.map(([label, percent, paused]) => (
        <StateCell key={label} label={label}>
          <DownloadRing percent={percent} paused={paused} />
        </StateCell>
      ))}
    </StateGrid>
  ),
};
