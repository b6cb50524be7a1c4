import { zhCN } from '@nocturne/core';
import { AgeGate } from '@nocturne/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { OverlayFrame, StateGrid, overlayDocs } from './support/StateGrid.tsx';

const meta = {
  title: 'Overlays/AgeGate',
  component: AgeGate,
  tags: ['autodocs'],
  parameters: overlayDocs,
  args: {
    open: true,
    title: zhCN.ageGate.title,
    message: zhCN.ageGate.message,
    enterLabel: zhCN.ageGate.enter,
    leaveLabel: zhCN.ageGate.leave,
    onEnter: fn(),
    onLeave: fn(),
  },
} satisfies Meta<typeof AgeGate>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstVisit: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: zhCN.ageGate.enter }));
    await expect(args.onEnter).toHaveBeenCalledTimes(1);
    await expect(args.onLeave).not.toHaveBeenCalled();
  },
};

export const Leaving: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: zhCN.ageGate.leave }));
    await expect(args.onLeave).toHaveBeenCalledTimes(1);
  },
};

export const AllStates: Story = {
  render: (args) => (
    <StateGrid>
      <OverlayFrame label="18+ confirmation" height={520}>
        {(container) => <AgeGate {...args} modal={false} container={container} />}
      </OverlayFrame>
    </StateGrid>
  ),
};
