import { zhCNPlayer } from '@nocturne/core';
import { PlayerQualityMenu, PlayerRateMenu } from '@nocturne/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { samplePlayer, type PlayerArgs } from './support/playerArgs.tsx';
import { on } from './support/playerPart.tsx';
import { controlLabels as labels } from './support/playerSamples.tsx';

/** The speed and quality menus (PlayerMenus.tsx). */
const meta: Meta<PlayerArgs> = {
  title: 'Player/Menus',
  args: samplePlayer,
};

export default meta;
type Story = StoryObj<PlayerArgs>;

function RateMenu({ open: initiallyOpen = false }: { open?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  return <PlayerRateMenu label={labels.speed} open={open} onOpenChange={setOpen} />;
}

function QualityMenu({ open: initiallyOpen = false }: { open?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  return <PlayerQualityMenu label={labels.quality} open={open} onOpenChange={setOpen} />;
}


export const RateMenuClosed: Story = { render: on(<RateMenu />) };
export const RateMenuOpen: Story = {
  args: { rate: 1.25 },
  render: on(<RateMenu open />),
  play: async ({ args, canvasElement }) => {
    const menu = within(canvasElement).getByRole('menu', { name: zhCNPlayer.speed });
    await expect(within(menu).getByRole('menuitemradio', { name: '1.25x' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: '2.0x' }));
    await expect(args.onRate).toHaveBeenCalledWith(2);
  },
};

/** 自动 on the button; the menu names what it chose. */
export const QualityMenuAuto: Story = { render: on(<QualityMenu />) };
export const QualityMenuFixed: Story = { args: { quality: 3 }, render: on(<QualityMenu />) };
export const QualityMenuOpen: Story = {
  render: on(<QualityMenu open />),
  play: async ({ args, canvasElement }) => {
    const menu = within(canvasElement).getByRole('menu', { name: zhCNPlayer.quality });
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: '1080P' }));
    await expect(args.onQuality).toHaveBeenCalledWith(3);
  },
};
/** One rendition only: nothing to choose, no menu. */
export const QualityMenuOneRendition: Story = {
  args: { qualities: [{ value: 0, label: zhCNPlayer.qualityName(720) }] },
  render: on(<QualityMenu />),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};
