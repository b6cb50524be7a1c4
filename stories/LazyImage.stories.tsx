import { zhCN } from '@nocturne/core';
import { LazyImage } from '@nocturne/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { brokenImage, sampleCover } from './support/feedSamples.tsx';
import { StateCell, StateGrid } from './support/StateGrid.tsx';

const meta = {
  title: 'Feed/LazyImage',
  component: LazyImage,
  tags: ['autodocs'],
  args: { src: sampleCover(200), alt: '城市夜景', loadingLabel: zhCN.common.loading, ratio: '16 / 10' },
  decorators: [(Story) => <div style={{ padding: 16, width: 240 }}><Story /></div>],
} satisfies Meta<typeof LazyImage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const image = await within(canvasElement).findByRole('img', { name: '城市夜景' });
    await waitFor(() => expect(image.closest('[data-status]')).toHaveAttribute('data-status', 'loaded'));
  },
};

/** No address yet: the skeleton with its spinner. */
export const Loading: Story = { args: { src: '' } };

/** Every one of the 3 attempts failed: the placeholder. */
export const Error: Story = {
  args: { src: brokenImage },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-status]')).toHaveAttribute('data-status', 'error'));
  },
};

export const ErrorWithFallbackImage: Story = { args: { src: brokenImage, fallbackSrc: sampleCover(0) } };

export const AllStates: Story = {
  render: () => (
    <StateGrid columns={3}>
      <StateCell label="loading">
        <LazyImage src="" alt="" ratio="3 / 4" loadingLabel={zhCN.common.loading} />
      </StateCell>
      <StateCell label="loaded">
        <LazyImage src={sampleCover(30, 150, 200)} alt="海边日落" ratio="3 / 4" loadingLabel={zhCN.common.loading} lazy={false} />
      </StateCell>
      <StateCell label="error">
        <LazyImage src={brokenImage} alt="山间晨雾" ratio="3 / 4" loadingLabel={zhCN.common.loading} lazy={false} />
      </StateCell>
    </StateGrid>
  ),
};
