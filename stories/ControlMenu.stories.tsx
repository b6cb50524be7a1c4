import { zhCNPlayer } from '@nocturne/core';
import { ControlMenu, type ControlMenuProps } from '@nocturne/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { qualityOptions, rateOptions } from './support/playerSamples.tsx';
import { StateCell, StateGrid } from './support/StateGrid.tsx';
import { VideoStage } from './support/videoStage.tsx';

const menu = (args: ControlMenuProps<number>) => (
  <VideoStage>
    {/* Not positioned: the open menu places itself over the whole stage, as in the player. */}
    <div style={{ display: 'flex', alignItems: 'flex-end', justifyContent: 'flex-end', height: '100%', padding: 12, boxSizing: 'border-box' }}>
      <ControlMenu {...args} />
    </div>
  </VideoStage>
);

const meta = {
  title: 'Player/ControlMenu',
  component: ControlMenu<number>,
  args: {
    label: zhCNPlayer.speed,
    buttonText: zhCNPlayer.speedName(1),
    options: rateOptions,
    value: 1,
    open: false,
    onOpenChange: fn(),
    onChange: fn(),
  },
  render: menu,
} satisfies Meta<typeof ControlMenu<number>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: the button shows the current choice. */
export const Closed: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: new RegExp(zhCNPlayer.speed) }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
  },
};
/** The speed menu open, the current speed checked. */
export const SpeedOpen: Story = {
  args: { open: true },
  play: async ({ args, canvasElement }) => {
    const list = within(canvasElement).getByRole('menu', { name: zhCNPlayer.speed });
    await expect(within(list).getByRole('menuitemradio', { name: zhCNPlayer.speedName(1) })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(within(list).getByRole('menuitemradio', { name: zhCNPlayer.speedName(1.5) }));
    await expect(args.onChange).toHaveBeenCalledWith(1.5);
  },
};
/** The quality menu open, highest rendition first. */
export const QualityOpen: Story = {
  args: { open: true, label: zhCNPlayer.quality, buttonText: zhCNPlayer.qualityAuto, options: qualityOptions, value: 2 },
};

export const AllStates: Story = {
  render: (args) => (
    <StateGrid>
      <StateCell label="closed">{menu(args)}</StateCell>
      <StateCell label="speed open">{menu({ ...args, open: true })}</StateCell>
      <StateCell label="quality open">
        {menu({ ...args, open: true, label: zhCNPlayer.quality, buttonText: zhCNPlayer.qualityAuto, options: qualityOptions, value: 2 })}
      </StateCell>
    </StateGrid>
  ),
};
