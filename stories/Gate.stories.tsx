import { zhCNDarkWeb } from '@nocturne/core';
import { Gate } from '@nocturne/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { OverlayFrame, StateGrid, overlayDocs } from './support/StateGrid.tsx';

const meta = {
  title: 'Overlays/Gate',
  component: Gate,
  tags: ['autodocs'],
  parameters: overlayDocs,
  args: {
    open: true,
    title: zhCNDarkWeb.gateTitle,
    message: zhCNDarkWeb.gateMessage,
    primaryLabel: zhCNDarkWeb.unlock,
    secondaryLabel: zhCNDarkWeb.leave,
    onPrimary: fn(),
    onSecondary: fn(),
  },
} satisfies Meta<typeof Gate>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dark-web gate: both actions report; Escape does not get past it. */
export const DarkWeb: Story = {
  play: async ({ args }) => {
    await userEvent.keyboard('{Escape}');
    await expect(await screen.findByRole('alertdialog', { name: zhCNDarkWeb.gateTitle })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: zhCNDarkWeb.unlock }));
    await expect(args.onPrimary).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: zhCNDarkWeb.leave }));
    await expect(args.onSecondary).toHaveBeenCalledTimes(1);
  },
};

export const AllStates: Story = {
  render: (args) => (
    <StateGrid>
      <OverlayFrame label="dark-web gate" height={560}>
        {(container) => <Gate {...args} modal={false} container={container} />}
      </OverlayFrame>
    </StateGrid>
  ),
};
