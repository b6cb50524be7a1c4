import { zhCN } from '@nocturne/core';
import { PopupAd, type AdView, type PopupAdProps } from '@nocturne/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { sampleCover } from './support/feedSamples.tsx';
import { OverlayFrame, StateGrid } from './support/StateGrid.tsx';

const ad = { id: 31, image: sampleCover(330, 300, 400), title: '新人专享福利' };
const labels = { ad: zhCN.labels.ad, close: zhCN.home.popupAdClose, loading: zhCN.common.loading };

function ClosablePopup(args: PopupAdProps<AdView>) {
  const [open, setOpen] = useState(true);
  return (
    <PopupAd
      {...args}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        args.onOpenChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Feed/PopupAd',
  component: PopupAd,
  tags: ['autodocs'],
  args: { ad, labels, open: true, onOpenChange: fn(), onAdClick: fn() },
} satisfies Meta<typeof PopupAd>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The close button closes it; focus was trapped inside while open. */
export const Open: Story = {
  render: (args) => <ClosablePopup {...args} />,
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: ad.title });
    // It fades in from transparent.
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.click(screen.getByRole('button', { name: zhCN.home.popupAdClose }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const ReportsAClick: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('img', { name: ad.title }));
    await expect(args.onAdClick).toHaveBeenCalledWith(ad);
  },
};

export const UntitledAd: Story = { args: { ad: { id: 32, image: sampleCover(100, 300, 400) } } };

export const AllStates: Story = {
  render: () => (
    <StateGrid>
      <OverlayFrame label="open" height={560}>
        {(container) => <PopupAd ad={ad} labels={labels} open modal={false} container={container} onOpenChange={() => {}} onAdClick={() => {}} />}
      </OverlayFrame>
    </StateGrid>
  ),
};
