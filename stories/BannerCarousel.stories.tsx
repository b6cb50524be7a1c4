import { zhCN } from '@nocturne/core';
import { BannerCarousel, type Banner } from '@nocturne/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleCover } from './support/feedSamples.tsx';
import { StateCell, StateGrid } from './support/StateGrid.tsx';

const banners: Banner[] = [
  { id: 1, image: sampleCover(20, 690, 250), alt: '新人福利活动' },
  { id: 2, image: sampleCover(140, 690, 250), alt: '会员限时优惠' },
  { id: 3, image: sampleCover(260, 690, 250), alt: '邀请好友送会员' },
];

const labels = {
  carousel: zhCN.labels.carousel,
  slide: zhCN.labels.slide,
  goTo: zhCN.labels.goTo,
  loading: zhCN.common.loading,
};

const currentDot = (canvas: HTMLElement) =>
  within(canvas)
    .getAllByRole('button', { name: /显示第/ })
    .find((dot) => dot.getAttribute('aria-current') === 'true');

const meta = {
  title: 'Feed/BannerCarousel',
  component: BannerCarousel,
  tags: ['autodocs'],
  args: { banners, labels, onBannerClick: fn() },
  decorators: [(Story) => <div style={{ padding: 16 }}><Story /></div>],
} satisfies Meta<typeof BannerCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Autoplay every 3000 ms: the carousel advances on its own. */
export const Autoplay: Story = {
  play: async ({ canvasElement }) => {
    await expect(currentDot(canvasElement)).toHaveAccessibleName(zhCN.labels.goTo(1));
    await waitFor(() => expect(currentDot(canvasElement)).toHaveAccessibleName(zhCN.labels.goTo(2)), { timeout: 4500 });
  },
};

/** The dots move it; a tap on the banner reports it. */
export const Manual: Story = {
  args: { autoplay: 0 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: zhCN.labels.goTo(3) }));
    await expect(currentDot(canvasElement)).toHaveAccessibleName(zhCN.labels.goTo(3));
    await userEvent.click(await canvas.findByRole('img', { name: '邀请好友送会员' }));
    await expect(args.onBannerClick).toHaveBeenCalledWith(banners[2]);
  },
};

export const SingleBanner: Story = { args: { banners: banners.slice(0, 1) } };

export const AllStates: Story = {
  render: () => (
    <StateGrid>
      <StateCell label="first of three">
        <BannerCarousel banners={banners} labels={labels} autoplay={0} />
      </StateCell>
      <StateCell label="single banner">
        <BannerCarousel banners={banners.slice(1, 2)} labels={{ ...labels, carousel: `${labels.carousel}2` }} autoplay={0} />
      </StateCell>
    </StateGrid>
  ),
};
