import { formatCacheSize, zhCN, zhCNOffline } from '@nocturne/core';
import { QualityPickerSheet } from '@nocturne/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { sampleRenditions } from './support/offlineSamples.ts';
import { OverlayFrame, StateGrid, overlayDocs } from './support/StateGrid.tsx';

const labels = { title: zhCNOffline.pickQuality, close: zhCN.common.close, approxSize: zhCNOffline.approxSize };
const spaceLeft = zhCNOffline.storage('1.2 GB', '3.4 GB');

const meta = {
  title: 'Offline/QualityPickerSheet',
  component: QualityPickerSheet,
  tags: ['autodocs'],
  args: { open: true, renditions: sampleRenditions, labels, formatSize: formatCacheSize, onPick: fn(), onClose: fn() },
  parameters: overlayDocs,
} satisfies Meta<typeof QualityPickerSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each rendition with its estimated size; a tap reports its name. */
export const Renditions: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: /^720p/ }));
    await expect(args.onPick).toHaveBeenCalledWith('720p');
  },
};

/** The space left under the title, so the member picks one that fits. */
export const WithSpaceLeft: Story = { args: { description: spaceLeft } };

export const SingleRendition: Story = { args: { renditions: sampleRenditions.slice(0, 1) } };

/** The close button reports onClose. */
export const Closing: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: zhCN.common.close }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const AllStates: Story = {
  render: () => (
    <StateGrid>
      <OverlayFrame label="renditions with their size" height={380}>
        {(container) => (
          <QualityPickerSheet open modal={false} container={container} renditions={sampleRenditions} labels={labels} formatSize={formatCacheSize} onPick={() => {}} onClose={() => {}} />
        )}
      </OverlayFrame>
      <OverlayFrame label="with the space left" height={300}>
        {(container) => (
          <QualityPickerSheet
            open
            modal={false}
            container={container}
            renditions={sampleRenditions.slice(0, 2)}
            labels={labels}
            formatSize={formatCacheSize}
            description={spaceLeft}
            onPick={() => {}}
            onClose={() => {}}
          />
        )}
      </OverlayFrame>
    </StateGrid>
  ),
};
