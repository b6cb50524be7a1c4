import { zhCNVip } from '@nocturne/core';
import { Countdown } from '@nocturne/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StateCell, StateGrid } from './support/StateGrid.tsx';

// A frozen clock keeps the docs and screenshots still; the app injects the real one.
const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
const frozen = () => NOW;
const OFFER_MS = 900_000;

const meta = {
  title: 'Commerce/Countdown',
  component: Countdown,
  tags: ['autodocs'],
  args: { label: zhCNVip.offerEndsIn, endsAt: NOW + OFFER_MS, now: frozen },
  decorators: [(Story) => <div style={{ padding: 16 }}><Story /></div>],
} satisfies Meta<typeof Countdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Running: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent('00:15:00');
  },
};
/** Ticks with the real clock. */
export const Live: Story = {
  args: { endsAt: Date.now() + 2 * 3600_000, now: Date.now },
};
export const Ended: Story = { args: { endsAt: NOW - 1000 } };
/** No end time configured: nothing renders (no fake urgency). */
export const NoEndTime: Story = {
  args: { endsAt: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('timer')).toBeNull();
  },
};

export const AllStates: Story = {
  render: (args) => (
    <StateGrid>
      <StateCell label="15 minutes left">
        <Countdown {...args} />
      </StateCell>
      <StateCell label="more than a day left">
        <Countdown {...args} endsAt={NOW + 27 * 3600_000 + 61_000} />
      </StateCell>
      <StateCell label="ended">
        <Countdown {...args} endsAt={NOW - 1000} />
      </StateCell>
      <StateCell label="no end time (renders nothing)">
        <Countdown {...args} endsAt={null} />
      </StateCell>
    </StateGrid>
  ),
};
